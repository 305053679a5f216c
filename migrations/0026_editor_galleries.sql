-- Editors' photo galleries (issue 14, docs/decisions/029-editors-galleries.md). A gallery's public id
-- is 900,000,000 + its row id, a range no generated gallery (id = the match's Cricsheet id) or
-- provider gallery reaches, so the two kinds never share a URL.
CREATE TABLE editor_galleries (
  id INTEGER PRIMARY KEY,
  headline TEXT NOT NULL,
  intro TEXT NOT NULL DEFAULT '',
  -- a JSON array of plain-text tags
  tags TEXT NOT NULL DEFAULT '[]',
  match_id INTEGER,
  series_id INTEGER,
  team_id INTEGER,
  status TEXT NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published')),
  -- UTC ms, set when first published; unique, so the lists' time cursor never splits a tie
  published_time INTEGER UNIQUE,
  -- the desk form's token: the same form sent twice creates one gallery
  client_token TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX editor_galleries_published ON editor_galleries (status, published_time DESC);
CREATE INDEX editor_galleries_match ON editor_galleries (match_id) WHERE match_id IS NOT NULL;
CREATE INDEX editor_galleries_series ON editor_galleries (series_id) WHERE series_id IS NOT NULL;
CREATE INDEX editor_galleries_team ON editor_galleries (team_id) WHERE team_id IS NOT NULL;

CREATE TABLE editor_gallery_photos (
  id INTEGER PRIMARY KEY,
  gallery_id INTEGER NOT NULL REFERENCES editor_galleries (id) ON DELETE CASCADE,
  caption TEXT NOT NULL DEFAULT '',
  position INTEGER NOT NULL,
  -- the uploaded original's size (it is not kept: only its variants are)
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  -- a JSON array of {key, width, height, type}: the R2 objects of the resized variants, narrowest first
  variants TEXT NOT NULL,
  -- the upload form's token and the photo's place in it: a form sent twice stores each photo once
  client_token TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL
);
CREATE INDEX editor_gallery_photos_gallery ON editor_gallery_photos (gallery_id, position, id);

CREATE TRIGGER editor_galleries_insert_bumps_site_version AFTER INSERT ON editor_galleries
BEGIN
  UPDATE site_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER editor_galleries_update_bumps_site_version AFTER UPDATE ON editor_galleries
BEGIN
  UPDATE site_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER editor_galleries_delete_bumps_site_version AFTER DELETE ON editor_galleries
BEGIN
  UPDATE site_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER editor_gallery_photos_insert_bumps_site_version AFTER INSERT ON editor_gallery_photos
BEGIN
  UPDATE site_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER editor_gallery_photos_update_bumps_site_version AFTER UPDATE ON editor_gallery_photos
BEGIN
  UPDATE site_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER editor_gallery_photos_delete_bumps_site_version AFTER DELETE ON editor_gallery_photos
BEGIN
  UPDATE site_version SET version = version + 1 WHERE id = 1;
END;
