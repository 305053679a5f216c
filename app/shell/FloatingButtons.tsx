import type { SiteSettings } from "../backend/site/public.ts";

/**
 * Bottom-right: WhatsApp and Telegram (only when configured; the maintenance screen has none) and
 * 'Move to top' once the page has scrolled more than 100 px (app/enhance/shell.ts shows it).
 */
export function FloatingButtons({ settings }: { settings: SiteSettings | undefined }) {
  return (
    <aside className="floating" aria-label="Quick links">
      {settings?.whatsappUrl && (
        <a
          className="floating__button floating__button--whatsapp"
          href={settings.whatsappUrl}
          rel="noopener"
          aria-label="Chat with us on WhatsApp"
        >
          <img src="/icons/whatsapp.svg" alt="" width="26" height="26" />
        </a>
      )}
      {settings?.telegramUrl && (
        <a
          className="floating__button floating__button--telegram"
          href={settings.telegramUrl}
          rel="noopener"
          aria-label="Join us on Telegram"
        >
          <img src="/icons/telegram.svg" alt="" width="24" height="24" />
        </a>
      )}
      {/* biome-ignore lint/a11y/useAnchorContent: named by aria-label; the arrow is decoration */}
      <a href="#top" className="floating__button floating__button--top" aria-label="Move to top" title="Move to top">
        <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
          <path d="M6 15l6-6 6 6" fill="none" stroke="currentColor" strokeWidth="2.4" />
        </svg>
      </a>
    </aside>
  );
}
