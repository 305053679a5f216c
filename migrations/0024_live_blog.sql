-- Live blog entries written by editors for a match (issue 14): its Live Blog tab lists them, newest
-- first, and open match pages are told through the match room (app/backend/live-blog.server.ts).
CREATE TABLE live_blog_entries (
  id INTEGER PRIMARY KEY,
  match_id INTEGER NOT NULL,
  body_markdown TEXT NOT NULL,
  -- sanitised when saved (app/backend/sanitize.server.ts): what the tab prints
  body_html TEXT NOT NULL,
  author TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  -- the desk form's token: a form sent twice stores one entry
  client_token TEXT NOT NULL UNIQUE
);
CREATE INDEX live_blog_by_match ON live_blog_entries (match_id, id DESC);

-- Entries are on public pages (a finished match's page is kept long at the edge): a change bumps
-- the site's version (0018).
CREATE TRIGGER live_blog_insert_bumps_site_version AFTER INSERT ON live_blog_entries
BEGIN
  UPDATE site_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER live_blog_update_bumps_site_version AFTER UPDATE ON live_blog_entries
BEGIN
  UPDATE site_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER live_blog_delete_bumps_site_version AFTER DELETE ON live_blog_entries
BEGIN
  UPDATE site_version SET version = version + 1 WHERE id = 1;
END;
