import { type RouteConfig, index, route } from "@react-router/dev/routes";

/** Every URL of the site, in one table (spec 1 §2, spec 2 §2). */
export default [
  index("routes/home/home.tsx"),
  route("cricket-match/live-scores", "routes/hub/hub.tsx", { id: "hub-live" }),
  route("cricket-match/live-scores/recent-matches", "routes/hub/hub.tsx", { id: "hub-recent" }),
  route("cricket-match/live-scores/upcoming-matches", "routes/hub/hub.tsx", { id: "hub-upcoming" }),
  route("live-cricket-scores/:id", "routes/match/redirect.tsx"),
  route("live-cricket-scores/:id/:slug", "routes/match/layout.tsx", { id: "match" }, [
    index("routes/match/commentary.tsx"),
    route("scorecard", "routes/match/scorecard.tsx"),
    route("squads", "routes/match/squads.tsx"),
    route("highlights", "routes/match/highlights.tsx"),
    route("full-commentary", "routes/match/full-commentary.tsx"),
    route("live-blog", "routes/match/live-blog.tsx"),
    route("match-facts", "routes/match/match-facts.tsx"),
    route("news", "routes/match/news.tsx"),
    route("photos", "routes/match/photos.tsx"),
    route("live_line", "routes/match/live-line.tsx"),
  ]),
  route("search", "routes/search/search.tsx"),
  route("admin", "routes/admin/admin.tsx"),
  // The live score widget on its own (app/live; docs/decisions/006-live-fan-out.md).
  route("widgets/live-score/:matchId", "routes/widget/live-score.tsx"),
  route("*", "routes/not-found/not-found.tsx"),
] satisfies RouteConfig;
