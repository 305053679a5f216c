-- Stored aggregates (issue 11): what careers, team records, tables and venue pages read, derived
-- once per match from its balls by the pure core (app/cricket/aggregates.ts) and written in the
-- same transaction as the match (import) or the ball (scoring API). Roll-ups over many matches
-- (series standings, venue records) are kept by the triggers below, so they stay right whichever
-- way a match's rows change: imported, replaced by a newer revision, scored ball by ball, deleted.

-- An innings ended with no batter left (10 down, or absent/retired hurt making up the rest).
ALTER TABLE innings ADD COLUMN all_out INTEGER NOT NULL DEFAULT 0;

-- One row per player per main innings they batted, bowled or fielded in (super overs excluded).
CREATE TABLE player_innings (
  match_id INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
  innings_no INTEGER NOT NULL,
  person_id TEXT NOT NULL,
  team_id INTEGER NOT NULL REFERENCES teams (id),
  -- the match's, copied so a career per format (Test, ODI, T20I, IPL, other T20s) is one index range
  match_type TEXT NOT NULL,
  team_type TEXT NOT NULL,
  series_id INTEGER NOT NULL REFERENCES series (id),
  start_date TEXT NOT NULL,
  -- batting; NULL when the player did not bat in this innings
  bat_position INTEGER,
  runs INTEGER,
  balls INTEGER,
  fours INTEGER,
  sixes INTEGER,
  out INTEGER,
  how_out TEXT,
  -- bowling; NULL when the player did not bowl
  bowl_balls INTEGER,
  maidens INTEGER,
  runs_conceded INTEGER,
  wickets INTEGER,
  wides INTEGER,
  noballs INTEGER,
  -- fielding
  catches INTEGER NOT NULL DEFAULT 0,
  stumpings INTEGER NOT NULL DEFAULT 0,
  run_outs INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (match_id, innings_no, person_id)
) STRICT, WITHOUT ROWID;
CREATE INDEX player_innings_career ON player_innings (person_id, match_type, start_date);

-- One row per team per finished match: its result, league points and net run rate parts.
CREATE TABLE team_matches (
  match_id INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
  team_id INTEGER NOT NULL REFERENCES teams (id),
  opponent_id INTEGER NOT NULL REFERENCES teams (id),
  match_type TEXT NOT NULL,
  gender TEXT NOT NULL,
  start_date TEXT NOT NULL,
  series_id INTEGER NOT NULL REFERENCES series (id),
  venue_id INTEGER REFERENCES venues (id),
  -- the league table this match counts in: '' or the group; NULL for knockouts and multi-day matches
  table_group TEXT,
  result TEXT NOT NULL CHECK (result IN ('won', 'lost', 'tied', 'drawn', 'no result')),
  -- a tie settled by super over or bowl-out: 'won' or 'lost'
  tie_break TEXT CHECK (tie_break IN ('won', 'lost')),
  points INTEGER,
  -- batted first (with no ball bowled: listed first); venue records count each match once by this row
  batted_first INTEGER NOT NULL,
  runs_for INTEGER NOT NULL,
  balls_for INTEGER NOT NULL,
  runs_against INTEGER NOT NULL,
  balls_against INTEGER NOT NULL,
  PRIMARY KEY (match_id, team_id)
) STRICT;
CREATE INDEX team_matches_team ON team_matches (team_id, match_type, start_date);
CREATE INDEX team_matches_venue ON team_matches (venue_id, match_type, gender);

-- League tables: one row per team per series and group, the sum of its team_matches rows.
CREATE TABLE series_standings (
  series_id INTEGER NOT NULL REFERENCES series (id),
  table_group TEXT NOT NULL,
  team_id INTEGER NOT NULL REFERENCES teams (id),
  played INTEGER NOT NULL,
  won INTEGER NOT NULL,
  lost INTEGER NOT NULL,
  tied INTEGER NOT NULL,
  no_result INTEGER NOT NULL,
  points INTEGER NOT NULL,
  -- net run rate = runs_for / (balls_for / 6) - runs_against / (balls_against / 6)
  runs_for INTEGER NOT NULL,
  balls_for INTEGER NOT NULL,
  runs_against INTEGER NOT NULL,
  balls_against INTEGER NOT NULL,
  PRIMARY KEY (series_id, table_group, team_id)
) STRICT;

CREATE TRIGGER team_matches_standings_in AFTER INSERT ON team_matches WHEN NEW.table_group IS NOT NULL
BEGIN
  INSERT INTO series_standings (series_id, table_group, team_id, played, won, lost, tied, no_result, points,
    runs_for, balls_for, runs_against, balls_against)
  VALUES (NEW.series_id, NEW.table_group, NEW.team_id, 1,
    NEW.result = 'won' OR NEW.tie_break IS 'won', NEW.result = 'lost' OR NEW.tie_break IS 'lost',
    NEW.result = 'tied' AND NEW.tie_break IS NULL, NEW.result = 'no result', coalesce(NEW.points, 0),
    NEW.runs_for, NEW.balls_for, NEW.runs_against, NEW.balls_against)
  ON CONFLICT (series_id, table_group, team_id) DO UPDATE SET
    played = played + 1, won = won + excluded.won, lost = lost + excluded.lost, tied = tied + excluded.tied,
    no_result = no_result + excluded.no_result, points = points + excluded.points,
    runs_for = runs_for + excluded.runs_for, balls_for = balls_for + excluded.balls_for,
    runs_against = runs_against + excluded.runs_against, balls_against = balls_against + excluded.balls_against;
END;

CREATE TRIGGER team_matches_standings_out AFTER DELETE ON team_matches WHEN OLD.table_group IS NOT NULL
BEGIN
  UPDATE series_standings SET
    played = played - 1, won = won - (OLD.result = 'won' OR OLD.tie_break IS 'won'),
    lost = lost - (OLD.result = 'lost' OR OLD.tie_break IS 'lost'), tied = tied - (OLD.result = 'tied' AND OLD.tie_break IS NULL),
    no_result = no_result - (OLD.result = 'no result'), points = points - coalesce(OLD.points, 0),
    runs_for = runs_for - OLD.runs_for, balls_for = balls_for - OLD.balls_for,
    runs_against = runs_against - OLD.runs_against, balls_against = balls_against - OLD.balls_against
  WHERE series_id = OLD.series_id AND table_group = OLD.table_group AND team_id = OLD.team_id;
  DELETE FROM series_standings
  WHERE series_id = OLD.series_id AND table_group = OLD.table_group AND team_id = OLD.team_id AND played = 0;
END;

-- Ground records per format and gender, recomputed from its matches when one of them changes.
CREATE TABLE venue_records (
  venue_id INTEGER NOT NULL REFERENCES venues (id),
  match_type TEXT NOT NULL,
  gender TEXT NOT NULL,
  matches INTEGER NOT NULL,
  won_batting_first INTEGER NOT NULL,
  won_batting_second INTEGER NOT NULL,
  -- average first-innings score = first_innings_runs / first_innings
  first_innings_runs INTEGER NOT NULL,
  first_innings INTEGER NOT NULL,
  highest_total INTEGER,
  highest_match_id INTEGER,
  highest_team_id INTEGER,
  -- lowest completed (all out) total
  lowest_total INTEGER,
  lowest_match_id INTEGER,
  lowest_team_id INTEGER,
  PRIMARY KEY (venue_id, match_type, gender)
) STRICT;

CREATE TRIGGER team_matches_venue_in AFTER INSERT ON team_matches WHEN NEW.venue_id IS NOT NULL AND NEW.batted_first = 1
BEGIN
  DELETE FROM venue_records WHERE venue_id = NEW.venue_id AND match_type = NEW.match_type AND gender = NEW.gender;
  INSERT INTO venue_records
  SELECT NEW.venue_id, NEW.match_type, NEW.gender, count(*), coalesce(sum(t.result = 'won'), 0), coalesce(sum(t.result = 'lost'), 0),
    coalesce(sum(i.runs), 0), count(i.runs),
    h.runs, h.match_id, h.batting_team_id, l.runs, l.match_id, l.batting_team_id
  FROM team_matches t
  LEFT JOIN innings i ON i.match_id = t.match_id AND i.innings_no = 1
  LEFT JOIN (SELECT i.runs, i.match_id, i.batting_team_id FROM team_matches t JOIN innings i ON i.match_id = t.match_id
             WHERE t.venue_id = NEW.venue_id AND t.match_type = NEW.match_type AND t.gender = NEW.gender AND t.batted_first = 1
               AND i.super_over = 0 ORDER BY i.runs DESC, i.match_id LIMIT 1) h
  LEFT JOIN (SELECT i.runs, i.match_id, i.batting_team_id FROM team_matches t JOIN innings i ON i.match_id = t.match_id
             WHERE t.venue_id = NEW.venue_id AND t.match_type = NEW.match_type AND t.gender = NEW.gender AND t.batted_first = 1
               AND i.super_over = 0 AND i.all_out = 1 ORDER BY i.runs, i.match_id LIMIT 1) l
  WHERE t.venue_id = NEW.venue_id AND t.match_type = NEW.match_type AND t.gender = NEW.gender AND t.batted_first = 1;
END;

CREATE TRIGGER team_matches_venue_out AFTER DELETE ON team_matches WHEN OLD.venue_id IS NOT NULL AND OLD.batted_first = 1
BEGIN
  DELETE FROM venue_records WHERE venue_id = OLD.venue_id AND match_type = OLD.match_type AND gender = OLD.gender;
  INSERT INTO venue_records
  SELECT OLD.venue_id, OLD.match_type, OLD.gender, count(*), coalesce(sum(t.result = 'won'), 0), coalesce(sum(t.result = 'lost'), 0),
    coalesce(sum(i.runs), 0), count(i.runs),
    h.runs, h.match_id, h.batting_team_id, l.runs, l.match_id, l.batting_team_id
  FROM team_matches t
  LEFT JOIN innings i ON i.match_id = t.match_id AND i.innings_no = 1
  LEFT JOIN (SELECT i.runs, i.match_id, i.batting_team_id FROM team_matches t JOIN innings i ON i.match_id = t.match_id
             WHERE t.venue_id = OLD.venue_id AND t.match_type = OLD.match_type AND t.gender = OLD.gender AND t.batted_first = 1
               AND i.super_over = 0 ORDER BY i.runs DESC, i.match_id LIMIT 1) h
  LEFT JOIN (SELECT i.runs, i.match_id, i.batting_team_id FROM team_matches t JOIN innings i ON i.match_id = t.match_id
             WHERE t.venue_id = OLD.venue_id AND t.match_type = OLD.match_type AND t.gender = OLD.gender AND t.batted_first = 1
               AND i.super_over = 0 AND i.all_out = 1 ORDER BY i.runs, i.match_id LIMIT 1) l
  WHERE t.venue_id = OLD.venue_id AND t.match_type = OLD.match_type AND t.gender = OLD.gender AND t.batted_first = 1
  HAVING count(*) > 0;
END;

-- Matches imported before this migration have none of the rows above: the next `npm run import`
-- imports every file again (same code path, same transaction per match).
DELETE FROM imported_files WHERE key <> 'register';
