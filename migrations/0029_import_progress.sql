-- The import's progress (decision 039): a first `npm start` serves the site once the bundle is in and
-- imports the rest behind it. The site shows this row while an import runs, and a cached data read
-- older than `changed_at` is read again, so pages fill in as the data arrives.
CREATE TABLE import_progress (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  state TEXT NOT NULL CHECK (state IN ('idle', 'running')),
  done INTEGER NOT NULL DEFAULT 0,   -- files read of this run
  total INTEGER NOT NULL DEFAULT 0,  -- files in this run
  started_at INTEGER,                -- UTC ms
  beat_at INTEGER,                   -- UTC ms of the running import's last report: a killed one goes quiet
  changed_at INTEGER NOT NULL DEFAULT 0, -- UTC ms of the last import write that pages can see
  -- 1 once a match or fixture was written and until the ratings are computed again: a run stopped
  -- before its ratings leaves them due for the next, which may find every file unchanged
  ratings_due INTEGER NOT NULL DEFAULT 1
) STRICT;
INSERT INTO import_progress (id, state) VALUES (1, 'idle');
