-- Accounts (issue 15, docs/decisions/025-accounts.md). The four auth_* tables are better-auth's
-- (its field names, camelCase; dates as ISO text, booleans as 0/1, as its D1 adapter writes them);
-- the rest are the site's own.

CREATE TABLE auth_user (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  email TEXT NOT NULL UNIQUE,
  emailVerified INTEGER NOT NULL DEFAULT 0,
  image TEXT,
  createdAt TEXT NOT NULL,
  updatedAt TEXT NOT NULL,
  -- +91XXXXXXXXXX (normalised), unique when present; better-auth's phone-number plugin reads these
  phoneNumber TEXT UNIQUE,
  phoneNumberVerified INTEGER NOT NULL DEFAULT 0,
  role TEXT NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'editor', 'admin')),
  -- the privacy policy and terms version the user accepted at sign-up, and when
  acceptedPolicyVersion TEXT,
  acceptedPolicyAt TEXT,
  referCode TEXT
);

CREATE TABLE auth_session (
  id TEXT PRIMARY KEY,
  expiresAt TEXT NOT NULL,
  token TEXT NOT NULL UNIQUE,
  createdAt TEXT NOT NULL,
  updatedAt TEXT NOT NULL,
  ipAddress TEXT,
  userAgent TEXT,
  userId TEXT NOT NULL REFERENCES auth_user (id) ON DELETE CASCADE
);
CREATE INDEX auth_session_user ON auth_session (userId);

CREATE TABLE auth_account (
  id TEXT PRIMARY KEY,
  accountId TEXT NOT NULL,
  providerId TEXT NOT NULL,
  userId TEXT NOT NULL REFERENCES auth_user (id) ON DELETE CASCADE,
  accessToken TEXT,
  refreshToken TEXT,
  idToken TEXT,
  accessTokenExpiresAt TEXT,
  refreshTokenExpiresAt TEXT,
  scope TEXT,
  password TEXT,
  createdAt TEXT NOT NULL,
  updatedAt TEXT NOT NULL
);
CREATE INDEX auth_account_user ON auth_account (userId);

-- OTPs and verification tokens (hashed by better-auth), each with its expiry
CREATE TABLE auth_verification (
  id TEXT PRIMARY KEY,
  identifier TEXT NOT NULL,
  value TEXT NOT NULL,
  expiresAt TEXT NOT NULL,
  createdAt TEXT NOT NULL,
  updatedAt TEXT NOT NULL
);
CREATE INDEX auth_verification_identifier ON auth_verification (identifier);

-- Referral codes a sign-up may carry ('Invalid referral code' for anything else)
CREATE TABLE refer_codes (
  code TEXT PRIMARY KEY,
  is_active INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1))
) STRICT;

-- Get Support requests (topics: docs/product/site-and-accounts.md#accounts)
CREATE TABLE support_requests (
  id INTEGER PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES auth_user (id) ON DELETE CASCADE,
  topic TEXT NOT NULL CHECK (topic IN ('Content', 'Notifications', 'Others')),
  subject TEXT NOT NULL,
  email TEXT NOT NULL,
  issue TEXT NOT NULL,
  created_at INTEGER NOT NULL
) STRICT;
CREATE INDEX support_requests_user ON support_requests (user_id);

-- Messages (OTPs, verification mail) kept instead of sent: local development and tests only
-- (app/backend/accounts/sender.server.ts); a deployment sends through its configured API.
CREATE TABLE outbox (
  id INTEGER PRIMARY KEY,
  channel TEXT NOT NULL CHECK (channel IN ('email', 'sms')),
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at INTEGER NOT NULL
) STRICT;
CREATE INDEX outbox_recipient ON outbox (recipient, id);
