import { Form, Link, redirect } from "react-router";
import { workerContext } from "../../context.server.ts";
import { allVideos, deleteVideo, saveVideo, type Video, videoInputSchema } from "../../backend/media/videos.server.ts";
import { EMBED_PREFIXES } from "../../backend/site/desk-public.ts";
import type { PageHandle } from "../../enhance/page-handle.ts";
import { DeskHead } from "./components/DeskHead.tsx";
import { deskFail, deskForm, formToken, requireDesk } from "./desk.server.ts";
import type { Route } from "./+types/videos";
import "./admin.css";
import { DeskField } from "./components/DeskField.tsx";
import { fieldMessages } from "../../data/zod-messages.ts";

/** Hydrated, like /admin. Editors' videos: /cricket-videos and home's Featured Videos (the first five). */
export const handle: PageHandle = { hydrate: true };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(workerContext);
  const staff = await requireDesk(request, env);
  const videos = await allVideos(env.DB);
  const editId = Number(new URL(request.url).searchParams.get("edit"));
  return { staff, videos, editing: videos.find((v) => v.id === editId) ?? null, token: formToken(), now: Date.now() };
}

export const meta = () => [{ title: "Videos | Cricket Edge admin" }, { name: "robots", content: "noindex" }];

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = context.get(workerContext);
  const form = await deskForm(request, env);
  if (!(form instanceof FormData)) return form;
  const intent = String(form.get("intent") ?? "");
  const id = Number(form.get("id"));
  if (intent === "delete") {
    if (!(await deleteVideo(env.DB, id))) return deskFail(`No video ${id}`, 404);
    return redirect("/admin/videos");
  }
  const published = Date.parse(`${String(form.get("publishedTime") ?? "")}:00Z`);
  const parsed = videoInputSchema.safeParse({
    title: String(form.get("title") ?? ""),
    label: String(form.get("label") ?? ""),
    thumbnailUrl: String(form.get("thumbnailUrl") ?? ""),
    watchUrl: String(form.get("watchUrl") ?? ""),
    embedUrl: String(form.get("embedUrl") ?? ""),
    position: String(form.get("position") || "0"),
    isActive: form.get("isActive") === "on",
    publishedTime: Number.isNaN(published) ? Date.now() : published,
    ...(intent === "create" ? { clientToken: String(form.get("clientToken") ?? "") } : {}),
  });
  if (!parsed.success) return deskFail("The video was not saved", 400, fieldMessages(parsed.error));
  const saved = await saveVideo(env.DB, parsed.data, intent === "update" ? id : undefined);
  if (!saved) return deskFail(`No video ${id}`, 404);
  return redirect("/admin/videos");
}

const localValue = (ms: number) => new Date(ms).toISOString().slice(0, 16);

export default function VideosDesk({ loaderData, actionData }: Route.ComponentProps) {
  const { videos, editing, token, now } = loaderData;
  return (
    <section className="admin">
      <DeskHead title="Videos" current="videos" nav={loaderData.staff.nav} who={loaderData.staff.who} />
      {actionData && (
        <p className="admin__alert" role="alert">
          {actionData.message}
        </p>
      )}
      {videos.length === 0 ? (
        <p className="empty">No videos: /cricket-videos shows 'No Data Found'.</p>
      ) : (
        <table className="admin__table">
          <thead>
            <tr>
              <th scope="col">Video</th>
              <th scope="col">Order</th>
              <th scope="col">Status</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {videos.map((v) => (
              <tr key={v.id} data-video={v.id}>
                <td>
                  <span className="admin__ad-name">{v.title}</span>
                  <a href={v.watchUrl} className="admin__ad-link">
                    {v.watchUrl}
                  </a>
                  {v.embedUrl && <small>plays on the page: {v.embedUrl}</small>}
                </td>
                <td>{v.position}</td>
                <td>{v.isActive ? "Shown" : "Hidden"}</td>
                <td>
                  <div className="admin__actions">
                    <Link to={`/admin/videos?edit=${v.id}`}>Edit</Link>
                    <Form method="post">
                      <input type="hidden" name="id" value={v.id} />
                      <button
                        type="submit"
                        name="intent"
                        value="delete"
                        className="admin__button admin__button--small admin__button--danger"
                      >
                        Delete
                      </button>
                    </Form>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <VideoForm key={editing?.id ?? `new-${token}`} video={editing} token={token} now={now} errors={actionData?.errors} />
    </section>
  );
}

function VideoForm({ video, token, now, errors }: { video: Video | null; token: string; now: number; errors?: Record<string, string> }) {
  const field = (name: keyof Video, label: string, hint?: string, type = "text") => (
    <DeskField name={name} label={label} value={video ? String(video[name] ?? "") : ""} hint={hint} type={type} error={errors?.[name]} />
  );
  return (
    <Form method="post" className="admin__form">
      <h2>{video ? `Edit video ${video.id}` : "New video"}</h2>
      {video && <input type="hidden" name="id" value={video.id} />}
      <input type="hidden" name="clientToken" value={token} />
      {field("title", "Title")}
      {field("label", "Label", "Shown above the title, e.g. Highlights, Match Story.")}
      {field("watchUrl", "Link", "Its page on YouTube, Vimeo or Dailymotion (https), or a path on this site.")}
      {field("embedUrl", "Embed URL (optional)", `Plays on /cricket-videos; must start with ${EMBED_PREFIXES.join(" or ")}.`)}
      {field("thumbnailUrl", "Thumbnail (optional)", "A path on this site or an https image URL.")}
      <div className="admin__row">
        <div className="admin__field">
          <label htmlFor="field-position">Order</label>
          <input id="field-position" name="position" type="number" min={0} max={1000} defaultValue={video?.position ?? 0} />
        </div>
        <div className="admin__field">
          <label htmlFor="field-publishedTime">Published (UTC)</label>
          <input
            id="field-publishedTime"
            name="publishedTime"
            type="datetime-local"
            defaultValue={localValue(video?.publishedTime ?? now)}
          />
        </div>
      </div>
      <div className="admin__check">
        <input id="field-isActive" type="checkbox" name="isActive" defaultChecked={video?.isActive ?? true} />
        <label htmlFor="field-isActive">Shown</label>
      </div>
      <div className="admin__row">
        <button type="submit" name="intent" value={video ? "update" : "create"} className="admin__button">
          {video ? "Save video" : "Add video"}
        </button>
        {video && <Link to="/admin/videos">Cancel</Link>}
      </div>
    </Form>
  );
}
