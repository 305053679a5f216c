import { Link, NavLink } from "react-router";

export function SiteHeader() {
  return (
    <header className="site-header">
      <nav className="site-header__inner" aria-label="Main">
        <Link to="/" className="site-header__logo">
          Cricket<span>Edge</span>
        </Link>
        <NavLink to="/cricket-match/live-scores" end>
          Live Scores
        </NavLink>
        <NavLink to="/cricket-match/live-scores/recent-matches">Recent</NavLink>
        <NavLink to="/cricket-match/live-scores/upcoming-matches">Upcoming</NavLink>
      </nav>
    </header>
  );
}
