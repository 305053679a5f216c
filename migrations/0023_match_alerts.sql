-- Match alerts by Web Push (docs/decisions/028-match-alerts.md).

-- A browser's push subscription: where to send (the push service's endpoint, one row each) and the
-- keys to encrypt for (RFC 8291). user_id is set when a signed-in user followed (the profile lists
-- their follows); anonymous followers have none. vapid_key is the application server key the
-- browser subscribed with: messages are signed with its pair.
CREATE TABLE push_subscriptions (
  id INTEGER PRIMARY KEY,
  endpoint TEXT NOT NULL UNIQUE,
  p256dh TEXT NOT NULL,
  auth TEXT NOT NULL,
  vapid_key TEXT NOT NULL,
  user_id TEXT REFERENCES auth_user (id) ON DELETE SET NULL,
  created_at INTEGER NOT NULL
) STRICT;
CREATE INDEX push_subscriptions_user ON push_subscriptions (user_id);

-- A subscription following a match, for the kinds of event chosen (a bit mask of ALERT_KINDS:
-- app/backend/alerts/kinds.ts). The consumer reads a match's followers by the primary key.
CREATE TABLE match_follows (
  match_id INTEGER NOT NULL,
  subscription_id INTEGER NOT NULL REFERENCES push_subscriptions (id) ON DELETE CASCADE,
  events INTEGER NOT NULL CHECK (events > 0),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (match_id, subscription_id)
) STRICT, WITHOUT ROWID;
CREATE INDEX match_follows_subscription ON match_follows (subscription_id);
