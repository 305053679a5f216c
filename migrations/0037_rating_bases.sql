-- One present for the rankings (issue 31, decision 056): a list counts no match the demo clock has
-- not finished, so each set of replayed seasons has its own lists. `basis` names the matches left
-- out: 'all' (none: the clock is off) or 'without-<key>' (every match of the replayed seasons, whose
-- names the key hashes; app/data/demo-clock.ts rankingBasis). The import stores the lists of the
-- bases it knows (clock off, the committed plan, its own settings); another basis is computed the
-- first time it is read and kept. Rows are rewritten whole by each import.
DROP TABLE ratings;
CREATE TABLE ratings (
  basis TEXT NOT NULL,
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
  -- the day the list stands on: the latest match it counts
  as_of TEXT NOT NULL,
  PRIMARY KEY (basis, gender, format, list, position)
) STRICT, WITHOUT ROWID;

-- A format and gender's lists computed on a basis (present even when they are empty), and what
-- they count: the matches, their first and last day, and the matches of the basis's seasons left out.
CREATE TABLE rating_lists (
  basis TEXT NOT NULL,
  gender TEXT NOT NULL,
  format TEXT NOT NULL,
  matches INTEGER NOT NULL,
  first_day TEXT,
  last_day TEXT,
  left_out INTEGER NOT NULL,
  PRIMARY KEY (basis, gender, format)
) STRICT, WITHOUT ROWID;

-- The lists are due again: the next import computes them on every basis it knows.
UPDATE import_progress SET ratings_due = 1 WHERE id = 1;
