import { useLocation } from "react-router";
import { currentLinkProps } from "./current-link.ts";
import { SECONDARY_NAV } from "./nav.ts";

export function SecondaryNav() {
  const { pathname } = useLocation();
  return (
    <nav className="secondary-nav" aria-label="Matches and series">
      <ul>
        {SECONDARY_NAV.map((item) => (
          <li key={item.href}>
            <a {...currentLinkProps(pathname, item.href, { end: item.href === "/cricket-team" })}>{item.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
