import { Form, Link, redirect } from "react-router";
import { workerContext } from "../../context.server.ts";
import { MAX_POLICY_HTML, POLICY_KINDS, type PolicyKind } from "../../backend/site/desk-public.ts";
import { policySaveSchema, policyVersions, publishPolicyVersion, savePolicyVersion } from "../../backend/site/policies.server.ts";
import type { PageHandle } from "../../enhance/page-handle.ts";
import { DeskHead } from "./components/DeskHead.tsx";
import { deskFail, deskForm, formToken, requireDesk } from "./desk.server.ts";
import type { Route } from "./+types/policies";
import "./admin.css";
import { fieldMessages } from "../../data/zod-messages.ts";

/** Hydrated, like /admin. The privacy policy and terms: edit (each save a new version) and publish a version. */
export const handle: PageHandle = { hydrate: true };

const LABEL: Record<PolicyKind, { name: string; page: string }> = {
  privacy: { name: "Privacy policy", page: "/info/privacy" },
  terms: { name: "Terms of use", page: "/info/termsofuse" },
};

const kindOf = (value: string | null): PolicyKind => (value === "terms" ? "terms" : "privacy");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(workerContext);
  const staff = await requireDesk(request, env);
  const url = new URL(request.url);
  const kind = kindOf(url.searchParams.get("kind"));
  const versions = await policyVersions(env.DB, kind);
  const editFrom = versions.find((v) => v.id === Number(url.searchParams.get("from"))) ?? versions[0] ?? null;
  return { staff, kind, versions, editFrom, token: formToken(), saved: url.searchParams.get("saved") };
}

export const meta = () => [{ title: "Policies | Cricket Edge admin" }, { name: "robots", content: "noindex" }];

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = context.get(workerContext);
  const form = await deskForm(request, env);
  if (!(form instanceof FormData)) return form;
  if (form.get("intent") === "publish") {
    const id = Number(form.get("id"));
    if (!(await publishPolicyVersion(env.DB, id))) return deskFail(`No version ${id}`, 404);
    return redirect(`/admin/policies?kind=${kindOf(String(form.get("kind")))}&saved=published`);
  }
  const parsed = policySaveSchema.safeParse({
    kind: form.get("kind"),
    contentHtml: String(form.get("contentHtml") ?? ""),
    publish: form.get("intent") === "save-publish",
    clientToken: String(form.get("clientToken") ?? ""),
  });
  if (!parsed.success) return deskFail("The policy was not saved", 400, fieldMessages(parsed.error));
  const version = await savePolicyVersion(env.DB, parsed.data);
  return redirect(`/admin/policies?kind=${version.kind}&saved=${version.version}`);
}

const when = (ms: number) => `${new Date(ms).toISOString().slice(0, 16).replace("T", " ")} UTC`;

export default function Policies({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, versions, editFrom, token, saved } = loaderData;
  const live = versions.filter((v) => v.publishedAt !== null).sort((a, b) => b.publishedAt! - a.publishedAt! || b.version - a.version)[0];
  return (
    <section className="admin">
      <DeskHead title="Policies" current="policies" nav={loaderData.staff.nav} who={loaderData.staff.who} />
      <nav className="tabs" aria-label="Policy">
        {POLICY_KINDS.map((k) => (
          <Link
            key={k}
            to={`/admin/policies?kind=${k}`}
            aria-current={k === kind ? "page" : undefined}
            className={k === kind ? "active" : undefined}
          >
            {LABEL[k].name}
          </Link>
        ))}
      </nav>
      {saved && !actionData && (
        <p className="admin__notice" role="status">
          {saved === "published" ? "Published" : `Saved as version ${saved}`}
        </p>
      )}
      {actionData && (
        <p className="admin__alert" role="alert">
          {actionData.message}
          {actionData.errors && `: ${Object.values(actionData.errors).join("; ")}`}
        </p>
      )}
      <p>
        The page <a href={LABEL[kind].page}>{LABEL[kind].page}</a> shows{" "}
        {live ? `version ${live.version}` : "no version yet ('No terms available.')"}. HTML is cleaned when saved: headings, paragraphs,
        lists, tables, emphasis and links stay; scripts, styles, images and frames do not.
      </p>
      <Form method="post" className="admin__form" key={`${kind}-${editFrom?.id ?? "new"}-${token}`}>
        <input type="hidden" name="kind" value={kind} />
        <input type="hidden" name="clientToken" value={token} />
        <div className="admin__field">
          <label htmlFor="field-contentHtml">
            {LABEL[kind].name} (HTML){editFrom ? `, starting from version ${editFrom.version}` : ""}
          </label>
          <textarea
            id="field-contentHtml"
            name="contentHtml"
            rows={18}
            maxLength={MAX_POLICY_HTML}
            defaultValue={editFrom?.contentHtml ?? ""}
          />
        </div>
        <div className="admin__row">
          <button type="submit" name="intent" value="save-publish" className="admin__button">
            Save and publish
          </button>
          <button type="submit" name="intent" value="save" className="admin__button admin__button--quiet">
            Save as draft
          </button>
        </div>
      </Form>
      <h2>Versions</h2>
      {versions.length === 0 ? (
        <p className="empty">No versions yet.</p>
      ) : (
        <table className="admin__table">
          <thead>
            <tr>
              <th scope="col">Version</th>
              <th scope="col">Saved</th>
              <th scope="col">Published</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {versions.map((v) => (
              <tr key={v.id} data-version={v.version}>
                <td>
                  {v.version}
                  {v.id === live?.id ? " (on the page)" : ""}
                </td>
                <td>{when(v.createdAt)}</td>
                <td>{v.publishedAt ? when(v.publishedAt) : "draft"}</td>
                <td>
                  <div className="admin__actions">
                    <Link to={`/admin/policies?kind=${kind}&from=${v.id}`}>Edit from this</Link>
                    {v.id !== live?.id && (
                      <Form method="post">
                        <input type="hidden" name="id" value={v.id} />
                        <input type="hidden" name="kind" value={kind} />
                        <button type="submit" name="intent" value="publish" className="admin__button admin__button--small">
                          Publish
                        </button>
                      </Form>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
