import { useId, type ReactNode } from "react";
import type { NavItem } from "./nav.ts";

interface Column {
  heading: string;
  items: NavItem[];
}

/**
 * A header dropdown. Without JavaScript it opens on hover and when focus is inside it (CSS), and its
 * title is a link to the section's default page. With JavaScript (app/enhance/shell.ts) the chevron
 * button also opens and closes it (aria-expanded), and Escape closes it and returns focus to the button.
 */
export function NavMenu(props: {
  title: string;
  /** the default page; without one the title is the toggle itself */
  href?: string;
  items?: NavItem[];
  columns?: Column[];
  footer?: NavItem;
  align?: "left" | "right";
}) {
  const id = useId();
  const menuId = `menu${id.replace(/:/g, "")}`;
  const links = (items: NavItem[]): ReactNode => (
    <ul className="nav-menu__list">
      {items.map((item) => (
        <li key={item.href}>
          <a href={item.href}>{item.label}</a>
        </li>
      ))}
    </ul>
  );
  return (
    <li className={`nav-menu nav-menu--${props.align ?? "left"}`}>
      {props.href ? (
        <a href={props.href} className="nav-menu__title">
          {props.title}
        </a>
      ) : null}
      <button
        type="button"
        className={`nav-menu__toggle${props.href ? "" : " nav-menu__toggle--title"}`}
        aria-expanded={false}
        aria-controls={menuId}
      >
        {props.href ? <span className="visually-hidden">{props.title} menu</span> : props.title}
        <svg aria-hidden="true" viewBox="0 0 10 6" width="10" height="6">
          <path d="M1 1l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
      <div id={menuId} className={`nav-menu__panel${props.columns ? " nav-menu__panel--columns" : ""}`}>
        {props.items && links(props.items)}
        {props.columns?.map((column) => (
          <div key={column.heading} className="nav-menu__column">
            <p className="nav-menu__heading">{column.heading}</p>
            {links(column.items)}
          </div>
        ))}
        {props.footer && (
          <a href={props.footer.href} className="nav-menu__footer">
            {props.footer.label}
          </a>
        )}
      </div>
    </li>
  );
}
