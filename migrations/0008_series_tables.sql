-- A series page reads its matches' team lines (its league tables with each team's matches).
CREATE INDEX team_matches_series ON team_matches (series_id);
