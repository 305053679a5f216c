-- Admin sessions end when their admin signs out (issue 16): the signed cookie value's hash is
-- kept here until the cookie would have expired anyway; a listed session is refused at once.
CREATE TABLE revoked_admin_sessions (
  value_hash TEXT PRIMARY KEY,
  expires_at INTEGER NOT NULL
);
CREATE INDEX revoked_admin_sessions_expiry ON revoked_admin_sessions (expires_at);
