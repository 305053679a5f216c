import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { MATCH_TABS } from "./routes/match/tabs.ts";

/** Every URL of the site, in one table (spec 1 §2, spec 2 §2); each page area is a folder of app/routes. */
export default [
  index("routes/home/home.tsx"),
  route("cricket-match/live-scores", "routes/hub/hub.tsx", { id: "hub-live" }),
  route("cricket-match/live-scores/recent-matches", "routes/hub/hub.tsx", { id: "hub-recent" }),
  route("cricket-match/live-scores/upcoming-matches", "routes/hub/hub.tsx", { id: "hub-upcoming" }),
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
  // Championship points tables (spec 3): a format alone goes to its latest league.
  route("cricket-stats/points-table/:format", "routes/championship/redirect.tsx", { id: "championship-latest" }),
  route("cricket-stats/points-table/:format/:league", "routes/championship/points-table.tsx", { id: "championship" }),
  route("cricket-stats/icc-rankings", "routes/rankings/redirect.tsx", { id: "rankings-default" }),
  route("cricket-stats/icc-rankings/:gender/:list", "routes/rankings/rankings.tsx", { id: "rankings" }),
  route("cricket-stats/ratings-method", "routes/rankings/method.tsx", { id: "ratings-method" }),
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
  route("search", "routes/search/search.tsx"),
  route("admin", "routes/admin/admin.tsx"),
  // The account area (spec 1: /user/{formate} with login, sign-up, profile, support; decision 025).
  route("user/:formate", "routes/account/user.tsx", { id: "account" }),
  // Account messages kept locally instead of sent (development only; 404 elsewhere).
  route("dev/outbox", "routes/account/dev-outbox.tsx", { id: "dev-outbox" }),
  // The live score widget on its own (app/live; docs/decisions/006-live-fan-out.md).
  route("widgets/live-score/:matchId", "routes/widget/live-score.tsx"),
  route("*", "routes/not-found/not-found.tsx"),
] satisfies RouteConfig;
