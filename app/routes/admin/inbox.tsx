import { Form, Link } from "react-router";
import { workerContext } from "../../context.server.ts";
import { type InboxKind, listEnquiries, setEnquiryStatus, statusSchema } from "../../backend/site/enquiries.server.ts";
import { ENQUIRY_STATUSES } from "../../backend/site/desk-public.ts";
import type { PageHandle } from "../../enhance/page-handle.ts";
import { DeskHead } from "./components/DeskHead.tsx";
import { deskFail, deskForm, requireDesk } from "./desk.server.ts";
import type { Route } from "./+types/inbox";
import "./admin.css";

/**
 * Hydrated, like /admin. The inbox: advertise enquiries, feedback and signed-in users' support
 * requests, newest first, with their status.
 */
export const handle: PageHandle = { hydrate: true };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = context.get(workerContext);
  const staff = await requireDesk(request, env);
  const asked = statusSchema.safeParse(new URL(request.url).searchParams.get("status"));
  const status = asked.success ? asked.data : null;
  return { staff, status, ...(await listEnquiries(env.DB, status)) };
}

export const meta = () => [{ title: "Inbox | Cricket Edge admin" }, { name: "robots", content: "noindex" }];

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = context.get(workerContext);
  const form = await deskForm(request, env);
  if (!(form instanceof FormData)) return form;
  const id = Number(form.get("id"));
  const status = statusSchema.safeParse(form.get("status"));
  const table = form.get("kind") === "support" ? "support" : "enquiries";
  if (!Number.isInteger(id) || id <= 0 || !status.success) return deskFail("Choose an enquiry and one of new, answered, closed");
  const what = table === "support" ? "Support request" : "Enquiry";
  if (!(await setEnquiryStatus(env.DB, id, status.data, Date.now(), table))) return deskFail(`No ${what.toLowerCase()} ${id}`, 404);
  return { ok: true, message: `${what} ${id} marked ${status.data}` };
}

const when = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace("T", " ");

const KIND_LABELS: Record<InboxKind, string> = { advertise: "Advertise", feedback: "Feedback", support: "Support" };

export default function Inbox({ loaderData, actionData }: Route.ComponentProps) {
  const { enquiries, counts, status } = loaderData;
  const total = counts.new + counts.answered + counts.closed;
  return (
    <section className="admin">
      <DeskHead title="Inbox" current="inbox" nav={loaderData.staff.nav} who={loaderData.staff.who} />
      <nav className="tabs" aria-label="By status">
        <Link to="/admin/inbox" aria-current={status === null ? "page" : undefined} className={status === null ? "active" : undefined}>
          All ({total})
        </Link>
        {ENQUIRY_STATUSES.map((s) => (
          <Link
            key={s}
            to={`/admin/inbox?status=${s}`}
            aria-current={status === s ? "page" : undefined}
            className={status === s ? "active" : undefined}
          >
            {s[0]!.toUpperCase() + s.slice(1)} ({counts[s]})
          </Link>
        ))}
      </nav>
      {actionData && (
        <p className={actionData.ok ? "admin__notice" : "admin__alert"} role={actionData.ok ? "status" : "alert"}>
          {actionData.message}
        </p>
      )}
      {enquiries.length === 0 ? (
        <p className="empty">Nothing here.</p>
      ) : (
        <ol className="inbox">
          {enquiries.map((e) => (
            <li key={`${e.kind}-${e.id}`} className="inbox__item" data-enquiry={e.id} data-kind={e.kind}>
              <div className="inbox__meta">
                <span className={`inbox__kind inbox__kind--${e.kind}`}>{KIND_LABELS[e.kind]}</span>
                <span className={`inbox__status inbox__status--${e.status}`}>{e.status}</span>
                <time dateTime={new Date(e.createdAt).toISOString()}>{when(e.createdAt)} UTC</time>
              </div>
              <h2 className="inbox__subject">{e.subject}</h2>
              <p className="inbox__from">
                {e.name} · <a href={`mailto:${e.email}`}>{e.email}</a>
                {e.mobile && <> · {e.mobile}</>}
                {e.company && <> · {e.company}</>}
                {e.city && <> · {e.city}</>}
              </p>
              <p className="inbox__message">{e.message}</p>
              {e.screenshotKey && (
                <a href={`/admin/inbox/${e.id}/screenshot`} className="inbox__screenshot">
                  <img src={`/admin/inbox/${e.id}/screenshot`} alt={`Screenshot sent with enquiry ${e.id}`} loading="lazy" />
                </a>
              )}
              <Form method="post" className="inbox__actions">
                <input type="hidden" name="id" value={e.id} />
                <input type="hidden" name="kind" value={e.kind === "support" ? "support" : "enquiry"} />
                {ENQUIRY_STATUSES.filter((s) => s !== e.status).map((s) => (
                  <button key={s} type="submit" name="status" value={s} className="admin__button admin__button--small">
                    Mark {s}
                  </button>
                ))}
              </Form>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
