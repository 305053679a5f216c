-- Cricket data: the Cricsheet model (cricsheet.org/format/json; read by app/data/cricsheet.ts) in relational form.
-- Times are UTC epoch milliseconds; Cricsheet's calendar dates are kept as ISO text.

-- People from Cricsheet's register (register/people.csv); the id is the registry identifier.
CREATE TABLE people (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  unique_name TEXT NOT NULL,
  key_cricbuzz TEXT,
  key_cricinfo TEXT,
  -- every other key of the register (bcci, bigbash, cricheroes, opta, pulse, …) as a JSON object
  other_keys TEXT NOT NULL DEFAULT '{}'
) STRICT;
CREATE INDEX people_key_cricbuzz ON people (key_cricbuzz) WHERE key_cricbuzz IS NOT NULL;
CREATE INDEX people_key_cricinfo ON people (key_cricinfo) WHERE key_cricinfo IS NOT NULL;
CREATE INDEX people_name ON people (name);

-- Alternative names a person appeared under (register/names.csv).
CREATE TABLE person_names (
  person_id TEXT NOT NULL REFERENCES people (id),
  name TEXT NOT NULL,
  PRIMARY KEY (person_id, name)
) STRICT;

-- A team as Cricsheet names it; "India" men and "India" women are different teams.
CREATE TABLE teams (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  gender TEXT NOT NULL CHECK (gender IN ('male', 'female')),
  team_type TEXT NOT NULL CHECK (team_type IN ('international', 'club')),
  short_name TEXT NOT NULL,
  UNIQUE (name, gender, team_type)
) STRICT;

-- A ground. Cricsheet spells grounds in several ways; spellings whose normalised name and city
-- agree are one venue (venue_spellings keeps each spelling).
CREATE TABLE venues (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  city TEXT,
  country TEXT,
  time_zone TEXT NOT NULL DEFAULT 'UTC',
  dedupe_key TEXT NOT NULL UNIQUE
) STRICT;

CREATE TABLE venue_spellings (
  name TEXT NOT NULL,
  city TEXT NOT NULL DEFAULT '',
  venue_id INTEGER NOT NULL REFERENCES venues (id),
  PRIMARY KEY (name, city)
) STRICT;

-- A series is one event in one season (e.g. "Indian Premier League" 2025).
CREATE TABLE series (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  season TEXT NOT NULL,
  gender TEXT NOT NULL,
  team_type TEXT NOT NULL,
  start_date TEXT,
  end_date TEXT,
  UNIQUE (name, season, gender)
) STRICT;

CREATE TABLE matches (
  id INTEGER PRIMARY KEY, -- the Cricsheet match id (shared with ESPNcricinfo)
  series_id INTEGER NOT NULL REFERENCES series (id),
  match_number INTEGER,
  event_group TEXT,
  event_stage TEXT,
  event_sub_name TEXT,
  match_type TEXT NOT NULL,
  match_type_number INTEGER,
  gender TEXT NOT NULL,
  team_type TEXT NOT NULL,
  season TEXT NOT NULL,
  team1_id INTEGER NOT NULL REFERENCES teams (id),
  team2_id INTEGER NOT NULL REFERENCES teams (id),
  venue_id INTEGER REFERENCES venues (id),
  start_date TEXT NOT NULL,
  end_date TEXT NOT NULL,
  dates TEXT NOT NULL, -- JSON array of playing days
  -- Scheduled start in UTC ms. Cricsheet has dates only: the importer assumes the format's usual
  -- local start (app/cricket/schedule.ts); the scoring API sets the real one.
  start_time INTEGER NOT NULL,
  balls_per_over INTEGER NOT NULL DEFAULT 6,
  overs INTEGER, -- scheduled overs per innings; NULL for Tests
  toss_winner_id INTEGER REFERENCES teams (id),
  toss_decision TEXT CHECK (toss_decision IN ('bat', 'field')),
  -- recorded outcome
  winner_id INTEGER REFERENCES teams (id),
  by_runs INTEGER,
  by_wickets INTEGER,
  by_innings INTEGER,
  result TEXT CHECK (result IN ('tie', 'no result', 'draw')),
  method TEXT,
  eliminator_id INTEGER REFERENCES teams (id),
  player_of_match TEXT NOT NULL DEFAULT '[]', -- JSON array of person ids
  missing TEXT, -- JSON: data Cricsheet knows is missing
  supersubs TEXT, -- JSON, old formats
  bowl_out TEXT, -- JSON, old formats
  state TEXT NOT NULL DEFAULT 'Complete',
  -- provenance
  source TEXT NOT NULL DEFAULT 'cricsheet', -- 'cricsheet' | 'scoring'
  data_version TEXT,
  revision INTEGER NOT NULL DEFAULT 0,
  created TEXT,
  content_hash TEXT
) STRICT;
CREATE INDEX matches_series ON matches (series_id, start_date);
CREATE INDEX matches_start ON matches (start_date);
CREATE INDEX matches_team1 ON matches (team1_id);
CREATE INDEX matches_team2 ON matches (team2_id);

CREATE TABLE match_officials (
  match_id INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
  role TEXT NOT NULL CHECK (role IN ('umpire', 'tv_umpire', 'reserve_umpire', 'match_referee')),
  ordinal INTEGER NOT NULL,
  person_id TEXT NOT NULL,
  name TEXT NOT NULL, -- the name this match's file uses
  PRIMARY KEY (match_id, role, ordinal)
) STRICT;

-- Squads: the playing XI plus substitutes who took part, in Cricsheet's order.
CREATE TABLE match_players (
  match_id INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
  team_id INTEGER NOT NULL REFERENCES teams (id),
  ordinal INTEGER NOT NULL,
  person_id TEXT NOT NULL,
  name TEXT NOT NULL, -- the name this match's file uses
  PRIMARY KEY (match_id, team_id, ordinal)
) STRICT;
CREATE INDEX match_players_person ON match_players (person_id);

-- Impact players, concussion and other replacements (match-level), with the ball they came in on.
CREATE TABLE match_replacements (
  match_id INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
  innings_no INTEGER NOT NULL,
  seq INTEGER NOT NULL,
  ordinal INTEGER NOT NULL,
  team_id INTEGER NOT NULL REFERENCES teams (id),
  in_id TEXT NOT NULL,
  out_id TEXT NOT NULL,
  reason TEXT NOT NULL,
  PRIMARY KEY (match_id, innings_no, seq, ordinal)
) STRICT;

CREATE TABLE innings (
  match_id INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
  innings_no INTEGER NOT NULL, -- 1-based, in playing order; super overs follow the main innings
  batting_team_id INTEGER NOT NULL REFERENCES teams (id),
  bowling_team_id INTEGER NOT NULL REFERENCES teams (id),
  super_over INTEGER NOT NULL DEFAULT 0,
  declared INTEGER NOT NULL DEFAULT 0,
  forfeited INTEGER NOT NULL DEFAULT 0,
  target_runs INTEGER,
  target_overs REAL,
  penalty_pre INTEGER NOT NULL DEFAULT 0,
  penalty_post INTEGER NOT NULL DEFAULT 0,
  absent_hurt TEXT NOT NULL DEFAULT '[]', -- JSON array of person ids
  miscounted_overs TEXT, -- JSON as in Cricsheet
  -- derived by app/cricket at write time so lists need no ball-by-ball work
  runs INTEGER NOT NULL DEFAULT 0,
  wickets INTEGER NOT NULL DEFAULT 0,
  legal_balls INTEGER NOT NULL DEFAULT 0,
  over_sizes TEXT NOT NULL DEFAULT '[]', -- JSON: deliveries in each over, for the match timeline
  PRIMARY KEY (match_id, innings_no)
) STRICT;

-- One row per ball bowled, wides and no-balls included, in bowling order (seq).
CREATE TABLE deliveries (
  match_id INTEGER NOT NULL,
  innings_no INTEGER NOT NULL,
  seq INTEGER NOT NULL,
  over_no INTEGER NOT NULL, -- 0-based, as Cricsheet
  batter_id TEXT NOT NULL,
  bowler_id TEXT NOT NULL,
  non_striker_id TEXT NOT NULL,
  runs_batter INTEGER NOT NULL,
  runs_extras INTEGER NOT NULL,
  runs_total INTEGER NOT NULL,
  non_boundary INTEGER NOT NULL DEFAULT 0,
  wides INTEGER NOT NULL DEFAULT 0,
  noballs INTEGER NOT NULL DEFAULT 0,
  byes INTEGER NOT NULL DEFAULT 0,
  legbyes INTEGER NOT NULL DEFAULT 0,
  penalty INTEGER NOT NULL DEFAULT 0,
  review_by TEXT,
  review_umpire_id TEXT,
  review_batter_id TEXT,
  review_decision TEXT,
  review_type TEXT,
  review_umpires_call INTEGER,
  replacements TEXT, -- JSON {match?, role?} with person ids, as Cricsheet
  bowled_at INTEGER, -- UTC ms when known (scored live)
  PRIMARY KEY (match_id, innings_no, seq),
  FOREIGN KEY (match_id, innings_no) REFERENCES innings (match_id, innings_no) ON DELETE CASCADE
) STRICT, WITHOUT ROWID;
CREATE INDEX deliveries_batter ON deliveries (batter_id);
CREATE INDEX deliveries_bowler ON deliveries (bowler_id);

CREATE TABLE wickets (
  match_id INTEGER NOT NULL,
  innings_no INTEGER NOT NULL,
  seq INTEGER NOT NULL,
  ordinal INTEGER NOT NULL,
  player_out_id TEXT NOT NULL,
  kind TEXT NOT NULL,
  fielders TEXT NOT NULL DEFAULT '[]', -- JSON [{id?, substitute?}]
  PRIMARY KEY (match_id, innings_no, seq, ordinal),
  FOREIGN KEY (match_id, innings_no, seq) REFERENCES deliveries (match_id, innings_no, seq) ON DELETE CASCADE
) STRICT, WITHOUT ROWID;
CREATE INDEX wickets_player_out ON wickets (player_out_id);

CREATE TABLE powerplays (
  match_id INTEGER NOT NULL,
  innings_no INTEGER NOT NULL,
  ordinal INTEGER NOT NULL,
  from_over REAL NOT NULL, -- over.ball notation, e.g. 0.1
  to_over REAL NOT NULL, -- e.g. 5.6
  type TEXT NOT NULL,
  PRIMARY KEY (match_id, innings_no, ordinal),
  FOREIGN KEY (match_id, innings_no) REFERENCES innings (match_id, innings_no) ON DELETE CASCADE
) STRICT;

-- What the importer has already loaded, so a second run changes nothing.
CREATE TABLE imported_files (
  key TEXT PRIMARY KEY, -- 'register' or the match id
  content_hash TEXT NOT NULL,
  revision INTEGER NOT NULL DEFAULT 0,
  path TEXT NOT NULL
) STRICT;
