import { memo } from "react";
import { useLocation } from "react-router";
import { currentLinkProps } from "./current-link.ts";
import type { ShellData } from "./shell.server.ts";
import { DEFAULT_PAGES, MORE_ITEMS, NEWS_ITEMS, RANKING_ITEMS, VIDEO_ITEMS, type NavItem } from "./nav.ts";
import { NavMenu } from "./NavMenu.tsx";
import { SearchBar } from "./SearchBar.tsx";

const LINKS: NavItem[] = [
  { label: "Live Scores", href: "/cricket-match/live-scores" },
  { label: "Schedule", href: "/cricket-schedule/upcoming-series/international" },
  { label: "Archives", href: "/cricket-scorecard-archives" },
];

export const SiteHeader = memo(function SiteHeader({ shell, user }: { shell: ShellData | undefined; user?: { name: string } | null }) {
  const { pathname } = useLocation();
  const settings = shell?.settings;
  const logo = settings?.headerLogo || "/logo.svg";
  const name = settings?.companyName || "Cricket Edge";
  const seriesItems: NavItem[] = (shell?.series ?? []).map((s) => ({ label: s.name, href: s.href }));
  const teams = shell?.teams ?? { test: [], associate: [] };
  const teamItems = (list: typeof teams.test) => list.map((t) => ({ label: t.name, href: t.href }));
  const menus = {
    news: NEWS_ITEMS,
    series: [...seriesItems, { label: "All Series", href: DEFAULT_PAGES.series }],
    videos: VIDEO_ITEMS,
    rankings: RANKING_ITEMS,
    more: MORE_ITEMS,
  };
  const account = user ? { href: "/user/profile", label: `Your profile (${user.name})` } : { href: "/user/login", label: "Sign in" };

  return (
    <header className="site-header">
      <div className="site-header__bar">
        <a href="/" className="site-header__logo">
          <img src={logo} alt={`${name} home`} width="164" height="32" />
        </a>
        <nav className="main-nav" aria-label="Main">
          <ul className="main-nav__list">
            {LINKS.map((link) => (
              <li key={link.href} className="main-nav__item">
                <a {...currentLinkProps(pathname, link.href, { className: "main-nav__link" })}>{link.label}</a>
              </li>
            ))}
            <NavMenu title="News" href={DEFAULT_PAGES.news} items={menus.news} />
            <NavMenu title="Series" href={DEFAULT_PAGES.series} items={menus.series} />
            <NavMenu
              title="Teams"
              href={DEFAULT_PAGES.teams}
              columns={[
                { heading: "TEST TEAMS", items: teamItems(teams.test) },
                { heading: "ASSOCIATE TEAMS", items: teamItems(teams.associate) },
              ]}
              footer={{ label: "More...", href: DEFAULT_PAGES.teams }}
            />
            <NavMenu title="Videos" href={DEFAULT_PAGES.videos} items={menus.videos} />
            <NavMenu title="Rankings" href={DEFAULT_PAGES.rankings} items={menus.rankings} align="right" />
            <NavMenu title="More" items={menus.more} align="right" />
          </ul>
        </nav>
        <div className="site-header__tools">
          <details className="search-toggle">
            <summary className="search-toggle__button" aria-label="Search" title="Search">
              <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
                <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
                <path d="M15.5 15.5L21 21" stroke="currentColor" strokeWidth="2.4" />
              </svg>
            </summary>
            <div className="search-toggle__panel">
              <SearchBar />
            </div>
          </details>
          <a href={account.href} className="site-header__account" title={account.label}>
            <span className="visually-hidden">{account.label}</span>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
              <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </a>
          <details className="mobile-nav">
            <summary className="mobile-nav__toggle">
              <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
                <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
              </svg>
              <span className="visually-hidden">Menu</span>
            </summary>
            <nav className="mobile-nav__panel" aria-label="Site">
              <ul className="mobile-nav__links">
                {LINKS.map((link) => (
                  <li key={link.href}>
                    <a href={link.href}>{link.label}</a>
                  </li>
                ))}
              </ul>
              <MobileSection title="News" href={DEFAULT_PAGES.news} items={menus.news} />
              <MobileSection title="Series" href={DEFAULT_PAGES.series} items={menus.series} />
              <MobileSection
                title="Test Teams"
                href={DEFAULT_PAGES.teams}
                items={[...teamItems(teams.test), { label: "More...", href: DEFAULT_PAGES.teams }]}
              />
              <MobileSection title="Associate Teams" href={DEFAULT_PAGES.teams} items={teamItems(teams.associate)} />
              <MobileSection title="Videos" href={DEFAULT_PAGES.videos} items={menus.videos} />
              <MobileSection title="Rankings" href={DEFAULT_PAGES.rankings} items={menus.rankings} />
              <MobileSection title="More" items={menus.more} />
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
});

function MobileSection({ title, href, items }: { title: string; href?: string; items: NavItem[] }) {
  return (
    <section className="mobile-nav__section">
      <h2 className="mobile-nav__heading">{href ? <a href={href}>{title}</a> : title}</h2>
      <ul>
        {items.map((item) => (
          <li key={`${item.href}-${item.label}`}>
            <a href={item.href}>{item.label}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
