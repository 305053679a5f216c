import type { SiteSettings } from "../../../backend/site/public.ts";

/** 'Office Contact Details' (docs/product/site-and-accounts.md#info-pages): company name, 'Regd. Office:' address and phone from the site settings. */
export function OfficeDetails({ settings }: { settings: SiteSettings }) {
  return (
    <section className="info__office">
      <h2 id="office-title">Office Contact Details</h2>
      <p className="info__company">{settings.companyName}</p>
      {settings.companyAddress && (
        <p>
          <strong>Regd. Office:</strong> <span className="info__address">{settings.companyAddress}</span>
        </p>
      )}
      {settings.phone && (
        <p>
          <strong>Phone:</strong> <a href={`tel:${settings.phone.replace(/[^\d+]/g, "")}`}>{settings.phone}</a>
        </p>
      )}
    </section>
  );
}
