import { data, Form, Link, redirect } from "react-router";
import { ADMIN_CLOSED, adminToken, isAdminToken, signedInAccount } from "../../backend/admin/admin-access.server.ts";
import { credentialFailed, credentialsBlocked, RETRY_AFTER_SECONDS, TOO_MANY } from "../../backend/security/rate-limit.server.ts";
import { adminExists, makeFirstAdmin, setupSchema } from "../../backend/admin/roles.server.ts";
import { workerContext } from "../../context.server.ts";
import type { PageHandle } from "../../enhance/page-handle.ts";
import { deskFail, smallForm } from "./desk.server.ts";
import type { Route } from "./+types/setup";
import "./admin.css";

/** Hydrated like the rest of the admin area; a plain form that works without JavaScript. */
export const handle: PageHandle = { hydrate: true };

/**
 * The first admin (/admin/setup; decision 026): someone signed in with an account who also holds
 * the admin token makes that account `admin` — only while no account is one. After that admins
 * grant roles at /admin/users and this page refuses.
 */

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(workerContext);
  const account = await signedInAccount(request, env);
  const open = !(await adminExists(env.DB));
  const state = { account: account?.email ?? null, open, closed: adminToken(env) === null ? ADMIN_CLOSED : null };
  return data(state, { status: open ? 200 : 403 });
}

export const meta = () => [{ title: "First admin | Cricket Edge admin" }, { name: "robots", content: "noindex" }];

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = context.get(workerContext);
  const form = await smallForm(request);
  if (form.refused) return form.refused;
  const parsed = setupSchema.safeParse(form.fields);
  if (!parsed.success) return deskFail(parsed.error.issues[0]?.message ?? "The form is not valid");
  if (adminToken(env) === null) return deskFail(ADMIN_CLOSED, 503);
  const account = await signedInAccount(request, env);
  if (!account) return deskFail("Log in with your account first", 401);
  const tooMany = () => data({ ok: false, message: TOO_MANY }, { status: 429, headers: { "retry-after": String(RETRY_AFTER_SECONDS) } });
  if (await credentialsBlocked(env, request)) return tooMany();
  if (!isAdminToken(parsed.data.token, env)) {
    if (await credentialFailed(env, request)) return tooMany();
    return deskFail("That token is not the admin token", 401);
  }
  const outcome = await makeFirstAdmin(env.DB, account.id);
  if (outcome === "admin-exists") return deskFail("An admin exists already: ask an admin to grant you a role at /admin/users", 403);
  if (outcome === "no-account") return deskFail("Log in with your account first", 401);
  return redirect("/admin/users");
}

export default function Setup({ loaderData, actionData }: Route.ComponentProps) {
  const { account, open, closed } = loaderData;
  return (
    <section className="admin admin--signin">
      <h1>First admin</h1>
      {actionData && !actionData.ok && (
        <p className="admin__alert" role="alert">
          {actionData.message}
        </p>
      )}
      {!open ? (
        <p>An admin exists already. Admins grant the editor and admin roles at /admin/users.</p>
      ) : !account ? (
        <p>
          <a href="/user/login">Log in with your account</a> (or <a href="/user/sign-up">sign up</a>), then come back here to make it the
          first admin with the admin token.
        </p>
      ) : closed ? (
        <p>{closed}.</p>
      ) : (
        <>
          <p>
            No account is an admin yet. Enter the admin token (the ADMIN_TOKEN setting of this site) to make <strong>{account}</strong> the
            first admin.
          </p>
          <Form method="post" className="admin__form">
            <label className="admin__field">
              <span>Admin token</span>
              <input type="password" name="token" autoComplete="off" required maxLength={512} />
            </label>
            <button type="submit" name="intent" value="setup" className="admin__button">
              Make me the admin
            </button>
          </Form>
        </>
      )}
      <p>
        <Link to="/admin">Admin sign-in</Link>
      </p>
    </section>
  );
}
