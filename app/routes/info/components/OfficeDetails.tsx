import type { SiteSettings } from "../../../backend/site/public.ts";

/**
 * 'Office Contact Details' (docs/product/site-and-accounts.md#info-pages): company name, 'Regd. Office:' address and phone
 * from the site settings; the feedback page adds the corporate office (`withCorporate`).
 */
export function OfficeDetails({ settings, withCorporate = false }: { settings: SiteSettings; withCorporate?: boolean }) {
  return (
    <section className="info__office">
      <h2 id="office-title">Office Contact Details</h2>
      <p className="info__company">{settings.companyName}</p>
      {settings.companyAddress && (
        <p>
          <strong>Regd. Office:</strong> <span className="info__address">{settings.companyAddress}</span>
        </p>
      )}
      {withCorporate && settings.corporateAddress && (
        <p>
          <strong>Corp. Office:</strong> <span className="info__address">{settings.corporateAddress}</span>
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
