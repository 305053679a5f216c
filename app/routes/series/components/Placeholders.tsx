/**
 * Images of players and grounds. The site has no licensed photographs, so each is a drawn
 * placeholder: a player's initials, a ground's outline (oval, square and pitch). Both are
 * decorative (the name beside them says who or what it is).
 */
import { initials } from "../../../shell/initials.ts";

export function Avatar({ name }: { name: string }) {
  return (
    <span className="avatar" aria-hidden="true">
      {initials(name)}
    </span>
  );
}

export function GroundImage({ className = "ground-image" }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 160 100" aria-hidden="true" focusable="false">
      <rect width="160" height="100" fill="#d8ebe2" />
      <ellipse cx="80" cy="50" rx="70" ry="42" fill="#7fbf95" stroke="#fff" strokeWidth="2" />
      <ellipse cx="80" cy="50" rx="30" ry="20" fill="#8fcaa3" stroke="#fff" strokeWidth="1" strokeDasharray="3 3" />
      <rect x="76" y="38" width="8" height="24" fill="#e6d3a3" />
    </svg>
  );
}
