-- Fixtures Cricsheet has no file for (issue 12): matches abandoned without a ball and matches known
-- only by their result, from the repository's sourced fixtures list (data/fixtures.csv) or the
-- scoring API. They are matches like any other (source 'fixture'), so tables count them.

-- A match with no ball bowled now has no team line with batted_first = 1 (0007 listed the first
-- team): abandoned matches are no ground records. Lines are rewritten on the next import.

-- A status text the balls cannot give ("Match abandoned without a ball bowled").
ALTER TABLE matches ADD COLUMN note TEXT;
-- The public page a fixture's row was taken from.
ALTER TABLE matches ADD COLUMN source_url TEXT;

-- A match voided and replayed as a new one (IPL 2025: match 58 → match 66) counts in no table.
-- Kept apart from matches so the order of imports does not matter: either may be stored first.
CREATE TABLE match_replays (
  match_id INTEGER PRIMARY KEY,
  replayed_by INTEGER NOT NULL,
  source_url TEXT NOT NULL
) STRICT;

-- Standings follow a team line whose table changes in place (a match marked as replayed).
CREATE TRIGGER team_matches_standings_move AFTER UPDATE OF table_group ON team_matches
  WHEN OLD.table_group IS NOT NEW.table_group
BEGIN
  UPDATE series_standings SET
    played = played - 1, won = won - (OLD.result = 'won' OR OLD.tie_break IS 'won'),
    lost = lost - (OLD.result = 'lost' OR OLD.tie_break IS 'lost'), tied = tied - (OLD.result = 'tied' AND OLD.tie_break IS NULL),
    no_result = no_result - (OLD.result = 'no result'), points = points - coalesce(OLD.points, 0),
    runs_for = runs_for - OLD.runs_for, balls_for = balls_for - OLD.balls_for,
    runs_against = runs_against - OLD.runs_against, balls_against = balls_against - OLD.balls_against
  WHERE OLD.table_group IS NOT NULL AND series_id = OLD.series_id AND table_group = OLD.table_group AND team_id = OLD.team_id;
  DELETE FROM series_standings
  WHERE OLD.table_group IS NOT NULL AND series_id = OLD.series_id AND table_group = OLD.table_group AND team_id = OLD.team_id
    AND played = 0;
  INSERT INTO series_standings (series_id, table_group, team_id, played, won, lost, tied, no_result, points,
    runs_for, balls_for, runs_against, balls_against)
  SELECT NEW.series_id, NEW.table_group, NEW.team_id, 1,
    NEW.result = 'won' OR NEW.tie_break IS 'won', NEW.result = 'lost' OR NEW.tie_break IS 'lost',
    NEW.result = 'tied' AND NEW.tie_break IS NULL, NEW.result = 'no result', coalesce(NEW.points, 0),
    NEW.runs_for, NEW.balls_for, NEW.runs_against, NEW.balls_against
  WHERE NEW.table_group IS NOT NULL
  ON CONFLICT (series_id, table_group, team_id) DO UPDATE SET
    played = played + 1, won = won + excluded.won, lost = lost + excluded.lost, tied = tied + excluded.tied,
    no_result = no_result + excluded.no_result, points = points + excluded.points,
    runs_for = runs_for + excluded.runs_for, balls_for = balls_for + excluded.balls_for,
    runs_against = runs_against + excluded.runs_against, balls_against = balls_against + excluded.balls_against;
END;
