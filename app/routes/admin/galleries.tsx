import { useState } from "react";
import { Form, Link, redirect } from "react-router";
import { UploadError } from "../../backend/media/files.server.ts";
import {
  addPhotos,
  captionSchema,
  createGallery,
  type DeskGallery,
  deleteGallery,
  deletePhoto,
  deskGallery,
  deskGalleries,
  type GalleryInput,
  galleryInputSchema,
  MAX_PHOTO_BYTES,
  MAX_PHOTOS_BODY_BYTES,
  MAX_PHOTOS_PER_UPLOAD,
  type PhotoUpload,
  setGalleryStatus,
  updateGallery,
  updatePhoto,
} from "../../backend/media/galleries.server.ts";
import { workerContext } from "../../context.server.ts";
import { cricketDataFor } from "../../data/index.server.ts";
import type { PageHandle } from "../../enhance/page-handle.ts";
import { galleryHref } from "../../shell/GalleryCards.tsx";
import { DeskHead } from "./components/DeskHead.tsx";
import { deskFail, deskForm, formToken, requireDesk } from "./desk.server.ts";
import type { Route } from "./+types/galleries";
import "./admin.css";
import { fieldMessages } from "../../data/zod-messages.ts";

/**
 * Editors' photo galleries (issue 14, decision 029): create a gallery with several photos at once
 * (each checked by its bytes, resized to a few widths and stored in R2; all or nothing), caption
 * and order them, add or delete photos, publish or take back to draft. Hydrated, like the desk.
 */
export const handle: PageHandle = { hydrate: true };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(workerContext);
  const staff = await requireDesk(request, env);
  const editId = Number(new URL(request.url).searchParams.get("edit"));
  const [galleries, editing] = await Promise.all([
    deskGalleries(env.DB),
    Number.isSafeInteger(editId) && editId > 0 ? deskGallery(env.DB, editId) : Promise.resolve(null),
  ]);
  return {
    staff,
    galleries,
    editing,
    token: formToken(),
    limits: { photoKb: MAX_PHOTO_BYTES / 1024, requestMb: MAX_PHOTOS_BODY_BYTES / 1024 / 1024, photos: MAX_PHOTOS_PER_UPLOAD },
  };
}

export const meta = () => [{ title: "Galleries | Cricket Edge admin" }, { name: "robots", content: "noindex" }];

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** The chosen files with the caption typed for each (in the order chosen); an empty file input sends one empty file. */
function uploadsOf(form: FormData): PhotoUpload[] | { error: string } {
  const files = form.getAll("photos").filter((f): f is File => typeof f !== "string" && (f.size > 0 || f.name !== ""));
  const captions = form.getAll("caption").map((c) => (typeof c === "string" ? c : ""));
  const uploads: PhotoUpload[] = [];
  for (const [i, file] of files.entries()) {
    const caption = captionSchema.safeParse(captions[i] ?? "");
    if (!caption.success) return { error: caption.error.issues[0]?.message ?? "A caption is not valid" };
    uploads.push({ file, caption: caption.data });
  }
  return uploads;
}

/** The links that name no match, series or team the source knows (a gallery must not link to nothing). */
async function unknownLinks(env: Env, ctx: ExecutionContext, input: GalleryInput): Promise<Record<string, string>> {
  const cricket = cricketDataFor(env, ctx);
  const [match, series, team] = await Promise.all([
    input.matchId === null ? true : cricket.match(input.matchId),
    input.seriesId === null ? true : cricket.series(input.seriesId),
    input.teamId === null ? true : cricket.team(input.teamId),
  ]);
  const errors: Record<string, string> = {};
  if (!match) errors.matchId = `No match ${input.matchId}`;
  if (!series) errors.seriesId = `No series ${input.seriesId}`;
  if (!team) errors.teamId = `No team ${input.teamId}`;
  return errors;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env, ctx } = context.get(workerContext);
  const form = await deskForm(request, env);
  if (!(form instanceof FormData)) return form;
  const intent = field(form, "intent");
  const id = Number(field(form, "id"));
  const here = (galleryId: number) => redirect(`/admin/galleries?edit=${galleryId}`);
  try {
    switch (intent) {
      case "create":
      case "update": {
        const parsed = galleryInputSchema.safeParse({
          headline: field(form, "headline"),
          intro: field(form, "intro"),
          tags: field(form, "tags"),
          matchId: field(form, "matchId"),
          seriesId: field(form, "seriesId"),
          teamId: field(form, "teamId"),
        });
        if (!parsed.success) return deskFail("The gallery was not saved", 400, fieldMessages(parsed.error));
        const unknown = await unknownLinks(env, ctx, parsed.data);
        if (Object.keys(unknown).length > 0) return deskFail("The gallery was not saved", 400, unknown);
        if (intent === "update") {
          if (!(await updateGallery(env.DB, id, parsed.data))) return deskFail(`No gallery ${id}`, 404);
          return here(id);
        }
        const uploads = uploadsOf(form);
        if ("error" in uploads) return deskFail(uploads.error, 400);
        if (uploads.length === 0) return deskFail("Choose at least one photo", 400);
        return here(await createGallery(env.DB, env.FILES, parsed.data, field(form, "clientToken"), uploads));
      }
      case "add-photos": {
        const uploads = uploadsOf(form);
        if ("error" in uploads) return deskFail(uploads.error, 400);
        if (uploads.length === 0) return deskFail("Choose at least one photo", 400);
        if (!(await addPhotos(env.DB, env.FILES, id, field(form, "clientToken"), uploads))) return deskFail(`No gallery ${id}`, 404);
        return here(id);
      }
      case "publish":
      case "unpublish":
        if (!(await setGalleryStatus(env.DB, id, intent === "publish"))) return deskFail(`No gallery ${id}`, 404);
        return here(id);
      case "update-photo": {
        const caption = captionSchema.safeParse(field(form, "caption"));
        const position = Number(field(form, "position") || "0");
        if (!caption.success) return deskFail(caption.error.issues[0]?.message ?? "The caption is not valid", 400);
        if (!Number.isInteger(position) || position < 0 || position > 1000) return deskFail("The order must be 0 to 1000", 400);
        if (!(await updatePhoto(env.DB, Number(field(form, "photoId")), caption.data, position))) return deskFail("No such photo", 404);
        return here(id);
      }
      case "delete-photo":
        if (!(await deletePhoto(env.DB, env.FILES, Number(field(form, "photoId"))))) return deskFail("No such photo", 404);
        return here(id);
      case "delete-gallery":
        if (!(await deleteGallery(env.DB, env.FILES, id))) return deskFail(`No gallery ${id}`, 404);
        return redirect("/admin/galleries");
      default:
        return deskFail("Unknown form", 400);
    }
  } catch (error) {
    if (error instanceof UploadError) return deskFail(`Nothing was stored: ${error.message}`, error.status);
    throw error;
  }
}

export default function GalleriesDesk({ loaderData, actionData }: Route.ComponentProps) {
  const { galleries, editing, token, limits } = loaderData;
  return (
    <section className="admin">
      <DeskHead title="Galleries" current="galleries" nav={loaderData.staff.nav} who={loaderData.staff.who} />
      {actionData && (
        <p className="admin__alert" role="alert">
          {actionData.message}
          {actionData.errors &&
            ` (${Object.entries(actionData.errors)
              .map(([k, v]) => `${k}: ${v}`)
              .join("; ")})`}
        </p>
      )}
      {galleries.length === 0 ? (
        <p className="empty">No editors' galleries yet: the lists show the matches' generated ones.</p>
      ) : (
        <table className="admin__table">
          <thead>
            <tr>
              <th scope="col">Gallery</th>
              <th scope="col">Photos</th>
              <th scope="col">Status</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {galleries.map((g) => (
              <tr key={g.id} data-gallery={g.id}>
                <td>
                  <span className="admin__ad-name">{g.headline}</span>
                  {g.status === "published" && (
                    <Link to={galleryHref(g)} className="admin__ad-link" reloadDocument>
                      {galleryHref(g)}
                    </Link>
                  )}
                </td>
                <td>{g.photoCount}</td>
                <td>{g.status === "published" ? "Published" : "Draft"}</td>
                <td>
                  <Link to={`/admin/galleries?edit=${g.id}`}>Edit</Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {editing ? (
        <GalleryEditor key={`${editing.id}-${token}`} gallery={editing} token={token} limits={limits} errors={actionData?.errors} />
      ) : (
        <GalleryForm key={`new-${token}`} gallery={null} token={token} limits={limits} errors={actionData?.errors} />
      )}
    </section>
  );
}

interface Limits {
  photoKb: number;
  requestMb: number;
  photos: number;
}

/** The photo picker: several files at once, and a caption field for each chosen file (with the page's script). */
function PhotoPicker({ limits, required }: { limits: Limits; required: boolean }) {
  const [chosen, setChosen] = useState<{ name: string; key: string }[]>([]);
  return (
    <fieldset className="admin__field">
      <legend>Photos</legend>
      <label htmlFor="field-photos">Choose photos (JPEG, PNG, WebP or GIF)</label>
      <input
        id="field-photos"
        name="photos"
        type="file"
        multiple
        required={required}
        accept="image/jpeg,image/png,image/webp,image/gif"
        onChange={(event) =>
          setChosen([...(event.currentTarget.files ?? [])].map((f) => ({ name: f.name, key: `${f.name}:${f.size}:${f.lastModified}` })))
        }
      />
      <small>
        At most {limits.photos} photos of {Math.round(limits.photoKb / 1024)} MB each and {limits.requestMb} MB in all; each is stored at
        320, 640 and 1280 pixels wide (never enlarged).
      </small>
      {chosen.map(({ name, key }, n) => (
        <div className="admin__field" key={key}>
          <label htmlFor={`caption-${n}`}>Caption for {name}</label>
          <input id={`caption-${n}`} name="caption" type="text" maxLength={300} />
        </div>
      ))}
    </fieldset>
  );
}

function GalleryForm(props: { gallery: DeskGallery | null; token: string; limits: Limits; errors?: Record<string, string> }) {
  const { gallery, token, limits, errors } = props;
  const text = (name: "headline" | "intro" | "tags" | "matchId" | "seriesId" | "teamId", label: string, value: string, hint?: string) => (
    <div className="admin__field">
      <label htmlFor={`field-${name}`}>{label}</label>
      {name === "intro" ? (
        <textarea id={`field-${name}`} name={name} rows={3} maxLength={1000} defaultValue={value} />
      ) : (
        <input id={`field-${name}`} name={name} type="text" defaultValue={value} aria-invalid={errors?.[name] ? true : undefined} />
      )}
      {hint && <small>{hint}</small>}
      {errors?.[name] && <small className="admin__error">{errors[name]}</small>}
    </div>
  );
  return (
    <Form method="post" encType="multipart/form-data" className="admin__form">
      <h2>{gallery ? `Gallery ${gallery.id}` : "New gallery"}</h2>
      {gallery && <input type="hidden" name="id" value={gallery.id} />}
      <input type="hidden" name="clientToken" value={token} />
      {text("headline", "Headline", gallery?.headline ?? "")}
      {text("intro", "Introduction (optional)", gallery?.intro ?? "")}
      {text("tags", "Tags", gallery?.tags.join(", ") ?? "", "Separated by commas, e.g. India, Virat Kohli.")}
      <div className="admin__row">
        {text("matchId", "Match id (optional)", gallery?.matchId ? String(gallery.matchId) : "")}
        {text("seriesId", "Series id (optional)", gallery?.seriesId ? String(gallery.seriesId) : "")}
        {text("teamId", "Team id (optional)", gallery?.teamId ? String(gallery.teamId) : "")}
      </div>
      {!gallery && <PhotoPicker limits={limits} required />}
      <div className="admin__row">
        <button type="submit" name="intent" value={gallery ? "update" : "create"} className="admin__button">
          {gallery ? "Save gallery" : "Create draft gallery"}
        </button>
        {gallery && <Link to="/admin/galleries">Close</Link>}
      </div>
    </Form>
  );
}

function GalleryEditor(props: { gallery: DeskGallery; token: string; limits: Limits; errors?: Record<string, string> }) {
  const { gallery, token, limits } = props;
  const published = gallery.status === "published";
  return (
    <>
      <GalleryForm {...props} />
      <Form method="post" className="admin__form">
        <input type="hidden" name="id" value={gallery.id} />
        <p>
          Status: <strong>{published ? "Published" : "Draft"}</strong>
          {published && (
            <>
              {" — "}
              <a href={galleryHref(gallery)}>view the public page</a>
            </>
          )}
        </p>
        <div className="admin__row">
          <button type="submit" name="intent" value={published ? "unpublish" : "publish"} className="admin__button">
            {published ? "Unpublish" : "Publish"}
          </button>
          <button type="submit" name="intent" value="delete-gallery" className="admin__button admin__button--danger">
            Delete gallery
          </button>
        </div>
      </Form>
      <h2>Photos ({gallery.photos.length})</h2>
      {gallery.photos.length === 0 ? (
        <p className="empty">No photos yet.</p>
      ) : (
        <ul className="admin__photos">
          {gallery.photos.map((photo) => {
            const thumb = photo.variants[0]!;
            return (
              <li key={photo.id} data-photo={photo.id}>
                <img src={thumb.src} width={thumb.width} height={thumb.height} alt={photo.caption} className="admin__thumb" />
                <small>
                  {photo.width}×{photo.height}; stored at {photo.variants.map((v) => v.width).join(", ")} px wide
                </small>
                <Form method="post" className="admin__row">
                  <input type="hidden" name="id" value={gallery.id} />
                  <input type="hidden" name="photoId" value={photo.id} />
                  <label>
                    Caption <input name="caption" type="text" maxLength={300} defaultValue={photo.caption} />
                  </label>
                  <label>
                    Order <input name="position" type="number" min={0} max={1000} defaultValue={photo.position} />
                  </label>
                  <button type="submit" name="intent" value="update-photo" className="admin__button admin__button--small">
                    Save
                  </button>
                  <button
                    type="submit"
                    name="intent"
                    value="delete-photo"
                    className="admin__button admin__button--small admin__button--danger"
                  >
                    Delete photo
                  </button>
                </Form>
              </li>
            );
          })}
        </ul>
      )}
      <Form method="post" encType="multipart/form-data" className="admin__form">
        <h2>Add photos</h2>
        <input type="hidden" name="id" value={gallery.id} />
        <input type="hidden" name="clientToken" value={token} />
        <PhotoPicker limits={limits} required />
        <button type="submit" name="intent" value="add-photos" className="admin__button">
          Upload photos
        </button>
      </Form>
    </>
  );
}
