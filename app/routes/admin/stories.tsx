import { data, Form, Link, redirect } from "react-router";
import { storeUpload, UploadError } from "../../backend/media/files.server.ts";
import { STORY_CATEGORIES, STORY_STATUSES, type StoryStatus } from "../../backend/news/news-sections.ts";
import {
  deskStories,
  deskStory,
  deskStoryInputSchema,
  listTopics,
  saveDeskStory,
  saveTopic,
  topicInputSchema,
} from "../../backend/news/newsroom.server.ts";
import { storyHref } from "../../backend/site/public.ts";
import { workerContext } from "../../context.server.ts";
import type { PageHandle } from "../../enhance/page-handle.ts";
import { DeskHead } from "./components/DeskHead.tsx";
import { deskForm, requireDesk } from "./desk.server.ts";
import type { Route } from "./+types/stories";
import "./admin.css";
import { fieldMessages } from "../../data/zod-messages.ts";

/** Hydrated like the rest of the admin area; the forms are plain forms and work without JavaScript. */
export const handle: PageHandle = { hydrate: true };

/**
 * The editors' desk, Stories (/admin/stories; issue 14): write a story in Markdown (sanitised on
 * the server when saved), pick its category, topics, tags and what it is about, upload a cover,
 * and move it through draft → published (or scheduled: published with a time ahead) → unpublished.
 * Open to editors and admins (app/backend/admin/admin-access.server.ts; decision 026), checked in the loader and the action.
 */

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(workerContext);
  const staff = await requireDesk(request, env);
  const url = new URL(request.url);
  const editId = Number(url.searchParams.get("edit"));
  const [stories, topics, editing] = await Promise.all([
    deskStories(env.DB),
    listTopics(env.DB),
    Number.isSafeInteger(editId) && editId > 0 ? deskStory(env.DB, editId) : null,
  ]);
  return {
    staff,
    stories,
    topics,
    editing,
    saved: url.searchParams.has("saved"),
    now: Date.now(),
    newKey: crypto.randomUUID(),
  };
}

export function meta() {
  return [{ title: "Stories | Admin | Cricket Edge" }, { name: "robots", content: "noindex" }];
}

type ActionResult = { ok: boolean; message: string; errors?: Record<string, string>; values?: Record<string, string> };

const fail = (message: string, status = 400, errors?: Record<string, string>, values?: Record<string, string>) =>
  data<ActionResult>({ ok: false, message, ...(errors ? { errors } : {}), ...(values ? { values } : {}) }, { status });

/** datetime-local ("2026-11-22T18:30", read as UTC) → ISO; empty → now. */
function isoFromLocal(value: FormDataEntryValue | null, now: number): string {
  const text = String(value ?? "").trim();
  if (!text) return new Date(now).toISOString();
  const ms = Date.parse(/Z|[+-]\d\d:?\d\d$/.test(text) ? text : `${text}${text.length === 16 ? ":00" : ""}Z`);
  return Number.isNaN(ms) ? text : new Date(ms).toISOString();
}

const optionalNumber = (value: FormDataEntryValue | null) => {
  const text = String(value ?? "").trim();
  return text === "" ? null : Number(text);
};
const optionalText = (value: FormDataEntryValue | null) => String(value ?? "").trim() || null;

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = context.get(workerContext);
  const form = await deskForm(request, env);
  if (!(form instanceof FormData)) return form;
  const intent = String(form.get("intent") ?? "");
  const now = Date.now();

  if (intent === "topic") {
    const parsed = topicInputSchema.safeParse({
      headline: String(form.get("headline") ?? ""),
      description: String(form.get("description") ?? ""),
    });
    if (!parsed.success) return fail("The topic is not valid", 400, fieldMessages(parsed.error));
    const topic = await saveTopic(env.DB, parsed.data);
    const result: ActionResult = { ok: true, message: `Topic "${topic.headline}" saved` };
    return result;
  }
  if (intent !== "story") return fail("Unknown action");

  const values = Object.fromEntries([...form].filter(([, v]) => typeof v === "string")) as Record<string, string>;
  let imageUrl = String(form.get("imageUrl") ?? "").trim();
  const cover = form.get("coverFile");
  if (cover instanceof File && cover.size > 0) {
    try {
      imageUrl = (await storeUpload(env.FILES, cover, "stories")).url;
    } catch (error) {
      if (error instanceof UploadError) return fail(`Cover refused: ${error.message}`, error.status, { coverFile: error.message }, values);
      throw error;
    }
  }
  const input = {
    ...(form.get("deskKey") ? { deskKey: String(form.get("deskKey")) } : {}),
    headline: String(form.get("headline") ?? ""),
    intro: String(form.get("intro") ?? ""),
    bodyMarkdown: String(form.get("bodyMarkdown") ?? ""),
    byline: String(form.get("byline") ?? ""),
    category: String(form.get("category") ?? ""),
    status: String(form.get("status") ?? ""),
    publishedTime: isoFromLocal(form.get("publishedTime"), now),
    context: String(form.get("context") ?? ""),
    cardType: String(form.get("cardType") || "NewsBig"),
    imageUrl,
    tags: String(form.get("tags") ?? "")
      .split(",")
      .map((t) => t.trim())
      .filter(Boolean),
    topicIds: form.getAll("topicIds").map(Number),
    matchId: optionalNumber(form.get("matchId")),
    seriesId: optionalNumber(form.get("seriesId")),
    teamId: optionalNumber(form.get("teamId")),
    playerId: optionalText(form.get("playerId")),
  };
  const parsed = deskStoryInputSchema.safeParse(input);
  if (!parsed.success)
    return fail("Some fields are not valid: nothing was saved", 400, fieldMessages(parsed.error), { ...values, imageUrl });
  const idText = String(form.get("id") ?? "");
  const id = idText ? Number(idText) : undefined;
  if (id !== undefined && !(Number.isSafeInteger(id) && id > 0)) return fail("Unknown story", 404);
  const saved = await saveDeskStory(env.DB, parsed.data, id, now);
  if (!saved) return fail("Unknown story", 404);
  return redirect(`/admin/stories?edit=${saved.id.replace("story-", "")}&saved=1`);
}

/** What a reader would see now: Draft, Scheduled (published, its time ahead), Published or Unpublished. */
function statusLabel(status: StoryStatus, publishedTime: number, now: number): string {
  if (status === "published") return publishedTime > now ? "Scheduled" : "Published";
  return status === "draft" ? "Draft" : "Unpublished";
}

const localTime = (ms: number) => new Date(ms).toISOString().slice(0, 16);

export default function StoriesDesk({ loaderData, actionData }: Route.ComponentProps) {
  const { staff, stories, topics, editing, saved, now, newKey } = loaderData;
  const errors = actionData?.errors;
  const values = actionData && "values" in actionData ? actionData.values : undefined;
  const value = (name: string, fallback: string) => values?.[name] ?? fallback;
  const error = (name: string) =>
    errors?.[name] ? (
      <small className="admin__error" id={`story-${name}-error`}>
        {errors[name]}
      </small>
    ) : null;
  const invalid = (name: string) => (errors?.[name] ? { "aria-invalid": true, "aria-describedby": `story-${name}-error` } : {});
  const chosenTopics = new Set(editing?.topics.map((t) => t.id) ?? []);
  return (
    <section className="admin">
      <DeskHead title="Stories" current="stories" nav={staff.nav} who={staff.who} />
      {actionData ? (
        <p className={actionData.ok ? "admin__notice" : "admin__alert"} role={actionData.ok ? "status" : "alert"}>
          {actionData.message}
        </p>
      ) : (
        saved && (
          <p className="admin__notice" role="status">
            Story saved
          </p>
        )
      )}
      <h2>{editing ? `Edit: ${editing.headline}` : "New story"}</h2>
      <Form method="post" encType="multipart/form-data" className="admin__form" key={editing?.id ?? "new"}>
        <input type="hidden" name="intent" value="story" />
        {editing ? (
          <input type="hidden" name="id" value={editing.id.replace("story-", "")} />
        ) : (
          <input type="hidden" name="deskKey" value={newKey} />
        )}
        <div className="admin__field">
          <label htmlFor="story-headline">Headline</label>
          <input
            id="story-headline"
            name="headline"
            required
            maxLength={200}
            defaultValue={value("headline", editing?.headline ?? "")}
            {...invalid("headline")}
          />
          {error("headline")}
        </div>
        <div className="admin__field">
          <label htmlFor="story-intro">Intro</label>
          <textarea id="story-intro" name="intro" rows={2} maxLength={1000} defaultValue={value("intro", editing?.intro ?? "")} />
        </div>
        <div className="admin__field">
          <label htmlFor="story-body">Body (Markdown)</label>
          <textarea
            id="story-body"
            name="bodyMarkdown"
            rows={12}
            defaultValue={value("bodyMarkdown", editing?.bodyMarkdown ?? "")}
            {...invalid("bodyMarkdown")}
          />
          <small>Headings, lists, links, quotes and tables; any HTML is cleaned when saved.</small>
          {error("bodyMarkdown")}
        </div>
        <div className="admin__field">
          <label htmlFor="story-byline">Byline</label>
          <input id="story-byline" name="byline" maxLength={120} defaultValue={value("byline", editing?.byline ?? "")} />
        </div>
        <div className="admin__field">
          <label htmlFor="story-category">Category</label>
          <select
            id="story-category"
            name="category"
            defaultValue={value("category", editing?.category ?? "News")}
            {...invalid("category")}
          >
            {STORY_CATEGORIES.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
          {error("category")}
        </div>
        <div className="admin__field">
          <label htmlFor="story-status">Status</label>
          <select id="story-status" name="status" defaultValue={value("status", editing?.status ?? "draft")}>
            {STORY_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s === "published" ? "published (scheduled when the time is ahead)" : s}
              </option>
            ))}
          </select>
        </div>
        <div className="admin__field">
          <label htmlFor="story-time">Publish time (UTC)</label>
          <input
            id="story-time"
            name="publishedTime"
            type="datetime-local"
            defaultValue={value("publishedTime", localTime(editing?.publishedTime ?? now))}
            {...invalid("publishedTime")}
          />
          {error("publishedTime")}
        </div>
        <div className="admin__field">
          <label htmlFor="story-context">Context (e.g. the series)</label>
          <input id="story-context" name="context" maxLength={120} defaultValue={value("context", editing?.context ?? "")} />
        </div>
        <div className="admin__field">
          <label htmlFor="story-tags">Tags (comma-separated)</label>
          <input id="story-tags" name="tags" defaultValue={value("tags", editing?.tags.join(", ") ?? "")} {...invalid("tags")} />
          {error("tags")}
        </div>
        <fieldset>
          <legend>Topics</legend>
          {topics.length === 0 && <p>No topics yet: add one below.</p>}
          {topics.map((topic) => (
            <div className="admin__check" key={topic.id}>
              <input
                id={`story-topic-${topic.id}`}
                type="checkbox"
                name="topicIds"
                value={topic.id}
                defaultChecked={chosenTopics.has(topic.id)}
              />
              <label htmlFor={`story-topic-${topic.id}`}>{topic.headline}</label>
            </div>
          ))}
        </fieldset>
        <fieldset>
          <legend>About (ids; each is linked from the article)</legend>
          {(
            [
              ["matchId", "Match id", editing?.matchId],
              ["seriesId", "Series id", editing?.seriesId],
              ["teamId", "Team id", editing?.teamId],
              ["playerId", "Player id", editing?.playerId],
            ] as const
          ).map(([name, label, current]) => (
            <div className="admin__field" key={name}>
              <label htmlFor={`story-${name}`}>{label}</label>
              <input
                id={`story-${name}`}
                name={name}
                defaultValue={value(name, current === null || current === undefined ? "" : String(current))}
                {...invalid(name)}
              />
              {error(name)}
            </div>
          ))}
        </fieldset>
        <div className="admin__field">
          <label htmlFor="story-cover">Cover image (PNG, JPEG, GIF or WebP, at most 1 MB)</label>
          <input
            id="story-cover"
            name="coverFile"
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            {...invalid("coverFile")}
          />
          <input type="hidden" name="imageUrl" value={value("imageUrl", editing?.imageId ?? "")} />
          {editing?.imageId && <img src={editing.imageId} alt="Current cover" width="240" />}
          {error("coverFile")}
          {error("imageUrl")}
        </div>
        <button type="submit" className="admin__button">
          Save story
        </button>
        {editing && <Link to="/admin/stories">New story</Link>}
      </Form>

      <h2>Topics</h2>
      <Form method="post" className="admin__form">
        <input type="hidden" name="intent" value="topic" />
        <div className="admin__field">
          <label htmlFor="topic-headline">Topic</label>
          <input id="topic-headline" name="headline" required maxLength={120} />
        </div>
        <div className="admin__field">
          <label htmlFor="topic-description">Description</label>
          <input id="topic-description" name="description" maxLength={500} />
        </div>
        <button type="submit" className="admin__button">
          Add topic
        </button>
      </Form>

      <h2>All stories ({stories.length})</h2>
      <table className="admin__table">
        <thead>
          <tr>
            <th scope="col">Headline</th>
            <th scope="col">Category</th>
            <th scope="col">Status</th>
            <th scope="col">Time (UTC)</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {stories.map((story) => {
            const label = statusLabel(story.status, story.publishedTime, now);
            return (
              <tr key={story.id}>
                <td>{story.headline}</td>
                <td>{story.category}</td>
                <td>{label}</td>
                <td>{localTime(story.publishedTime).replace("T", " ")}</td>
                <td>
                  <Link to={`/admin/stories?edit=${story.id.replace("story-", "")}`}>Edit</Link>
                  {label === "Published" && (
                    <>
                      {" · "}
                      <a href={storyHref(story)}>View</a>
                    </>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
