-- The stats query's partnerships view (issue 35, decision 063): one row per stand of a main
-- innings, derived from the balls by the core (app/cricket/aggregates.ts, partnershipLines) and
-- written in the match's own batch with its player lines, so it is replaced whenever the match is.
CREATE TABLE partnerships (
  match_id INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
  innings_no INTEGER NOT NULL,
  -- 1-based order in the innings: a retirement makes two stands of one wicket
  stand_no INTEGER NOT NULL,
  wicket INTEGER NOT NULL,
  team_id INTEGER NOT NULL REFERENCES teams (id),
  -- the match's, copied as player_innings does (and its gender), so a format and years are one index range
  match_type TEXT NOT NULL,
  team_type TEXT NOT NULL,
  gender TEXT NOT NULL,
  series_id INTEGER NOT NULL REFERENCES series (id),
  start_date TEXT NOT NULL,
  -- the batter who came in first, first
  batter1 TEXT NOT NULL,
  batter2 TEXT NOT NULL,
  runs INTEGER NOT NULL,
  balls INTEGER NOT NULL,
  runs1 INTEGER NOT NULL,
  balls1 INTEGER NOT NULL,
  runs2 INTEGER NOT NULL,
  balls2 INTEGER NOT NULL,
  -- 1: not ended by a dismissal (together at the end, or one of the pair retired)
  unbroken INTEGER NOT NULL,
  -- the two batters' ids in sorted order, joined by a comma: the pair whichever came in first
  pair TEXT NOT NULL,
  PRIMARY KEY (match_id, innings_no, stand_no)
) STRICT, WITHOUT ROWID;
CREATE INDEX partnerships_format_date ON partnerships (match_type, start_date);
-- A format's stands by pair read in pair order from the index alone (no sort to group, no row
-- lookups): 30,000 Test stands since 2001 in ≈ 20 ms rather than ≈ 70 ms.
CREATE INDEX partnerships_pair ON partnerships (match_type, gender, pair, start_date, team_id, team_type, series_id, runs, balls, unbroken);
-- The highest stands of a format, best first: a list read in runs order, stopping at a page.
CREATE INDEX partnerships_format_runs ON partnerships (match_type, gender, runs);
CREATE INDEX partnerships_team ON partnerships (team_id, match_type, start_date);
CREATE INDEX partnerships_series ON partnerships (series_id);
CREATE INDEX partnerships_batter1 ON partnerships (batter1, match_type);
CREATE INDEX partnerships_batter2 ON partnerships (batter2, match_type);

-- Home and away (decision 063): the grounds that are a side's home — an international side's
-- (its country's grounds, data/grounds.csv fills the countries Cricsheet's cities do not give)
-- and a league side's (data/venues.csv's sides based at a ground). Filled again at each import's
-- last step, as a few thousand rows from teams and venues.
CREATE TABLE team_home_grounds (
  team_id INTEGER NOT NULL REFERENCES teams (id),
  venue_id INTEGER NOT NULL REFERENCES venues (id),
  PRIMARY KEY (team_id, venue_id)
) STRICT, WITHOUT ROWID;

-- Stored matches have no partnerships yet: the next import writes every match again (its files
-- are no longer known as imported), which fills them.
DELETE FROM imported_files;
