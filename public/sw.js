/*
 * The site's service worker (docs/decisions/028-match-alerts.md): it only shows match alerts.
 * A push message is the JSON of AlertMessage (app/backend/alerts/kinds.ts); the tag makes a repeat
 * replace the notification instead of adding one. A click opens (or focuses) the match page.
 */
self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

self.addEventListener("push", (event) => {
  let alert = null;
  try {
    alert = event.data ? event.data.json() : null;
  } catch {
    alert = null;
  }
  if (!alert || typeof alert.title !== "string") return;
  event.waitUntil(
    self.registration.showNotification(alert.title, {
      body: typeof alert.body === "string" ? alert.body : "",
      tag: typeof alert.tag === "string" ? alert.tag : undefined,
      data: { url: typeof alert.url === "string" && alert.url.startsWith("/") ? alert.url : "/" },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? "/", self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => w.url.startsWith(url));
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});
