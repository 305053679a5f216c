-- Policies, enquiries and videos (issue 14, part 3; docs/decisions/022-info-pages-and-inbox.md).
-- Read and written through app/backend/policies.server.ts, enquiries.server.ts and videos.server.ts.

-- Privacy policy and terms of use: every save is a new version (nothing is overwritten); a page
-- shows the latest published version of its kind. content_html is stored already sanitised.
CREATE TABLE policy_versions (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('privacy', 'terms')),
  version INTEGER NOT NULL CHECK (version > 0),
  content_html TEXT NOT NULL,
  client_token TEXT NOT NULL UNIQUE, -- the editor's form token: a double submit stores one version
  created_at INTEGER NOT NULL, -- UTC ms
  published_at INTEGER, -- UTC ms; NULL: a draft
  UNIQUE (kind, version)
) STRICT;
CREATE INDEX policy_versions_published ON policy_versions (kind, published_at);

-- Advertise enquiries and feedback, answered from /admin/inbox. Never deleted by the site.
CREATE TABLE enquiries (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('advertise', 'feedback')),
  client_token TEXT NOT NULL UNIQUE, -- the form's token (or a hash of what was sent): a double submit stores one row
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  mobile TEXT NOT NULL DEFAULT '',
  company TEXT NOT NULL DEFAULT '',
  city TEXT NOT NULL DEFAULT '',
  subject TEXT NOT NULL,
  message TEXT NOT NULL, -- advertise: the requirements
  screenshot_key TEXT, -- R2 key (feedback/…), private: served to the inbox only
  screenshot_type TEXT,
  status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'answered', 'closed')),
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
) STRICT;
CREATE INDEX enquiries_status ON enquiries (status, created_at);

-- Editors' videos (/cricket-videos and home's Featured Videos). watch_url: a page on an allowed
-- video host or on this site; embed_url: an allowed player address (app/backend/videos.server.ts).
CREATE TABLE videos (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  label TEXT NOT NULL DEFAULT '',
  thumbnail_url TEXT,
  watch_url TEXT NOT NULL,
  embed_url TEXT,
  position INTEGER NOT NULL DEFAULT 0,
  is_active INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1)),
  published_time INTEGER NOT NULL, -- UTC ms
  client_token TEXT UNIQUE
) STRICT;
CREATE INDEX videos_order ON videos (is_active, position, published_time);

-- One source for Featured Videos: the home page's CMS slot moves here, rows kept as they were.
INSERT INTO videos (title, label, thumbnail_url, watch_url, position, is_active, published_time)
  SELECT title, label, image_url, link_url, position, is_active, 0 FROM site_content WHERE slot = 'featured-videos';
DELETE FROM site_content WHERE slot = 'featured-videos';

-- Published policies and videos are on public pages: a change bumps the site's version (0018).
CREATE TRIGGER policy_versions_insert_bumps_site_version AFTER INSERT ON policy_versions
BEGIN
  UPDATE site_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER policy_versions_update_bumps_site_version AFTER UPDATE ON policy_versions
BEGIN
  UPDATE site_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER policy_versions_delete_bumps_site_version AFTER DELETE ON policy_versions
BEGIN
  UPDATE site_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER videos_insert_bumps_site_version AFTER INSERT ON videos
BEGIN
  UPDATE site_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER videos_update_bumps_site_version AFTER UPDATE ON videos
BEGIN
  UPDATE site_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER videos_delete_bumps_site_version AFTER DELETE ON videos
BEGIN
  UPDATE site_version SET version = version + 1 WHERE id = 1;
END;
