import { data, Form, Link, redirect } from "react-router";
import { ROLES, type Role, listAccounts, MAX_SEARCH, roleChangeSchema, setRole } from "../../backend/admin/roles.server.ts";
import { workerContext } from "../../context.server.ts";
import type { PageHandle } from "../../enhance/page-handle.ts";
import { DeskHead } from "./components/DeskHead.tsx";
import { deskFail, requireStaff, smallForm } from "./desk.server.ts";
import { allows, pageAccess } from "../../backend/admin/admin-access.server.ts";
import type { Route } from "./+types/users";
import "./admin.css";
import { plural } from "../../cricket/plural.ts";

/** Hydrated like the rest of the admin area; plain forms that work without JavaScript. */
export const handle: PageHandle = { hydrate: true };

/**
 * Users and roles (/admin/users; decision 026), for admins: the accounts a page of 50 at a time,
 * searched by email, each with its role; an admin grants or revokes editor and admin. The change
 * holds from the account's next request (sessions and roles are read from D1 every time). The
 * last admin cannot be demoted.
 */

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(workerContext);
  const { view } = await requireStaff(request, env, "site");
  const url = new URL(request.url);
  const query = (url.searchParams.get("q") ?? "").slice(0, MAX_SEARCH);
  const page = Number(url.searchParams.get("page") ?? 1);
  return { staff: view, roles: ROLES, maxSearch: MAX_SEARCH, ...(await listAccounts(env.DB, query, Number.isFinite(page) ? page : 1)) };
}

export const meta = () => [{ title: "Users | Cricket Edge admin" }, { name: "robots", content: "noindex" }];

const OUTCOME_TEXT = {
  changed: (role: Role) => `Role set to ${role}`,
  unchanged: (role: Role) => `The account is ${role} already`,
} as const;

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = context.get(workerContext);
  const form = await smallForm(request);
  if (form.refused) return form.refused;
  const { staff } = await pageAccess(request, env);
  if (!staff) return deskFail("Please sign in again on /admin", 401);
  if (!allows(staff, "site")) return deskFail("Roles are changed by admins only", 403);
  const parsed = roleChangeSchema.safeParse(form.fields);
  if (!parsed.success) return deskFail("Choose an account and one of user, editor, admin");
  const { userId, role } = parsed.data;
  const outcome = await setRole(env.DB, userId, role);
  if (outcome === "no-account") return deskFail("No such account", 404);
  if (outcome === "last-admin") return deskFail("This is the last admin: make another account admin first", 409);
  // An admin who stepped down may no longer open this page: off to what the new role opens.
  if (outcome === "changed" && staff.kind === "account" && staff.userId === userId && role !== "admin") return redirect("/admin");
  return data({ ok: true, message: OUTCOME_TEXT[outcome](role) });
}

const pageHref = (query: string, page: number) =>
  `/admin/users?${new URLSearchParams({ ...(query ? { q: query } : {}), page: String(page) })}`;

export default function Users({ loaderData, actionData }: Route.ComponentProps) {
  const { staff, accounts, total, page, pages, query, roles, maxSearch } = loaderData;
  return (
    <section className="admin">
      <DeskHead title="Users" current="users" nav={staff.nav} who={staff.who} />
      {actionData && (
        <p className={actionData.ok ? "admin__notice" : "admin__alert"} role={actionData.ok ? "status" : "alert"}>
          {actionData.message}
        </p>
      )}
      <Form method="get" className="admin__form admin__row">
        <div className="admin__field">
          <label htmlFor="users-q">Email contains</label>
          <input id="users-q" name="q" type="search" defaultValue={query} maxLength={maxSearch} />
        </div>
        <button type="submit" className="admin__button">
          Search
        </button>
      </Form>
      <p>{`${plural(total, "account")}${query ? ` with "${query}" in the email` : ""}; page ${page} of ${pages}.`}</p>
      <table className="admin__table">
        <caption className="visually-hidden">Accounts and their roles</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Role</th>
            <th scope="col">Change role</th>
          </tr>
        </thead>
        <tbody>
          {accounts.map((account) => (
            <tr key={account.id} data-account={account.email}>
              <td>{account.name}</td>
              <td>{account.email}</td>
              <td>{account.role}</td>
              <td>
                <Form method="post" className="admin__actions">
                  <input type="hidden" name="userId" value={account.id} />
                  <label className="visually-hidden" htmlFor={`role-${account.id}`}>
                    Role of {account.email}
                  </label>
                  <select id={`role-${account.id}`} name="role" defaultValue={account.role}>
                    {roles.map((role) => (
                      <option key={role} value={role}>
                        {role}
                      </option>
                    ))}
                  </select>
                  <button type="submit" name="intent" value="role" className="admin__button admin__button--small">
                    Save
                  </button>
                </Form>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {pages > 1 && (
        <nav aria-label="Pages" className="admin__row">
          {page > 1 && <Link to={pageHref(query, page - 1)}>Previous</Link>}
          {page < pages && <Link to={pageHref(query, page + 1)}>Next</Link>}
        </nav>
      )}
    </section>
  );
}
