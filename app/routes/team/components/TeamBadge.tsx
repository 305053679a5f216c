/**
 * A team's mark. We hold no licensed flags or logos, so every team gets the same honest
 * placeholder: a badge with its short name, never an image pretending to be its flag.
 */
export function TeamBadge({ shortName, size = 40 }: { shortName: string; size?: number }) {
  const text = shortName.slice(0, 4);
  return (
    <svg className="team-badge" width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="38" height="38" rx="8" fill="#e8f3ee" stroke="#0a7d55" strokeWidth="2" />
      <text
        x="20"
        y="25"
        textAnchor="middle"
        fontSize={text.length > 3 ? 10 : 12}
        fontWeight="700"
        fill="#064d35"
        fontFamily="system-ui, sans-serif"
      >
        {text}
      </text>
    </svg>
  );
}
