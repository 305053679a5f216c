import { useId, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from "react";
import { Link } from "react-router";
import type { NavItem } from "./nav.ts";

interface Column {
  heading: string;
  items: NavItem[];
}

/**
 * A header dropdown. Without JavaScript it opens on hover and when focus is inside it (CSS), and its
 * title is a link to the section's default page. With JavaScript the chevron button also opens and
 * closes it (aria-expanded), and Escape closes it and returns focus to the button.
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
  const [open, setOpen] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const menuId = `menu${id.replace(/:/g, "")}`;
  const toggle = () => {
    setDismissed(open);
    setOpen(!open);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    setOpen(false);
    setDismissed(true);
    (event.currentTarget.querySelector(".nav-menu__toggle") as HTMLElement | null)?.focus();
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
      setOpen(false);
      setDismissed(false);
    }
  };
  const reset = () => {
    setOpen(false);
    setDismissed(false);
  };
  const links = (items: NavItem[]): ReactNode => (
    <ul className="nav-menu__list">
      {items.map((item) => (
        <li key={item.href}>
          <Link to={item.href} onClick={reset}>
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
  return (
    <li
      className={`nav-menu nav-menu--${props.align ?? "left"}`}
      data-open={open ? "true" : undefined}
      data-dismissed={dismissed ? "true" : undefined}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      onMouseLeave={() => setDismissed(false)}
    >
      {props.href ? (
        <Link to={props.href} className="nav-menu__title" onClick={reset}>
          {props.title}
        </Link>
      ) : null}
      <button
        type="button"
        className={`nav-menu__toggle${props.href ? "" : " nav-menu__toggle--title"}`}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={toggle}
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
          <Link to={props.footer.href} className="nav-menu__footer" onClick={reset}>
            {props.footer.label}
          </Link>
        )}
      </div>
    </li>
  );
}
