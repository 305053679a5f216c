-- The stats query's sides' totals (issue 35, decision 063): player_series_totals' sums per team,
-- series, format and calendar year, a match counted once per side across its players. A query
-- grouped by team (or by year for one team) reads these instead of every line of a format. Kept
-- by the same due list: a due series is read from its lines until the import's last step sums it.
CREATE TABLE team_series_totals (
  team_id INTEGER NOT NULL,
  series_id INTEGER NOT NULL,
  match_type TEXT NOT NULL,
  team_type TEXT NOT NULL,
  format TEXT NOT NULL,
  gender TEXT NOT NULL,
  year TEXT NOT NULL,
  bat_matches INTEGER NOT NULL,
  bat_innings INTEGER NOT NULL,
  notouts INTEGER,
  runs INTEGER,
  high INTEGER,
  balls INTEGER,
  hundreds INTEGER,
  fifties INTEGER,
  fours INTEGER,
  sixes INTEGER,
  bowl_matches INTEGER NOT NULL,
  bowl_innings INTEGER NOT NULL,
  bowl_balls INTEGER,
  maidens INTEGER,
  conceded INTEGER,
  wickets INTEGER,
  fivewickets INTEGER,
  field_matches INTEGER NOT NULL,
  field_innings INTEGER NOT NULL,
  catches INTEGER,
  stumpings INTEGER,
  runouts INTEGER,
  PRIMARY KEY (series_id, team_id, match_type, year)
) STRICT, WITHOUT ROWID;
CREATE INDEX team_series_totals_format ON team_series_totals (format, gender, year);
CREATE INDEX team_series_totals_team ON team_series_totals (team_id, format, year);

-- Every stored series is summed again at the next import's end (its sides' totals with it).
INSERT OR IGNORE INTO player_series_totals_due (series_id) SELECT DISTINCT series_id FROM player_innings;
