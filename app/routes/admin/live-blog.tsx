import { Form, redirect } from "react-router";
import { deleteLiveBlogEntry, liveBlogInputSchema, liveBlogPage, saveLiveBlogEntry } from "../../backend/news/live-blog.server.ts";
import { workerContext } from "../../context.server.ts";
import type { PageHandle } from "../../enhance/page-handle.ts";
import { tellRoomOfBlog } from "../../live/room.server.ts";
import { DeskHead } from "./components/DeskHead.tsx";
import { deskFail, deskForm, formToken, requireDesk } from "./desk.server.ts";
import type { Route } from "./+types/live-blog";
import "./admin.css";
import { fieldMessages } from "../../data/zod-messages.ts";

/** Hydrated, like /admin. Editors write a match's live blog; open match pages get each entry by push. */
export const handle: PageHandle = { hydrate: true };

const matchIdOf = (raw: string | null) => (raw && /^\d{1,15}$/.test(raw) ? Number(raw) : null);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(workerContext);
  const staff = await requireDesk(request, env);
  const matchId = matchIdOf(new URL(request.url).searchParams.get("match"));
  const page = matchId === null ? null : await liveBlogPage(env.DB, matchId);
  return { staff, matchId, entries: page?.entries ?? [], token: formToken() };
}

export const meta = () => [{ title: "Live blog | Cricket Edge admin" }, { name: "robots", content: "noindex" }];

export async function action({ request, context }: Route.ActionArgs) {
  const { env, ctx } = context.get(workerContext);
  const form = await deskForm(request, env);
  if (!(form instanceof FormData)) return form;
  let matchId: number;
  if (form.get("intent") === "delete") {
    const id = Number(form.get("id"));
    const deleted = Number.isSafeInteger(id) && id > 0 ? await deleteLiveBlogEntry(env.DB, id) : null;
    if (deleted === null) return deskFail(`No entry ${String(form.get("id")).slice(0, 20)}`, 404);
    matchId = deleted;
  } else {
    const parsed = liveBlogInputSchema.safeParse({
      matchId: String(form.get("matchId") ?? ""),
      body: String(form.get("body") ?? ""),
      author: String(form.get("author") ?? ""),
      clientToken: String(form.get("clientToken") ?? ""),
    });
    if (!parsed.success) return deskFail("The entry was not saved", 400, fieldMessages(parsed.error));
    await saveLiveBlogEntry(env.DB, parsed.data, Date.now());
    matchId = parsed.data.matchId;
  }
  // Open pages of the match read it again; the entry is stored whatever the room says.
  ctx.waitUntil(tellRoomOfBlog(env, matchId).catch((error: unknown) => console.warn("live blog: room not told", error)));
  return redirect(`/admin/live-blog?match=${matchId}`);
}

export default function LiveBlogDesk({ loaderData, actionData }: Route.ComponentProps) {
  const { staff, matchId, entries, token } = loaderData;
  return (
    <section className="admin">
      <DeskHead title="Live blog" current="live-blog" nav={staff.nav} who={staff.who} />
      {actionData && (
        <p className="admin__alert" role="alert">
          {actionData.message}
        </p>
      )}
      <Form method="get" className="admin__form">
        <div className="admin__field">
          <label htmlFor="field-match">Match id</label>
          <input id="field-match" name="match" inputMode="numeric" pattern="\d+" defaultValue={matchId ?? ""} required />
          <small>The number in the match page's address: /live-cricket-scores/&#123;id&#125;/…</small>
        </div>
        <button type="submit" className="admin__button">
          Open
        </button>
      </Form>
      {matchId !== null && (
        <>
          <p>
            <a href={`/live-cricket-scores/${matchId}/x/live-blog`}>The match's Live Blog tab</a>
          </p>
          <Form method="post" className="admin__form" key={token}>
            <h2>New entry</h2>
            <input type="hidden" name="matchId" value={matchId} />
            <input type="hidden" name="clientToken" value={token} />
            <div className="admin__field">
              <label htmlFor="field-author">Author</label>
              <input id="field-author" name="author" required maxLength={80} aria-invalid={actionData?.errors?.author ? true : undefined} />
              {actionData?.errors?.author && <small className="admin__error">{actionData.errors.author}</small>}
            </div>
            <div className="admin__field">
              <label htmlFor="field-body">Entry (Markdown)</label>
              <textarea
                id="field-body"
                name="body"
                rows={5}
                required
                maxLength={5000}
                aria-invalid={actionData?.errors?.body ? true : undefined}
              />
              {actionData?.errors?.body && <small className="admin__error">{actionData.errors.body}</small>}
            </div>
            <button type="submit" name="intent" value="create" className="admin__button">
              Publish entry
            </button>
          </Form>
          {entries.length === 0 ? (
            <p className="empty">No entries yet: the tab says 'There is no live blog for this match.'</p>
          ) : (
            <ol className="admin__list">
              {entries.map((entry) => (
                <li key={entry.id} data-entry={entry.id}>
                  <small>
                    {new Date(entry.createdAt).toISOString().slice(0, 16).replace("T", " ")} UTC · {entry.author}
                  </small>
                  {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised when saved (app/backend/news/sanitize.server.ts) */}
                  <div dangerouslySetInnerHTML={{ __html: entry.bodyHtml }} />
                  <Form method="post">
                    <input type="hidden" name="id" value={entry.id} />
                    <button type="submit" name="intent" value="delete" className="admin__button admin__button--small admin__button--danger">
                      Delete
                    </button>
                  </Form>
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  );
}
