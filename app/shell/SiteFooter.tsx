import { memo } from "react";
import type { SiteSettings } from "../backend/site/public.ts";

/** Icons are static files (public/icons/): no path data in the page's JavaScript. */
const SOCIAL: { key: keyof SiteSettings; label: string }[] = [
  { key: "facebookUrl", label: "Facebook" },
  { key: "twitterUrl", label: "Twitter" },
  { key: "youtubeUrl", label: "YouTube" },
  { key: "pinterestUrl", label: "Pinterest" },
  { key: "linkedinUrl", label: "LinkedIn" },
];

const COMPANY = [
  { label: "Contact Us", href: "/info/contact" },
  { label: "Advertise", href: "/info/advertise" },
  { label: "Privacy Policy", href: "/info/privacy" },
  { label: "Terms of Use", href: "/info/termsofuse" },
  { label: "Careers", href: "/careers" },
];

/** Apps, social links (only those configured), company links, the footer logo and the data credit. */
export const SiteFooter = memo(function SiteFooter({ settings }: { settings: SiteSettings | undefined }) {
  const social = settings ? SOCIAL.filter((s) => settings[s.key]) : [];
  const apps = [
    { label: "Android", href: settings?.androidUrl },
    { label: "iOS", href: settings?.iosUrl },
  ].filter((a): a is { label: string; href: string } => Boolean(a.href));
  const name = settings?.companyName || "Cricket Edge";
  const logo = settings?.footerLogo || "/logo-footer.svg";
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <a href="/">
            <img src={logo} alt={name} width="164" height="32" />
          </a>
        </div>
        <section className="site-footer__col">
          <h2>MOBILE SITE &amp; APPS</h2>
          <ul>
            <li>
              <a href="/mobileapps">Mobile apps</a>
            </li>
            {apps.map((app) => (
              <li key={app.label}>
                <a href={app.href} rel="noopener">
                  {app.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
        {social.length > 0 && (
          <section className="site-footer__col">
            <h2>FOLLOW US ON</h2>
            <ul className="site-footer__social">
              {social.map((s) => (
                <li key={s.key}>
                  <a href={settings![s.key] as string} rel="noopener me" className="site-footer__social-link">
                    <img src={`/icons/${s.key.replace("Url", "")}.svg`} alt="" width="18" height="18" loading="lazy" />
                    {s.label}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
        <section className="site-footer__col">
          <h2>COMPANY</h2>
          <ul>
            {COMPANY.map((c) => (
              <li key={c.href}>
                <a href={c.href}>{c.label}</a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p className="site-footer__attribution">
        Ball-by-ball data from <a href="https://cricsheet.org">Cricsheet</a>, licensed under the{" "}
        <a href="https://opendatacommons.org/licenses/by/1-0/">Open Data Commons Attribution License (ODC-By 1.0)</a>. © {name}.
      </p>
    </footer>
  );
});
