-- Live scoring (workers/api/scoring.ts, workers/live/match-room.ts): matches created through the
-- scoring API keep matches.source = 'scoring' and their live state in matches.state; their balls go
-- into the same deliveries / wickets / innings tables as imported ones (bowled_at set).

-- One row per match created through the scoring API. No foreign key: this row is the first
-- statement of the creating batch, so a clash on the id aborts the whole batch.
CREATE TABLE scoring_matches (
  match_id INTEGER PRIMARY KEY,
  -- Cricsheet's info.registry.people of the creating request: name → person id
  registry TEXT NOT NULL DEFAULT '{}',
  -- the scorer's words for the status line while play is held up ("Rain delay"); NULL otherwise
  status_note TEXT,
  -- Idempotency-Key of the creating request, so a retried create returns the same match
  create_key TEXT UNIQUE,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
) STRICT;

-- Scorer tokens: one or more per match, created by an admin. Only the SHA-256 of a token is kept.
CREATE TABLE scorer_tokens (
  token_hash TEXT PRIMARY KEY,
  match_id INTEGER NOT NULL,
  label TEXT,
  created_at INTEGER NOT NULL,
  revoked_at INTEGER
) STRICT;
CREATE INDEX scorer_tokens_match ON scorer_tokens (match_id);

-- Innings of scored matches that the scorer has closed (end of innings, declaration, result).
CREATE TABLE scoring_innings (
  match_id INTEGER NOT NULL,
  innings_no INTEGER NOT NULL,
  closed INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (match_id, innings_no),
  FOREIGN KEY (match_id, innings_no) REFERENCES innings (match_id, innings_no) ON DELETE CASCADE
) STRICT;
