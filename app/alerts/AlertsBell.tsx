/**
 * The bell that follows a match for Web Push alerts (docs/decisions/028-match-alerts.md). Server
 * HTML, hidden: `app/enhance/alerts.ts` shows it when the browser can receive push messages, asks
 * for permission on a click and follows or unfollows. Rendered only when the site has VAPID keys
 * (`publicKey`), never for a finished match. The script keeps its state across live refreshes
 * (`data-live-keep`); its id, the match's, is what keeps it with its own card when a list is swapped
 * in place (idiomorph moves an element with an id to where that id is in the new list, and never
 * morphs it into an element of another id: without one, a filter left the previous cards' bells
 * where those cards had been). Once the match is followed, its events can be chosen (wickets, fifties,
 * hundreds, innings breaks, the result): the same choice the profile gives signed-in users, here
 * for everyone, anonymous followers included (the choice is the subscription's).
 */
import { ALERT_KINDS, ALERT_LABELS } from "./kinds.ts";
import "./alerts-bell.css";

export function AlertsBell({ matchId, publicKey, label }: { matchId: number; publicKey: string; label: string }) {
  return (
    <div
      id={`alerts-bell-${matchId}`}
      className="alerts-bell"
      data-alerts-match={matchId}
      data-alerts-key={publicKey}
      data-live-keep=""
      hidden
    >
      <button type="button" className="alerts-bell__button" aria-pressed="false" title={`Get alerts for ${label}`}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" focusable="false">
          <path
            fill="currentColor"
            d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z"
          />
        </svg>
        <span className="alerts-bell__label">Follow match alerts</span>
        <span className="visually-hidden"> for {label}</span>
      </button>
      <fieldset className="alerts-bell__events" hidden>
        <legend>
          Alerts<span className="visually-hidden"> for {label}</span>
        </legend>
        {ALERT_KINDS.map((kind) => (
          <label key={kind}>
            <input type="checkbox" value={kind} defaultChecked /> {ALERT_LABELS[kind]}
          </label>
        ))}
      </fieldset>
      <span className="alerts-bell__note" role="status" />
    </div>
  );
}
