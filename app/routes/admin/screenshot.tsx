import { workerContext } from "../../context.server.ts";
import { enquiryById } from "../../backend/site/enquiries.server.ts";
import { requireDesk } from "./desk.server.ts";
import type { Route } from "./+types/screenshot";

/** A feedback screenshot, for the inbox only (R2, never public): the stored bytes with their checked type. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { env } = context.get(workerContext);
  await requireDesk(request, env);
  const id = Number(params.id);
  const enquiry = Number.isInteger(id) && id > 0 ? await enquiryById(env.DB, id) : null;
  const object = enquiry?.screenshotKey ? await env.FILES.get(enquiry.screenshotKey) : null;
  if (!enquiry || !object) return new Response("No screenshot", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
  return new Response(object.body, {
    headers: {
      "content-type": enquiry.screenshotType ?? "application/octet-stream",
      "content-disposition": `inline; filename="enquiry-${id}.${enquiry.screenshotKey!.split(".").pop()}"`,
    },
  });
}
