-- Cricket Edge ratings (issue 13, docs/ratings.md): the rankings pages' lists, computed at the end
-- of an import by a chronological fold over every stored result and innings line
-- (app/cricket/ratings*.ts; workers/ingest POST /ratings) and stored whole, so a page is one
-- index range. Each list is replaced in one batch; a re-import writes the same rows again.
CREATE TABLE ratings (
  -- 'men' | 'women'
  gender TEXT NOT NULL,
  -- 'test' | 'odi' | 't20'
  format TEXT NOT NULL,
  -- 'batting' | 'bowling' | 'all-rounder' | 'teams'
  list TEXT NOT NULL,
  position INTEGER NOT NULL,
  -- a player's register id, or a team's id as text
  subject TEXT NOT NULL,
  -- the player's side in his latest match of the format, or the team itself
  team_id INTEGER NOT NULL REFERENCES teams (id),
  rating INTEGER NOT NULL,
  -- teams: their weighted points; players: NULL
  points INTEGER,
  -- the position TREND_DAYS (30) before as_of; NULL when not ranked then
  previous_position INTEGER,
  -- the day the list stands on: the latest match of the format and gender in the data
  as_of TEXT NOT NULL,
  PRIMARY KEY (gender, format, list, position)
) STRICT, WITHOUT ROWID;
