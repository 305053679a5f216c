import { type RouteConfig, index, route } from "@react-router/dev/routes";

/** Every URL of the site, in one table (spec 1 §2, spec 2 §2). */
export default [
  index("routes/home.tsx"),
  route("cricket-match/live-scores", "routes/match-hub.tsx", { id: "hub-live" }),
  route("cricket-match/live-scores/recent-matches", "routes/match-hub.tsx", { id: "hub-recent" }),
  route("cricket-match/live-scores/upcoming-matches", "routes/match-hub.tsx", { id: "hub-upcoming" }),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
