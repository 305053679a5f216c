import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { MATCH_TABS } from "./routes/match/tabs.ts";
import { STRIP_PANEL_PATH } from "./shell/shell-rules.ts";

/** Every URL of the site, in one table (docs/product/site-and-accounts.md#routes, docs/product/match-pages.md#match-page); each page area is a folder of app/routes. */
export default [
  index("routes/home/home.tsx"),
  route("cricket-match/live-scores", "routes/hub/hub.tsx", { id: "hub-live" }),
  route("cricket-match/live-scores/recent-matches", "routes/hub/hub.tsx", { id: "hub-recent" }),
  route("cricket-match/live-scores/upcoming-matches", "routes/hub/hub.tsx", { id: "hub-upcoming" }),
  // The hub's route with its catch-all child: any other title is a match's title (decision 053).
  route("cricket-match/:title/*", "routes/hub/match-title.tsx", { id: "match-title" }),
  route("live-cricket-scores/:id", "routes/match/redirect.tsx"),
  route(
    "live-cricket-scores/:id/:slug",
    "routes/match/layout.tsx",
    { id: "match" },
    MATCH_TABS.map((tab) => (tab.key ? route(tab.key, `routes/match/${tab.file}`) : index(`routes/match/${tab.file}`))),
  ),
  route("cricket-series/:id", "routes/series/redirect.tsx"),
  route("cricket-series/:id/:slug", "routes/series/layout.tsx", { id: "series" }, [
    index("routes/series/home.tsx"),
    route("matches", "routes/series/matches.tsx"),
    route("news", "routes/series/news.tsx"),
    route("videos", "routes/series/videos.tsx"),
    route("photos", "routes/series/photos.tsx"),
    route("pointtable", "routes/series/points-table.tsx"),
    route("squads", "routes/series/squads.tsx"),
    route("stats", "routes/series/stats.tsx"),
    route("venues", "routes/series/venues.tsx"),
    route("venues/:vid/:vname", "routes/series/venue.tsx", { id: "series-venue" }),
    // Without its name: loadSeriesVenue answers 301 to the canonical address.
    route("venues/:vid", "routes/series/venue.tsx", { id: "series-venue-short" }),
    route(":subpage", "routes/series/unknown.tsx"),
  ]),
  route("profiles/:id", "routes/profile/redirect.tsx", { id: "profile-short" }),
  route("profiles/:id/:slug", "routes/profile/profile.tsx", { id: "profile" }),
  // Championship points tables (docs/product/content-areas.md#championship-points-tables): a format alone goes to its latest league.
  route("cricket-stats/points-table/:format", "routes/championship/redirect.tsx", { id: "championship-latest" }),
  route("cricket-stats/points-table/:format/:league", "routes/championship/points-table.tsx", { id: "championship" }),
  route("cricket-stats/icc-rankings", "routes/rankings/redirect.tsx", { id: "rankings-default" }),
  route("cricket-stats/icc-rankings/:gender/:list", "routes/rankings/rankings.tsx", { id: "rankings" }),
  route("cricket-stats/ratings-method", "routes/rankings/method.tsx", { id: "ratings-method" }),
  // The stats query (issue 35): a question as a URL, its rows as a page or CSV.
  route("cricket-stats/query", "routes/stats-query/stats-query.tsx", { id: "stats-query" }),
  route("cricket-stats/query.csv", "routes/stats-query/csv.ts", { id: "stats-query-csv" }),
  route("cricket-stats/forecast-method", "routes/match/forecast-method.tsx", { id: "forecast-method" }),
  route("cricket-stats/player-of-the-series-method", "routes/match/player-of-series-method.tsx", { id: "player-of-series-method" }),
  route("cricket-team", "routes/team/directory.tsx", { id: "team-directory" }),
  route("cricket-team/:category", "routes/team/directory.tsx", { id: "team-directory-category" }),
  route("cricket_team/:slug/:id", "routes/team/layout.tsx", { id: "team" }, [
    index("routes/team/home.tsx"),
    route("schedule", "routes/team/schedule.tsx"),
    route("results", "routes/team/results.tsx"),
    route("news", "routes/team/news.tsx"),
    route("videos", "routes/team/videos.tsx"),
    route("photos", "routes/team/photos.tsx"),
    route("stats", "routes/team/stats.tsx"),
    route("players", "routes/team/players.tsx"),
    route(":subpage", "routes/team/unknown.tsx"),
  ]),
  route("cricket-schedule/series/:type", "routes/schedule/series.tsx"),
  route("cricket-schedule/upcoming-series/:type", "routes/schedule/upcoming.tsx"),
  route("cricket-scorecard-archives", "routes/archive/archive.tsx", { id: "archive" }),
  route("cricket-scorecard-archives/:year", "routes/archive/archive.tsx", { id: "archive-year" }),
  // Photo galleries (docs/product/content-areas.md#photo-galleries) and the match in graphics: the images themselves are files (graphic.ts).
  route("cricket-photo-gallery", "routes/gallery/list.tsx", { id: "gallery-list" }),
  route("cricket-gallery/:id/:slug?", "routes/gallery/gallery.tsx", { id: "gallery" }),
  route("cricket-match-photos/:id/:slug?", "routes/gallery/match-photos.tsx", { id: "match-photos" }),
  route("cricket-graphics/v1/:id/:file", "routes/gallery/graphic.ts", { id: "graphic" }),
  // Editors' photos and avatars at their stored sizes (decision 029).
  route("cricket-images/:folder/:file", "routes/gallery/image.ts", { id: "gallery-image" }),
  route("cricket-graphics/v1/story/:id/share.png", "routes/news/share-card.ts", { id: "story-share-card" }),
  route("search", "routes/search/search.tsx"),
  // The match strip's ALL panel, read when it opens (a fragment of HTML, not a page).
  route(STRIP_PANEL_PATH.slice(1), "routes/strip-panel/strip-panel.tsx"),
  // News (issue 14; docs/product/content-areas.md#news-sections; articles: docs/product/site-and-accounts.md#routes): sections, topics, articles.
  route("cricket_news", "routes/news/section.tsx", { id: "news-all" }),
  route("cricket_news/latest-news", "routes/news/section.tsx", { id: "news-latest" }),
  route("cricket_news/editorial/:name", "routes/news/section.tsx", { id: "news-editorial" }),
  route("cricket_news/info", "routes/news/topics.tsx", { id: "news-topics" }),
  route("cricket_news/info/:id", "routes/news/topic.tsx", { id: "news-topic-short" }),
  route("cricket_news/info/:id/:slug", "routes/news/topic.tsx", { id: "news-topic" }),
  route("cricket-news/:id", "routes/news/article.tsx", { id: "article-short" }),
  route("cricket-news/:id/:slug", "routes/news/article.tsx", { id: "article" }),
  // Feeds and crawlers: RSS, sitemaps, robots.txt.
  route("rss/news", "routes/feeds/rss.ts", { id: "rss-all" }),
  route("rss/news/:section", "routes/feeds/rss.ts", { id: "rss-section" }),
  route("sitemap.xml", "routes/feeds/sitemap-index.ts"),
  route("sitemaps/:kind/:page", "routes/feeds/sitemap-child.ts"),
  route("news-sitemap.xml", "routes/feeds/news-sitemap.ts"),
  route("robots.txt", "routes/feeds/robots.ts"),
  route("admin", "routes/admin/admin.tsx"),
  // Roles (decision 026): the first admin made with the token, then admins grant editor/admin here.
  route("admin/setup", "routes/admin/setup.tsx", { id: "admin-setup" }),
  route("admin/users", "routes/admin/users.tsx", { id: "admin-users" }),
  route("admin/stories", "routes/admin/stories.tsx"),
  // The editors' desk (issue 14): each page open to editors and admins (decision 026).
  route("admin/inbox", "routes/admin/inbox.tsx"),
  route("admin/inbox/:id/screenshot", "routes/admin/screenshot.tsx"),
  route("admin/policies", "routes/admin/policies.tsx"),
  route("admin/videos", "routes/admin/videos.tsx", { id: "admin-videos" }),
  // Home's Quick Access and Specials (decision 030).
  route("admin/home", "routes/admin/home-blocks.tsx", { id: "admin-home-blocks" }),
  route("admin/live-blog", "routes/admin/live-blog.tsx", { id: "admin-live-blog" }),
  route("admin/galleries", "routes/admin/galleries.tsx", { id: "admin-galleries" }),
  // Policies, enquiries and small info pages (docs/product/site-and-accounts.md#routes).
  route("info/privacy", "routes/info/policy.tsx", { id: "info-privacy" }),
  route("info/termsofuse", "routes/info/policy.tsx", { id: "info-terms" }),
  route("info/advertise", "routes/info/advertise.tsx"),
  route("info/contact", "routes/info/contact.tsx"),
  route("careers", "routes/info/careers.tsx"),
  route("mobileapps", "routes/info/mobile-apps.tsx"),
  route("local-languages", "routes/info/local-languages.tsx"),
  route("no-data", "routes/info/no-data.tsx"),
  route("cricket-videos", "routes/videos/videos.tsx"),
  // The account area (docs/product/site-and-accounts.md#accounts: /user/{login,sign-up,profile,support}; decision 025).
  route("user/:formate", "routes/account/user.tsx", { id: "account" }),
  // A signed-in user's avatar: upload or replace (POST, multipart), remove (decision 029).
  route("user/profile/avatar", "routes/account/avatar.ts", { id: "account-avatar" }),
  // Sign-in with Google or Apple through OpenID Connect: start and callback (decision 027).
  route("user/auth/:provider", "routes/account/oidc.ts", { id: "oidc-start" }),
  route("user/auth/callback/:provider", "routes/account/oidc.ts", { id: "oidc-callback" }),
  // Account messages kept locally instead of sent (development only; 404 elsewhere).
  route("dev/outbox", "routes/account/dev-outbox.tsx", { id: "dev-outbox" }),
  // The live score widget on its own (app/live; docs/decisions/006-live-fan-out.md).
  route("widgets/live-score/:matchId", "routes/widget/live-score.tsx"),
  // The auction page, /{token} (/ipl-auction-2025; decision 053): a token naming no auction is 404.
  route(":token", "routes/auction/auction.tsx", { id: "auction" }),
  route("*", "routes/not-found/not-found.tsx"),
] satisfies RouteConfig;
