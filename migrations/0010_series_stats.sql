-- A series' Stats tab reads its players' innings lines.
CREATE INDEX player_innings_series ON player_innings (series_id);
