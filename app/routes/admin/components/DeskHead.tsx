import { Form, Link } from "react-router";

export interface NavLink {
  key: string;
  href: string;
  label: string;
}

/** The admin pages' navigation: only what the signed-in role may open (the loader lists it). */
export function AdminNav({ nav, current }: { nav: readonly NavLink[]; current?: string }) {
  return (
    <nav aria-label="Admin" className="admin__desk-nav">
      {nav.map((link) => (
        <Link key={link.key} to={link.href} aria-current={link.key === current ? "page" : undefined}>
          {link.label}
        </Link>
      ))}
    </nav>
  );
}

/** Who is signed in, and the way out (signing out happens on /admin). */
export function SignedInAs({ who }: { who: string }) {
  return (
    <Form method="post" action="/admin" className="admin__who">
      <span>Signed in as {who}</span>{" "}
      <button type="submit" name="intent" value="logout" className="admin__button admin__button--quiet">
        Sign out
      </button>
    </Form>
  );
}

/** The desk pages' heading, with the pages this role may open. */
export function DeskHead({ title, current, nav, who }: { title: string; current: string; nav: readonly NavLink[]; who: string }) {
  return (
    <div className="admin__head">
      <h1>{title}</h1>
      <AdminNav nav={nav} current={current} />
      <SignedInAs who={who} />
    </div>
  );
}
