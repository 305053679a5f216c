-- The stats query's totals (issue 35, decision 059): one row per player, team, series, format and
-- calendar year, summed from player_innings. A query that groups by player,
-- team or year over a whole format reads these (≈ one row per player per series) instead of every
-- innings line. Kept right whichever way lines change: a trigger marks a series whose lines
-- changed as due; a due series is read from its lines until the import's last step (or the
-- tools Worker's /stats-totals) sums it again.
CREATE TABLE player_series_totals (
  person_id TEXT NOT NULL,
  team_id INTEGER NOT NULL,
  series_id INTEGER NOT NULL,
  match_type TEXT NOT NULL,
  team_type TEXT NOT NULL,
  -- the stats query's format: test, odi, t20i, ipl, other-t20 or other
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
  PRIMARY KEY (series_id, person_id, team_id, match_type, year)
) STRICT, WITHOUT ROWID;
CREATE INDEX player_series_totals_format ON player_series_totals (format, gender, year);

-- Series whose lines changed since their totals were summed: read from their lines meanwhile.
CREATE TABLE player_series_totals_due (series_id INTEGER PRIMARY KEY) STRICT;

CREATE TRIGGER player_innings_totals_due_in AFTER INSERT ON player_innings
BEGIN
  INSERT OR IGNORE INTO player_series_totals_due (series_id) VALUES (NEW.series_id);
END;
CREATE TRIGGER player_innings_totals_due_out AFTER DELETE ON player_innings
BEGIN
  INSERT OR IGNORE INTO player_series_totals_due (series_id) VALUES (OLD.series_id);
END;
CREATE TRIGGER player_innings_totals_due_change AFTER UPDATE ON player_innings
BEGIN
  INSERT OR IGNORE INTO player_series_totals_due (series_id) VALUES (OLD.series_id);
  INSERT OR IGNORE INTO player_series_totals_due (series_id) VALUES (NEW.series_id);
END;

-- What is stored already is summed at the next import's end.
INSERT OR IGNORE INTO player_series_totals_due (series_id) SELECT DISTINCT series_id FROM player_innings;

-- A team's questions the totals cannot answer (by opposition, ground, result) read its own lines,
-- not every line of the format.
CREATE INDEX player_innings_team ON player_innings (team_id, match_type, start_date);
