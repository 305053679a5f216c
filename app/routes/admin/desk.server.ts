import { data, redirect } from "react-router";
import { type Admin, allows, type Capability, pageAccess, sameOrigin } from "../../backend/admin/admin-access.server.ts";
import { BodyTooLarge, bodyLimitFor, limitedBody } from "../../backend/security/limits.server.ts";

/**
 * What the admin pages share: who may open them (app/backend/admin/admin-access.server.ts decides: an account
 * with a role, or the token session of /admin; decision 026), same-site posts only, the body limit
 * before a form is parsed, and the navigation, which lists only what the role may open.
 */

export type DeskResult = { ok: boolean; message: string; errors?: Record<string, string> };

export const deskFail = (message: string, status = 400, errors?: Record<string, string>) =>
  data<DeskResult>({ ok: false, message, ...(errors ? { errors } : {}) }, { status });

export interface NavLink {
  key: string;
  href: string;
  label: string;
}

/** Every admin page and what it needs; the navigation shows those the role allows. */
const PAGES: readonly (NavLink & { needs: Capability })[] = [
  { key: "settings", href: "/admin", label: "Settings and ads", needs: "site" },
  { key: "users", href: "/admin/users", label: "Users", needs: "site" },
  { key: "stories", href: "/admin/stories", label: "Stories", needs: "desk" },
  { key: "inbox", href: "/admin/inbox", label: "Inbox", needs: "desk" },
  { key: "policies", href: "/admin/policies", label: "Policies", needs: "desk" },
  { key: "videos", href: "/admin/videos", label: "Videos", needs: "desk" },
  { key: "home", href: "/admin/home", label: "Home blocks", needs: "desk" },
  { key: "live-blog", href: "/admin/live-blog", label: "Live blog", needs: "desk" },
  { key: "galleries", href: "/admin/galleries", label: "Galleries", needs: "desk" },
];

export interface StaffView {
  nav: NavLink[];
  /** Who is signed in, as the header says it. */
  who: string;
  role: Admin["role"];
}

export function staffView(staff: Admin): StaffView {
  return {
    nav: PAGES.filter((page) => allows(staff, page.needs)).map(({ key, href, label }) => ({ key, href, label })),
    who: staff.kind === "account" ? `${staff.email} (${staff.role})` : "the admin token",
    role: staff.role,
  };
}

/**
 * A loader's guard: whoever may use `capability`, or the answer instead — nobody signed in with a
 * role: the sign-in on /admin; an editor at an admins' page: 403.
 */
export async function requireStaff(
  request: Request,
  env: Env,
  capability: Capability = "desk",
): Promise<{ staff: Admin; view: StaffView }> {
  const { staff } = await pageAccess(request, env);
  if (!staff) throw redirect("/admin");
  if (!allows(staff, capability)) throw data("This page needs the admin role", { status: 403 });
  return { staff, view: staffView(staff) };
}

/** The desk pages' loader guard (editors and admins). */
export async function requireDesk(request: Request, env: Env): Promise<StaffView> {
  return (await requireStaff(request, env, "desk")).view;
}

/** An action's guard and its form: the form, or the answer to send (403, 401, 413, 400). */
export async function deskForm(
  request: Request,
  env: Env,
  capability: Capability = "desk",
): Promise<FormData | ReturnType<typeof deskFail>> {
  if (!sameOrigin(request)) return deskFail("Forms must be sent from this site", 403);
  const { staff } = await pageAccess(request, env);
  if (!staff) return deskFail("Please sign in again on /admin", 401);
  if (!allows(staff, capability)) return deskFail("This needs the admin role", 403);
  try {
    const url = new URL(request.url);
    return await (await limitedBody(request, bodyLimitFor(url.pathname, request.headers.get("content-type")))).formData();
  } catch (error) {
    if (error instanceof BodyTooLarge) return deskFail(error.message, 413);
    return deskFail("The form could not be read");
  }
}

/** A fresh token for a form that creates something: sent twice, it creates one. */
export const formToken = () => crypto.randomUUID();

/** The role forms (setup, users) are small: read through 16 KB, like the account forms. */
export const ROLE_FORM_BYTES = 16 * 1024;

export async function smallForm(
  request: Request,
): Promise<{ fields: Record<string, string>; refused?: undefined } | { refused: ReturnType<typeof deskFail> }> {
  if (!sameOrigin(request)) return { refused: deskFail("Forms must be sent from this site", 403) };
  try {
    const form = await (await limitedBody(request, ROLE_FORM_BYTES)).formData();
    return { fields: Object.fromEntries([...form].filter((entry): entry is [string, string] => typeof entry[1] === "string")) };
  } catch (error) {
    if (error instanceof BodyTooLarge) return { refused: deskFail(error.message, 413) };
    return { refused: deskFail("The form could not be read") };
  }
}
