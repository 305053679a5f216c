import { Link } from "react-router";

/** The desk pages' heading, with the way back to /admin and to the other desks. */
export function DeskHead({ title, current }: { title: string; current: (typeof DESKS)[number]["key"] }) {
  return (
    <div className="admin__head">
      <h1>{title}</h1>
      <nav aria-label="Desk" className="admin__desk-nav">
        <Link to="/admin">Settings and ads</Link>
        {DESKS.map((desk) => (
          <Link key={desk.key} to={desk.href} aria-current={desk.key === current ? "page" : undefined}>
            {desk.label}
          </Link>
        ))}
      </nav>
    </div>
  );
}

export const DESKS = [
  { key: "inbox", href: "/admin/inbox", label: "Inbox" },
  { key: "policies", href: "/admin/policies", label: "Policies" },
  { key: "videos", href: "/admin/videos", label: "Videos" },
  { key: "live-blog", href: "/admin/live-blog", label: "Live blog" },
] as const;
