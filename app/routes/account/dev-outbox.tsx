import { data } from "react-router";
import { isLocalDevelopment } from "../../backend/security/local-development.ts";
import { readOutbox } from "../../backend/accounts/sender.server.ts";
import { workerContext } from "../../context.server.ts";
import type { Route } from "./+types/dev-outbox";
import "./account.css";

/**
 * /dev/outbox: the account messages (OTPs, verification mail) kept instead of sent, newest first.
 * Local development only (LOCAL_DEVELOPMENT=on, whatever the Host): anywhere else the 404 page.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { env } = context.get(workerContext);
  if (!isLocalDevelopment(env)) throw data("Not found", { status: 404 });
  return { messages: await readOutbox(env.DB) };
}

export function meta() {
  return [{ title: "Outbox (development) | Cricket Edge" }, { name: "robots", content: "noindex" }];
}

export default function DevOutbox({ loaderData }: Route.ComponentProps) {
  return (
    <section className="account">
      <h1>Outbox (development only)</h1>
      <p className="account-hint">Messages the site would send by email or SMS. A deployment sends them through MESSAGE_API_URL.</p>
      {loaderData.messages.length === 0 ? (
        <p className="empty">No messages yet.</p>
      ) : (
        <ol className="outbox">
          {loaderData.messages.map((m) => (
            <li key={m.id} data-recipient={m.recipient}>
              <strong>{m.subject}</strong> — {m.channel} to {m.recipient} at {new Date(m.createdAt).toISOString()}
              <p>{m.body}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
