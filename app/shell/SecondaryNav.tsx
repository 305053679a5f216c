import { NavLink } from "react-router";
import { SECONDARY_NAV } from "./nav.ts";

export function SecondaryNav() {
  return (
    <nav className="secondary-nav" aria-label="Matches and series">
      <ul>
        {SECONDARY_NAV.map((item) => (
          <li key={item.href}>
            <NavLink to={item.href} end={item.href === "/cricket-team"}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
