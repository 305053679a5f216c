/**
 * The match alerts bell (docs/decisions/028-match-alerts.md): shown where the browser can receive
 * push messages; a click asks for permission, subscribes through the site's service worker
 * (`/sw.js`, scope `/`) with the site's VAPID key and follows the match (`POST
 * /api/alerts/follow`); a second click unfollows. Which matches this browser follows is kept in
 * localStorage, so the bell shows it on the next visit.
 */
import { FOLLOW_FAILED, PERMISSION_DENIED } from "../backend/alerts/kinds.ts";

const STORE = "ce-alerts";

function followed(): Set<number> {
  try {
    return new Set((JSON.parse(localStorage.getItem(STORE) ?? "[]") as number[]).filter(Number.isSafeInteger));
  } catch {
    return new Set();
  }
}

function remember(matchId: number, on: boolean): void {
  const ids = followed();
  if (on) ids.add(matchId);
  else ids.delete(matchId);
  try {
    localStorage.setItem(STORE, JSON.stringify([...ids].slice(-200)));
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
    const matchId = Number(box.dataset.alertsMatch);
    const key = box.dataset.alertsKey;
    if (!button || !note || !key || !Number.isSafeInteger(matchId)) continue;
    box.dataset.alertsReady = "";
    const show = (on: boolean) => {
      button.setAttribute("aria-pressed", String(on));
      if (label) label.textContent = on ? "Following match alerts" : "Follow match alerts";
    };
    show(followed().has(matchId) && Notification.permission === "granted");
    box.hidden = false;

    button.addEventListener("click", async () => {
      note.textContent = "";
      button.disabled = true;
      try {
        const on = button.getAttribute("aria-pressed") === "true";
        const reg = await worker();
        if (on) {
          const subscription = await reg.pushManager.getSubscription();
          if (subscription) await post("/api/alerts/unfollow", { endpoint: subscription.endpoint, matchId });
          remember(matchId, false);
          show(false);
          note.textContent = "Alerts off for this match";
          return;
        }
        const permission = await Notification.requestPermission();
        if (permission !== "granted") {
          note.textContent = PERMISSION_DENIED;
          return;
        }
        await navigator.serviceWorker.ready;
        const subscription =
          (await reg.pushManager.getSubscription()) ??
          (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key) }));
        await post("/api/alerts/follow", { subscription: subscription.toJSON(), matchId });
        remember(matchId, true);
        show(true);
        note.textContent = "You will get alerts for wickets, milestones, innings breaks and the result";
      } catch (error) {
        const message = (error as Error).message || String(error);
        note.textContent = message.startsWith(FOLLOW_FAILED) ? message : `${FOLLOW_FAILED}${message}`;
      } finally {
        button.disabled = false;
      }
    });
  }
}
