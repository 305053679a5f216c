-- The newsroom (issue 14): editors' stories gain a life cycle, a category, a Markdown body kept
-- with its server-sanitised HTML, tags, topics and links to a team and a player; topics are new.
-- A story is public when status = 'published' and published_time <= now ("scheduled" is a
-- published story whose time is still ahead: readers filter by time, so it appears on its own).
-- Rows written before this migration stay published, as they were.
ALTER TABLE site_stories ADD COLUMN status TEXT NOT NULL DEFAULT 'published' CHECK (status IN ('draft', 'published', 'unpublished'));
ALTER TABLE site_stories ADD COLUMN category TEXT NOT NULL DEFAULT 'News';
ALTER TABLE site_stories ADD COLUMN byline TEXT NOT NULL DEFAULT '';
ALTER TABLE site_stories ADD COLUMN body_markdown TEXT; -- the editor's source; NULL: body holds plain paragraphs (older rows)
ALTER TABLE site_stories ADD COLUMN body_html TEXT; -- body_markdown rendered and sanitised when saved
ALTER TABLE site_stories ADD COLUMN tags TEXT NOT NULL DEFAULT '[]'; -- JSON array of strings
ALTER TABLE site_stories ADD COLUMN team_id INTEGER;
ALTER TABLE site_stories ADD COLUMN player_id TEXT;
ALTER TABLE site_stories ADD COLUMN updated_time INTEGER; -- UTC ms of the last save after publishing
CREATE INDEX site_stories_section ON site_stories (status, category, published_time);
CREATE INDEX site_stories_public ON site_stories (status, published_time);

CREATE TABLE site_topics (
  id INTEGER PRIMARY KEY,
  headline TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT ''
) STRICT;

CREATE TABLE site_story_topics (
  story_id INTEGER NOT NULL REFERENCES site_stories (id) ON DELETE CASCADE,
  topic_id INTEGER NOT NULL REFERENCES site_topics (id) ON DELETE CASCADE,
  PRIMARY KEY (topic_id, story_id)
) STRICT, WITHOUT ROWID;
CREATE INDEX site_story_topics_story ON site_story_topics (story_id);

-- Edge-cached pages are keyed to the site's version (0018): topics and their stories bump it too.
CREATE TRIGGER site_topics_insert_bumps_site_version AFTER INSERT ON site_topics
BEGIN
  UPDATE site_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER site_topics_update_bumps_site_version AFTER UPDATE ON site_topics
BEGIN
  UPDATE site_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER site_topics_delete_bumps_site_version AFTER DELETE ON site_topics
BEGIN
  UPDATE site_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER site_story_topics_insert_bumps_site_version AFTER INSERT ON site_story_topics
BEGIN
  UPDATE site_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER site_story_topics_delete_bumps_site_version AFTER DELETE ON site_story_topics
BEGIN
  UPDATE site_version SET version = version + 1 WHERE id = 1;
END;

-- The desk sends a key with each new story: a form sent twice stores one story (idempotent create).
ALTER TABLE site_stories ADD COLUMN desk_key TEXT;
CREATE UNIQUE INDEX site_stories_desk_key ON site_stories (desk_key) WHERE desk_key IS NOT NULL;
