-- The stats query (issue 35, decision 054) filters the per-match lines by format and dates before
-- it groups them: without this index every query read all of player_innings through the career index.
CREATE INDEX player_innings_format_date ON player_innings (match_type, start_date);
