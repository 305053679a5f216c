import { data, redirect } from "react-router";
import { currentUser, needsPolicyAcceptance } from "../../backend/accounts/accounts.server.ts";
import { clearAvatar, setAvatar } from "../../backend/accounts/avatar.server.ts";
import { sameOrigin } from "../../backend/admin/admin-access.server.ts";
import { UploadError } from "../../backend/media/files.server.ts";
import { BodyTooLarge, bodyLimitFor, limitedBody } from "../../backend/security/limits.server.ts";
import { workerContext } from "../../context.server.ts";
import type { Route } from "./+types/avatar";

/**
 * POST /user/profile/avatar (decision 029): a signed-in user's avatar — `intent=upload` with the
 * file `avatar` (replaces the old one), or `intent=remove`. Same-site forms only, the body counted
 * before it is parsed; done → 303 to the profile (`?avatar=saved|removed`, which it says), refused
 * → 400/401/403/413/415 with the reason as text.
 */
export async function loader() {
  return redirect("/user/profile");
}

const refused = (status: number, message: string) => data(message, { status, headers: { "content-type": "text/plain; charset=utf-8" } });

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = context.get(workerContext);
  if (!sameOrigin(request)) return refused(403, "Forms must be sent from this site");
  const user = await currentUser(env, request);
  if (!user) return refused(401, "Please log in again");
  // An account made by Google or Apple sign-in uses the site once it has accepted the policies.
  if (needsPolicyAcceptance(user)) return redirect("/user/terms", 303);
  let form: FormData;
  try {
    form = await (await limitedBody(request, bodyLimitFor("/user/profile/avatar", request.headers.get("content-type")))).formData();
  } catch (error) {
    if (error instanceof BodyTooLarge) return refused(413, error.message);
    return refused(400, "The form could not be read");
  }
  const back = (done: "saved" | "removed") => redirect(`/user/profile?avatar=${done}`, 303);
  if (form.get("intent") === "remove") {
    await clearAvatar(env, user.id);
    return back("removed");
  }
  const file = form.get("avatar");
  if (!file || typeof file === "string" || file.size === 0) return refused(400, "Choose an image");
  try {
    await setAvatar(env, user.id, file);
  } catch (error) {
    if (error instanceof UploadError) return refused(error.status, `Your avatar was not changed: ${error.message}`);
    throw error;
  }
  return back("saved");
}
