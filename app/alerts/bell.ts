/**
 * The match alerts bell (docs/decisions/028-match-alerts.md): shown where the browser can receive
 * push messages; a click asks for permission, subscribes through the site's service worker
 * (`/sw.js`, scope `/`) with the site's VAPID key and follows the match (`POST
 * /api/alerts/follow`); a second click unfollows. While a match is followed its events can be
 * chosen (the bell's checkboxes: the same follow, sent again with `events`), by anonymous readers
 * as by signed-in ones. Which matches this browser follows, and for what, is kept in localStorage,
 * so the bell shows it on the next visit.
 */
import { ALERT_KINDS, ALERT_LABELS, type AlertKind, FOLLOW_FAILED, isAlertKind, PERMISSION_DENIED } from "./kinds.ts";

const STORE = "ce-alerts";
type Follows = Map<number, AlertKind[]>;

/** The followed matches and their events (an older store kept ids only: all events). */
function followed(): Follows {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORE) ?? "[]");
    const entries: [unknown, unknown][] = Array.isArray(stored) ? stored.map((id) => [id, ALERT_KINDS]) : Object.entries(stored ?? {});
    const follows: Follows = new Map();
    for (const [id, kinds] of entries) {
      const matchId = Number(id);
      const chosen = Array.isArray(kinds) ? kinds.filter(isAlertKind) : [];
      if (Number.isSafeInteger(matchId) && chosen.length > 0) follows.set(matchId, chosen);
    }
    return follows;
  } catch {
    return new Map();
  }
}

function remember(matchId: number, kinds: AlertKind[] | null): void {
  const follows = followed();
  follows.delete(matchId);
  if (kinds) follows.set(matchId, kinds);
  try {
    localStorage.setItem(STORE, JSON.stringify(Object.fromEntries([...follows].slice(-200))));
  } catch {
    // private mode: the bell forgets on the next visit
  }
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64url.replace(/-/g, "+").replace(/_/g, "/"));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

async function post(path: string, body: unknown): Promise<void> {
  const response = await fetch(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  if (response.ok) return;
  const answer = (await response.json().catch(() => null)) as { error?: string } | null;
  throw new Error(answer?.error ?? `the site answered ${response.status}`);
}

const failure = (error: unknown) => {
  const message = (error as Error).message || String(error);
  return message.startsWith(FOLLOW_FAILED) ? message : `${FOLLOW_FAILED}${message}`;
};

const said = (kinds: AlertKind[]) => kinds.map((kind) => ALERT_LABELS[kind].toLowerCase()).join(", ");

let registration: Promise<ServiceWorkerRegistration> | null = null;

export function enhanceAlerts(doc: Document): void {
  // Once per bell: list pages run this again after each live refresh brings new cards.
  const boxes = [...doc.querySelectorAll<HTMLElement>("[data-alerts-match]:not([data-alerts-ready])")];
  if (boxes.length === 0 || !("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window)) return;
  const worker = () => (registration ??= navigator.serviceWorker.register("/sw.js", { scope: "/" }));

  for (const box of boxes) {
    const button = box.querySelector("button");
    const note = box.querySelector<HTMLElement>("[role=status]");
    const label = box.querySelector<HTMLElement>(".alerts-bell__label");
    const chooser = box.querySelector<HTMLFieldSetElement>(".alerts-bell__events");
    const boxesOf = () => [...(chooser?.querySelectorAll<HTMLInputElement>("input[type=checkbox]") ?? [])];
    const matchId = Number(box.dataset.alertsMatch);
    const key = box.dataset.alertsKey;
    if (!button || !note || !key || !Number.isSafeInteger(matchId)) continue;
    box.dataset.alertsReady = "";
    const chosen = (): AlertKind[] => {
      const kinds = boxesOf()
        .filter((input) => input.checked)
        .map((input) => input.value)
        .filter(isAlertKind);
      return chooser ? kinds : [...ALERT_KINDS];
    };
    const show = (kinds: AlertKind[] | null) => {
      button.setAttribute("aria-pressed", String(kinds !== null));
      if (label) label.textContent = kinds ? "Following match alerts" : "Follow match alerts";
      if (chooser) chooser.hidden = kinds === null;
      if (kinds) for (const input of boxesOf()) input.checked = kinds.includes(input.value as AlertKind);
    };
    const subscription = async () => {
      const reg = await worker();
      await navigator.serviceWorker.ready;
      return (
        (await reg.pushManager.getSubscription()) ??
        (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key) }))
      );
    };
    show(Notification.permission === "granted" ? (followed().get(matchId) ?? null) : null);
    box.hidden = false;

    button.addEventListener("click", async () => {
      note.textContent = "";
      button.disabled = true;
      try {
        const on = button.getAttribute("aria-pressed") === "true";
        if (on) {
          const current = await (await worker()).pushManager.getSubscription();
          if (current) await post("/api/alerts/unfollow", { endpoint: current.endpoint, matchId });
          remember(matchId, null);
          show(null);
          note.textContent = "Alerts off for this match";
          return;
        }
        const permission = await Notification.requestPermission();
        if (permission !== "granted") {
          note.textContent = PERMISSION_DENIED;
          return;
        }
        // Following again keeps this browser's last choice for the match; the first time, every event.
        const kinds = followed().get(matchId) ?? [...ALERT_KINDS];
        await post("/api/alerts/follow", { subscription: (await subscription()).toJSON(), matchId, events: kinds });
        remember(matchId, kinds);
        show(kinds);
        note.textContent = `You will get alerts for ${said(kinds)}`;
      } catch (error) {
        note.textContent = failure(error);
      } finally {
        button.disabled = false;
      }
    });

    // A changed choice is the same follow sent again with the chosen events (none: the bell stops them).
    chooser?.addEventListener("change", async (event) => {
      const input = event.target as HTMLInputElement;
      const kinds = chosen();
      if (kinds.length === 0) {
        input.checked = true;
        note.textContent = "Keep at least one event, or stop the alerts with the bell";
        return;
      }
      note.textContent = "";
      chooser.disabled = true;
      try {
        await post("/api/alerts/follow", { subscription: (await subscription()).toJSON(), matchId, events: kinds });
        remember(matchId, kinds);
        note.textContent = `Saved: alerts for ${said(kinds)}`;
      } catch (error) {
        input.checked = !input.checked;
        note.textContent = failure(error);
      } finally {
        chooser.disabled = false;
      }
    });
  }
}
