import type { PageHandle } from "../../enhance/page-handle.ts";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { workerContext } from "../../context.server.ts";
import { adCreateSchema, adUpdateSchema, createAd, deleteAd, listAds, updateAd, type Ad } from "../../backend/ads/ads.server.ts";
import { AD_SIZES, sizeOf, type AdSize, type SiteSettings } from "../../backend/site/public.ts";
import {
  ADMIN_CLOSED,
  adminToken,
  allows,
  clearedCookie,
  createSessionValue,
  isAdminToken,
  pageAccess,
  revokeAdminSession,
  sameOrigin,
  sessionCookie,
} from "../../backend/admin/admin-access.server.ts";
import { clearedSessionCookie, hasSessionCookie, signOut } from "../../backend/accounts/accounts.server.ts";
import { adminExists } from "../../backend/admin/roles.server.ts";
import { BodyTooLarge, bodyLimitFor, limitedBody } from "../../backend/security/limits.server.ts";
import {
  credentialFailed,
  credentialsBlocked,
  RETRY_AFTER_SECONDS,
  TOO_MANY,
  withinLimit,
} from "../../backend/security/rate-limit.server.ts";
import { storeUpload, UploadError, type UploadKind } from "../../backend/media/files.server.ts";
import { readSettings, settingsUpdateSchema, updateSettings } from "../../backend/site/settings.server.ts";
import { AdminNav, SignedInAs } from "./components/DeskHead.tsx";
import { staffView } from "./desk.server.ts";
import type { Route } from "./+types/admin";
import "./admin.css";
import { fieldMessages } from "../../data/zod-messages.ts";

/** Hydrated: the admin forms run in React (docs/decisions/019). */
export const handle: PageHandle = { hydrate: true };

/**
 * The admin area (/admin): site settings and ads, for admins. Plain forms, so it works without
 * JavaScript. Sign-in is an account with the admin role (decision 026; the first admin is made at
 * /admin/setup with the token), or the break-glass ADMIN_TOKEN entered once and kept as a signed
 * session cookie (decision 009). Editors get 403 here and the links to their desk. It stays
 * reachable in maintenance mode.
 */

type Tab = "settings" | "ads";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(workerContext);
  const url = new URL(request.url);
  const tab: Tab = url.searchParams.get("tab") === "ads" ? "ads" : "settings";
  const { staff, account } = await pageAccess(request, env);
  if (!staff) {
    // Anonymous: the sign-in. An account without a role: the same, saying so (403), and the first admin's setup while there is none.
    const setupOpen = account ? !(await adminExists(env.DB)) : false;
    const signIn = {
      view: "sign-in" as const,
      account: account ? account.email : null,
      setupOpen,
      tokenOpen: adminToken(env) !== null,
    };
    return data(signIn, { status: account ? 403 : 200 });
  }
  const view = staffView(staff);
  if (!allows(staff, "site")) return data({ view: "forbidden" as const, staff: view }, { status: 403 });
  const [settings, ads] = await Promise.all([readSettings(env.DB), listAds(env.DB)]);
  const editId = Number(url.searchParams.get("edit"));
  return { view: "admin" as const, staff: view, tab, settings, ads, editing: ads.find((a) => a.id === editId) ?? null };
}

export function meta() {
  return [{ title: "Admin | Cricket Edge" }, { name: "robots", content: "noindex" }];
}

type ActionResult = { ok: boolean; message: string; errors?: Record<string, string>; form?: string };

const fail = (form: string, message: string, errors?: Record<string, string>, status = 400) =>
  data<ActionResult>(
    { ok: false, message, form, ...(errors ? { errors } : {}) },
    { status, ...(status === 429 ? { headers: { "retry-after": String(RETRY_AFTER_SECONDS) } } : {}) },
  );

const done = (message: string, form: string): ActionResult => ({ ok: true, message, form });

export async function action({ request, context }: Route.ActionArgs) {
  const { env, ctx } = context.get(workerContext);
  if (!sameOrigin(request)) return fail("form", "Forms must be sent from this site", undefined, 403);
  const url = new URL(request.url);
  const secure = url.protocol === "https:";
  let form: FormData;
  try {
    form = await (await limitedBody(request, bodyLimitFor(url.pathname, request.headers.get("content-type")))).formData();
  } catch (error) {
    if (error instanceof BodyTooLarge) return fail("form", error.message, undefined, 413);
    return fail("form", "The form could not be read", undefined, 400);
  }
  const intent = String(form.get("intent") ?? "");

  if (intent === "login") {
    const token = String(form.get("token") ?? "");
    if (adminToken(env) === null) return fail("login", ADMIN_CLOSED, undefined, 503);
    if (!(await withinLimit(env, "SIGN_IN_LIMITER", request)) || (await credentialsBlocked(env, request))) {
      return fail("login", TOO_MANY, undefined, 429);
    }
    if (!isAdminToken(token, env)) {
      if (await credentialFailed(env, request)) return fail("login", TOO_MANY, undefined, 429);
      return fail("login", "That token is not the admin token", undefined, 401);
    }
    return redirect("/admin", { headers: { "set-cookie": sessionCookie(await createSessionValue(env), secure) } });
  }
  if (intent === "logout") {
    // Ends both ways in: the token session (revoked at once) and the account's session (its row deleted).
    await revokeAdminSession(request, env.DB);
    const headers = new Headers({ "set-cookie": clearedCookie(secure) });
    if (hasSessionCookie(request)) {
      let cookies = [clearedSessionCookie()];
      try {
        const outcome = await signOut(env, request);
        if (outcome.ok && outcome.cookies.length > 0) cookies = outcome.cookies;
      } catch {
        // Accounts closed here: the browser's cookie is cleared all the same.
      }
      for (const cookie of cookies) headers.append("set-cookie", cookie);
    }
    return redirect("/admin", { headers });
  }
  const { staff } = await pageAccess(request, env);
  if (!staff) return fail("login", "Please sign in again", undefined, 401);
  if (!allows(staff, "site")) return fail("form", "Site settings and ads need the admin role", undefined, 403);

  try {
    switch (intent) {
      case "settings": {
        const update: Record<string, unknown> = {};
        for (const key of SETTINGS_TEXT_FIELDS) update[key] = String(form.get(key) ?? "");
        update.maintenanceMode = form.get("maintenanceMode") === "on";
        for (const [field, kind] of [
          ["headerLogo", "logos"],
          ["footerLogo", "logos"],
          ["favicon", "icons"],
        ] as const) {
          const file = form.get(`${field}File`);
          if (file instanceof File && file.size > 0) update[field] = (await storeUpload(env.FILES, file, kind)).url;
        }
        const parsed = settingsUpdateSchema.safeParse(update);
        if (!parsed.success) return fail("settings", "Some settings are not valid", fieldMessages(parsed.error));
        await updateSettings(env.DB, parsed.data);
        return done("Settings saved", "settings");
      }
      case "ad-create":
      case "ad-update": {
        const input = await adFromForm(form, env.FILES);
        if (intent === "ad-create") {
          const parsed = adCreateSchema.safeParse(input);
          if (!parsed.success) return fail(intent, "The ad is not valid", fieldMessages(parsed.error));
          const ad = await createAd(env.DB, parsed.data);
          return done(`Ad ${ad.id} created`, intent);
        }
        const id = Number(form.get("id"));
        const parsed = adUpdateSchema.safeParse(input);
        if (!parsed.success) return fail(intent, "The ad is not valid", fieldMessages(parsed.error));
        const result = await updateAd(env.DB, id, parsed.data);
        if (!result) return fail(intent, `No ad ${id}`, undefined, 404);
        if (result.replacedKey) ctx.waitUntil(env.FILES.delete(result.replacedKey));
        return redirect("/admin?tab=ads");
      }
      case "ad-toggle": {
        const id = Number(form.get("id"));
        const result = await updateAd(env.DB, id, { isActive: form.get("active") === "1" });
        if (!result) return fail(intent, `No ad ${id}`, undefined, 404);
        return done(`Ad ${id} ${result.ad.isActive ? "activated" : "paused"}`, "ads");
      }
      case "ad-delete": {
        const id = Number(form.get("id"));
        const deleted = await deleteAd(env.DB, id);
        if (!deleted) return fail(intent, `No ad ${id}`, undefined, 404);
        if (deleted.imageKey) ctx.waitUntil(env.FILES.delete(deleted.imageKey));
        return done(`Ad ${id} deleted`, "ads");
      }
      default:
        return fail("form", `Unknown action "${intent}"`);
    }
  } catch (error) {
    if (error instanceof UploadError) return fail(intent, `Upload refused: ${error.message}`, undefined, error.status);
    if (error instanceof z.ZodError) return fail(intent, "Not valid", fieldMessages(error));
    throw error;
  }
}

const SETTINGS_TEXT_FIELDS = [
  "companyName",
  "companyAddress",
  "corporateAddress",
  "phone",
  "googleAnalyticsId",
  "favicon",
  "maintenanceMessage",
  "whatsappUrl",
  "telegramUrl",
  "headerLogo",
  "footerLogo",
  "androidUrl",
  "iosUrl",
  "facebookUrl",
  "twitterUrl",
  "youtubeUrl",
  "pinterestUrl",
  "linkedinUrl",
] as const satisfies readonly (keyof SiteSettings)[];

/** datetime-local ("2026-11-22T18:30", read as UTC) → ISO, empty → null. */
function isoFromLocal(value: FormDataEntryValue | null): string | null {
  const text = String(value ?? "").trim();
  if (!text) return null;
  const ms = Date.parse(/Z|[+-]\d\d:?\d\d$/.test(text) ? text : `${text}${text.length === 16 ? ":00" : ""}Z`);
  return Number.isNaN(ms) ? text : new Date(ms).toISOString();
}

async function adFromForm(form: FormData, bucket: R2Bucket): Promise<Record<string, unknown>> {
  const size = String(form.get("size") ?? "");
  const { width, height } = AD_SIZES.includes(size as AdSize) ? sizeOf(size as AdSize) : { width: 0, height: 0 };
  let imageUrl = String(form.get("imageUrl") ?? "").trim();
  const file = form.get("imageFile");
  if (file instanceof File && file.size > 0) imageUrl = (await storeUpload(bucket, file, "ads" as UploadKind)).url;
  return {
    name: String(form.get("name") ?? ""),
    page: { path: String(form.get("pagePath") ?? "/*") },
    imageUrl,
    linkUrl: String(form.get("linkUrl") ?? ""),
    size: { width, height, totalSpaces: Number(form.get("totalSpaces") || 1) },
    isActive: form.get("isActive") === "on",
    startDate: isoFromLocal(form.get("startDate")),
    endDate: isoFromLocal(form.get("endDate")),
    position: Number(form.get("position") || 0),
  };
}

export default function Admin({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.view === "sign-in") {
    return <SignIn {...loaderData} message={actionData?.form === "login" ? actionData.message : undefined} />;
  }
  if (loaderData.view === "forbidden") {
    return (
      <section className="admin">
        <div className="admin__head">
          <h1>Site administration</h1>
          <AdminNav nav={loaderData.staff.nav} />
          <SignedInAs who={loaderData.staff.who} />
        </div>
        <p className="admin__alert" role="alert">
          Site settings, ads and users need the admin role. Your role opens the pages above.
        </p>
      </section>
    );
  }
  const { tab, settings, ads, editing, staff } = loaderData;
  return (
    <section className="admin">
      <div className="admin__head">
        <h1>Site administration</h1>
        <AdminNav nav={staff.nav} current="settings" />
        <SignedInAs who={staff.who} />
      </div>
      <nav className="tabs" aria-label="Admin sections">
        <Link to="/admin" className={tab === "settings" ? "active" : undefined} aria-current={tab === "settings" ? "page" : undefined}>
          Site settings
        </Link>
        <Link to="/admin?tab=ads" className={tab === "ads" ? "active" : undefined} aria-current={tab === "ads" ? "page" : undefined}>
          Ads ({ads.length})
        </Link>
      </nav>
      {actionData && (
        <p className={actionData.ok ? "admin__notice" : "admin__alert"} role={actionData.ok ? "status" : "alert"}>
          {actionData.message}
        </p>
      )}
      {tab === "settings" ? (
        <SettingsForm settings={settings} errors={actionData?.form === "settings" ? actionData.errors : undefined} />
      ) : (
        <AdsSection ads={ads} editing={editing} errors={actionData?.form?.startsWith("ad-") ? actionData.errors : undefined} />
      )}
    </section>
  );
}

function SignIn(props: { account: string | null; setupOpen: boolean; tokenOpen: boolean; message?: string }) {
  const { account, setupOpen, tokenOpen, message } = props;
  return (
    <section className="admin admin--signin">
      <h1>Admin sign-in</h1>
      {account ? (
        <p className="admin__alert" role="alert">
          You are signed in as {account}; this account has no admin or editor role. An admin can grant one at /admin/users.
        </p>
      ) : (
        <p>
          Editors and admins: <a href="/user/login">log in with your account</a>, then come back to /admin.
        </p>
      )}
      {setupOpen && (
        <p>
          No account is an admin yet: <Link to="/admin/setup">make this account the first admin</Link> with the admin token.
        </p>
      )}
      {message && (
        <p className="admin__alert" role="alert">
          {message}
        </p>
      )}
      {tokenOpen && <p>Or enter the admin token (the ADMIN_TOKEN setting of this site) once; this browser stays signed in for 8 hours.</p>}
      <Form method="post" className="admin__form">
        <label className="admin__field">
          <span>Admin token</span>
          <input type="password" name="token" autoComplete="current-password" required />
        </label>
        <button type="submit" name="intent" value="login" className="admin__button">
          Sign in
        </button>
      </Form>
    </section>
  );
}

function Field(props: {
  name: string;
  label: string;
  value?: string;
  type?: string;
  errors?: Record<string, string>;
  hint?: string;
  textarea?: boolean;
}) {
  const error = props.errors?.[props.name];
  const id = `field-${props.name}`;
  return (
    <div className="admin__field">
      <label htmlFor={id}>{props.label}</label>
      {props.textarea ? (
        <textarea
          id={id}
          name={props.name}
          defaultValue={props.value}
          rows={3}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      ) : (
        <input
          id={id}
          name={props.name}
          type={props.type ?? "text"}
          defaultValue={props.value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      )}
      {props.hint && <small>{props.hint}</small>}
      {error && (
        <small className="admin__error" id={`${id}-error`}>
          {error}
        </small>
      )}
    </div>
  );
}

function SettingsForm({ settings, errors }: { settings: SiteSettings; errors?: Record<string, string> }) {
  const busy = useNavigation().state === "submitting";
  const url = (name: keyof SiteSettings, label: string) => (
    <Field name={name} label={label} value={String(settings[name])} type="url" errors={errors} hint="Leave empty to hide it." />
  );
  return (
    <Form method="post" encType="multipart/form-data" className="admin__form">
      <fieldset>
        <legend>Company</legend>
        <Field name="companyName" label="Company name" value={settings.companyName} errors={errors} />
        <Field name="companyAddress" label="Registered office address" value={settings.companyAddress} errors={errors} textarea />
        <Field
          name="corporateAddress"
          label="Corporate office address"
          value={settings.corporateAddress}
          errors={errors}
          textarea
          hint="Shown on the feedback page; leave empty to hide it."
        />
        <Field name="phone" label="Phone" value={settings.phone} type="tel" errors={errors} />
      </fieldset>
      <fieldset>
        <legend>Maintenance</legend>
        <div className="admin__check">
          <input id="field-maintenanceMode" type="checkbox" name="maintenanceMode" defaultChecked={settings.maintenanceMode} />
          <label htmlFor="field-maintenanceMode">
            Maintenance mode: the public site shows only the maintenance message (this admin area stays open)
          </label>
        </div>
        <Field name="maintenanceMessage" label="Maintenance message" value={settings.maintenanceMessage} errors={errors} textarea />
      </fieldset>
      <fieldset>
        <legend>Logos and icon</legend>
        {(["headerLogo", "footerLogo", "favicon"] as const).map((name) => (
          <div key={name} className="admin__asset">
            <Field
              name={name}
              label={{ headerLogo: "Header logo", footerLogo: "Footer logo", favicon: "Favicon" }[name]}
              value={settings[name]}
              errors={errors}
              hint="A path on this site (/logo.svg) or an http(s) URL; or upload a file below."
            />
            <div className="admin__field">
              <label htmlFor={`field-${name}File`}>Upload (PNG, JPEG, GIF, WebP{name === "favicon" ? ", ICO" : ""}; at most 1 MB)</label>
              <input
                id={`field-${name}File`}
                type="file"
                name={`${name}File`}
                accept={name === "favicon" ? "image/png,image/x-icon,image/gif,image/webp" : "image/png,image/jpeg,image/gif,image/webp"}
              />
            </div>
          </div>
        ))}
      </fieldset>
      <fieldset>
        <legend>Analytics</legend>
        <Field
          name="googleAnalyticsId"
          label="Google Analytics id"
          value={settings.googleAnalyticsId}
          errors={errors}
          hint="G-XXXXXXX; empty: no analytics script."
        />
      </fieldset>
      <fieldset>
        <legend>Messaging buttons</legend>
        {url("whatsappUrl", "WhatsApp URL")}
        {url("telegramUrl", "Telegram URL")}
      </fieldset>
      <fieldset>
        <legend>Apps</legend>
        {url("androidUrl", "Android app URL")}
        {url("iosUrl", "iOS app URL")}
      </fieldset>
      <fieldset>
        <legend>Social links</legend>
        {url("facebookUrl", "Facebook")}
        {url("twitterUrl", "Twitter")}
        {url("youtubeUrl", "YouTube")}
        {url("pinterestUrl", "Pinterest")}
        {url("linkedinUrl", "LinkedIn")}
      </fieldset>
      <button type="submit" name="intent" value="settings" className="admin__button" disabled={busy}>
        {busy ? "Saving…" : "Save settings"}
      </button>
    </Form>
  );
}

function AdsSection({ ads, editing, errors }: { ads: Ad[]; editing: Ad | null; errors?: Record<string, string> }) {
  return (
    <>
      <table className="admin__table">
        <caption className="visually-hidden">Ads</caption>
        <thead>
          <tr>
            <th scope="col">Ad</th>
            <th scope="col">Page</th>
            <th scope="col">Size</th>
            <th scope="col">Schedule (UTC)</th>
            <th scope="col">Status</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {ads.map((ad) => (
            <tr key={ad.id} data-ad-row={ad.id}>
              <td>
                <img src={ad.imageUrl} alt="" width={ad.size.width > 200 ? 120 : 60} className="admin__thumb" loading="lazy" />
                <span className="admin__ad-name">{ad.name || `Ad ${ad.id}`}</span>
                <a href={ad.linkUrl} className="admin__ad-link">
                  {ad.linkUrl}
                </a>
              </td>
              <td>{ad.page.isWildcard ? `${ad.page.path === "/" ? "" : ad.page.path}/*` : ad.page.path}</td>
              <td>
                {ad.size.width}×{ad.size.height}
              </td>
              <td>
                {ad.startDate ? ad.startDate.slice(0, 16).replace("T", " ") : "always"} –{" "}
                {ad.endDate ? ad.endDate.slice(0, 16).replace("T", " ") : "open"}
              </td>
              <td>{ad.isActive ? "Active" : "Paused"}</td>
              <td>
                <div className="admin__actions">
                  <Link to={`/admin?tab=ads&edit=${ad.id}`}>Edit</Link>
                  <Form method="post">
                    <input type="hidden" name="id" value={ad.id} />
                    <input type="hidden" name="active" value={ad.isActive ? "0" : "1"} />
                    <button type="submit" name="intent" value="ad-toggle" className="admin__button admin__button--small">
                      {ad.isActive ? "Pause" : "Activate"}
                    </button>
                  </Form>
                  <Form method="post">
                    <input type="hidden" name="id" value={ad.id} />
                    <button
                      type="submit"
                      name="intent"
                      value="ad-delete"
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
      <AdForm key={editing?.id ?? "new"} ad={editing} errors={errors} />
    </>
  );
}

const localValue = (iso: string | null) => (iso ? iso.slice(0, 16) : "");

function AdForm({ ad, errors }: { ad: Ad | null; errors?: Record<string, string> }) {
  const size = ad ? `${ad.size.width}x${ad.size.height}` : "808x99";
  const pagePath = ad ? (ad.page.isWildcard ? `${ad.page.path === "/" ? "" : ad.page.path}/*` : ad.page.path) : "/*";
  return (
    <Form method="post" encType="multipart/form-data" className="admin__form admin__form--ad">
      <h2>{ad ? `Edit ad ${ad.id}` : "New ad"}</h2>
      {ad && <input type="hidden" name="id" value={ad.id} />}
      <Field name="name" label="Name (for this list)" value={ad?.name ?? ""} errors={errors} />
      <Field
        name="pagePath"
        label="Page path"
        value={pagePath}
        errors={errors ? { pagePath: errors.page ?? "" } : undefined}
        hint="/ for the home page only; /* for every page; /cricket-match/* for a section."
      />
      <div className="admin__field">
        <label htmlFor="field-size">Size</label>
        <select id="field-size" name="size" defaultValue={size}>
          {AD_SIZES.map((s) => (
            <option key={s} value={s}>
              {s.replace("x", " × ")}
            </option>
          ))}
        </select>
        {errors?.size && <small className="admin__error">{errors.size}</small>}
      </div>
      <Field
        name="imageUrl"
        label="Image URL"
        value={ad?.imageUrl ?? ""}
        errors={errors}
        hint="A path on this site or an http(s) URL; or upload an image."
      />
      <div className="admin__field">
        <label htmlFor="field-imageFile">Upload image (PNG, JPEG, GIF, WebP; at most 1 MB)</label>
        <input id="field-imageFile" type="file" name="imageFile" accept="image/png,image/jpeg,image/gif,image/webp" />
      </div>
      <Field name="linkUrl" label="Link" value={ad?.linkUrl ?? ""} errors={errors} hint="http(s) URL or a path on this site." />
      <div className="admin__row">
        <Field name="startDate" label="Start (UTC)" type="datetime-local" value={localValue(ad?.startDate ?? null)} errors={errors} />
        <Field name="endDate" label="End (UTC)" type="datetime-local" value={localValue(ad?.endDate ?? null)} errors={errors} />
        <Field name="position" label="Rotation order" type="number" value={String(ad?.position ?? 0)} errors={errors} />
        <Field name="totalSpaces" label="Spaces" type="number" value={String(ad?.size.totalSpaces ?? 1)} errors={errors} />
      </div>
      <div className="admin__check">
        <input id="field-isActive" type="checkbox" name="isActive" defaultChecked={ad?.isActive ?? true} />
        <label htmlFor="field-isActive">Active</label>
      </div>
      <div className="admin__row">
        <button type="submit" name="intent" value={ad ? "ad-update" : "ad-create"} className="admin__button">
          {ad ? "Save ad" : "Create ad"}
        </button>
        {ad && <Link to="/admin?tab=ads">Cancel</Link>}
      </div>
    </Form>
  );
}
