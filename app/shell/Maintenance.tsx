import { DEFAULT_MAINTENANCE_MESSAGE } from "../backend/site/public.ts";

/** Replaces the whole site while maintenance mode is on (docs/product/site-and-accounts.md#shell). */
export function MaintenanceScreen({ message, name }: { message?: string; name?: string }) {
  return (
    <main className="maintenance" id="content">
      <img src="/maintenance.svg" alt="" width="320" height="220" />
      <h1 className="maintenance__title">{name || "Cricket Edge"}</h1>
      <p className="maintenance__message">{message || DEFAULT_MAINTENANCE_MESSAGE}</p>
    </main>
  );
}
