import { Form } from "react-router";
import { ALERT_KINDS, ALERT_LABELS, type AlertKind } from "../../../alerts/kinds.ts";

export interface FollowRow {
  matchId: number;
  title: string | null;
  events: AlertKind[];
}

/**
 * The signed-in user's followed matches (decision 028): which events each sends, changed or
 * removed by plain forms (the page works without JavaScript). A match is followed with the bell
 * on its page, from a browser that allowed notifications.
 */
export function AlertsPanel({ follows }: { follows: FollowRow[] }) {
  return (
    <section className="account-alerts" aria-labelledby="account-alerts-title">
      <h2 id="account-alerts-title">MATCH ALERTS</h2>
      {follows.length === 0 ? (
        <p>You follow no matches. Use the bell on a live match page to get alerts for it.</p>
      ) : (
        <ul className="account-alerts__list">
          {follows.map((follow) => (
            <li key={follow.matchId} data-follow={follow.matchId}>
              <Form method="post" action="/user/profile">
                <input type="hidden" name="matchId" value={follow.matchId} />
                <fieldset>
                  <legend>
                    <a href={`/live-cricket-scores/${follow.matchId}`}>{follow.title ?? `Match ${follow.matchId}`}</a>
                  </legend>
                  {ALERT_KINDS.map((kind) => (
                    <label key={kind}>
                      <input type="checkbox" name="events" value={kind} defaultChecked={follow.events.includes(kind)} />{" "}
                      {ALERT_LABELS[kind]}
                    </label>
                  ))}
                </fieldset>
                <button type="submit" name="intent" value="alerts-save">
                  Save
                </button>{" "}
                <button type="submit" name="intent" value="alerts-remove">
                  Stop alerts
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
