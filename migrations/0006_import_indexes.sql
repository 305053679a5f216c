-- Deliveries are read a match at a time (by primary key), never by player: careers will read
-- stored per-player lines, so per-player indexes on 2 million balls only slow every import.
DROP INDEX deliveries_batter;
DROP INDEX deliveries_bowler;
DROP INDEX wickets_player_out;
