import { Link } from "react-router";
import { NEWS_SECTIONS, sectionHref, TOPICS_PATH } from "../../../backend/news/news-sections.ts";

/** The News menu (docs/product/content-areas.md#news-sections; Topics third from the top, as the header's dropdown has it), the current entry marked. */
export function NewsMenu({ current }: { current: string }) {
  const entries = NEWS_SECTIONS.map((section) => ({ href: sectionHref(section), label: section.label }));
  entries.splice(3, 0, { href: TOPICS_PATH, label: "Topics" });
  return (
    <nav className="news-menu" aria-label="News sections">
      <ul>
        {entries.map((entry) => (
          <li key={entry.href}>
            <Link to={entry.href} aria-current={entry.href === current ? "page" : undefined}>
              {entry.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
