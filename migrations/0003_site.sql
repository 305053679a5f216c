-- The product's own site data (docs/product/site-and-accounts.md#site-settings, docs/product/site-and-accounts.md#ad-slots): settings, ads, CMS content, and the search index
-- over the cricket data. Read and written through app/data/site/ (docs/decisions/008-site-shell-and-search.md).

-- Site settings: one row holding the JSON of docs/product/site-and-accounts.md#site-settings (companyName, favicon, maintenanceMode, …).
-- app/data/site/settings.ts validates it with zod and fills fields missing here with defaults, so a
-- new field needs no migration.
CREATE TABLE site_settings (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  data TEXT NOT NULL,
  updated_at INTEGER NOT NULL
) STRICT;

INSERT INTO site_settings (id, data, updated_at) VALUES (1, json('{
  "companyName": "Cricket Edge",
  "companyAddress": "",
  "phone": "",
  "googleAnalyticsId": "",
  "favicon": "/favicon.svg",
  "maintenanceMode": false,
  "maintenanceMessage": "We are currently undergoing maintenance. Please check back later.",
  "whatsappUrl": "",
  "telegramUrl": "",
  "headerLogo": "/logo.svg",
  "footerLogo": "/logo-footer.svg",
  "androidUrl": "",
  "iosUrl": "",
  "facebookUrl": "",
  "twitterUrl": "",
  "youtubeUrl": "",
  "pinterestUrl": "",
  "linkedinUrl": ""
}'), 0);

-- Ad pages (docs/product/site-and-accounts.md#ad-slots: page (id, path, name, isWildcard)): a wildcard page matches its path and
-- every path below it ("/" with is_wildcard = 1 is the whole site).
CREATE TABLE ad_pages (
  id INTEGER PRIMARY KEY,
  path TEXT NOT NULL CHECK (substr(path, 1, 1) = '/'),
  name TEXT NOT NULL,
  is_wildcard INTEGER NOT NULL DEFAULT 0 CHECK (is_wildcard IN (0, 1)),
  UNIQUE (path, is_wildcard)
) STRICT;

-- One banner. It shows only while active, started (start_time NULL or past), not ended (end_time
-- NULL or future), on a matching page, in a slot of exactly its width and height.
CREATE TABLE ads (
  id INTEGER PRIMARY KEY,
  page_id INTEGER NOT NULL REFERENCES ad_pages (id),
  name TEXT NOT NULL DEFAULT '',
  image_url TEXT NOT NULL, -- a site path (/ads/…, /api/files/…) or an http(s) URL
  image_key TEXT, -- the R2 key when the image was uploaded (deleted with the ad)
  link_url TEXT NOT NULL,
  width INTEGER NOT NULL CHECK (width > 0),
  height INTEGER NOT NULL CHECK (height > 0),
  total_spaces INTEGER NOT NULL DEFAULT 1 CHECK (total_spaces > 0),
  is_active INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1)),
  start_time INTEGER, -- UTC ms
  end_time INTEGER, -- UTC ms
  position INTEGER NOT NULL DEFAULT 0, -- rotation order
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
) STRICT;
CREATE INDEX ads_size ON ads (width, height, is_active);

-- House ads for a fresh install: two per size, everywhere (images in public/ads/).
INSERT INTO ad_pages (id, path, name, is_wildcard) VALUES (1, '/', 'Whole site', 1);
INSERT INTO ads (page_id, name, image_url, link_url, width, height, total_spaces, position, created_at, updated_at) VALUES
  (1, 'House: advertise (banner)', '/ads/house-advertise-808x99.svg', '/info/advertise', 808, 99, 1, 1, 0, 0),
  (1, 'House: apps (banner)', '/ads/house-apps-808x99.svg', '/mobileapps', 808, 99, 1, 2, 0, 0),
  (1, 'House: live scores (box)', '/ads/house-live-303x250.svg', '/cricket-match/live-scores', 303, 250, 1, 1, 0, 0),
  (1, 'House: advertise (box)', '/ads/house-advertise-303x250.svg', '/info/advertise', 303, 250, 1, 2, 0, 0),
  (1, 'House: apps (skyscraper)', '/ads/house-apps-303x600.svg', '/mobileapps', 303, 600, 1, 1, 0, 0),
  (1, 'House: advertise (skyscraper)', '/ads/house-advertise-303x600.svg', '/info/advertise', 303, 600, 1, 2, 0, 0);

-- Editorial blocks of the home page (CMS): Featured Videos, Specials and the Quick Access bar.
CREATE TABLE site_content (
  id INTEGER PRIMARY KEY,
  slot TEXT NOT NULL CHECK (slot IN ('featured-videos', 'specials', 'quick-access')),
  position INTEGER NOT NULL DEFAULT 0,
  label TEXT NOT NULL DEFAULT '', -- "Match Story"
  title TEXT NOT NULL,
  link_url TEXT NOT NULL,
  image_url TEXT,
  is_active INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1))
) STRICT;
CREATE INDEX site_content_slot ON site_content (slot, position);

-- Cricsheet has no videos: the featured "Match Story" entries lead to the stories of memorable
-- matches in the bundled data (their match pages), editable like any CMS row.
INSERT INTO site_content (slot, position, label, title, link_url) VALUES
  ('featured-videos', 1, 'Match Story', 'India edge South Africa in the T20 World Cup final',
    '/live-cricket-scores/1415755/india-vs-south-africa-final-icc-men-s-t20-world-cup-2024'),
  ('featured-videos', 2, 'Match Story', 'Australia beat India in the World Cup final in Ahmedabad',
    '/live-cricket-scores/1384439/india-vs-australia-final-icc-cricket-world-cup-2023-24'),
  ('featured-videos', 3, 'Match Story', 'New Zealand win the Women''s T20 World Cup',
    '/live-cricket-scores/1432444/new-zealand-vs-south-africa-final-icc-women-s-t20-world-cup-2024-25'),
  ('featured-videos', 4, 'Match Story', 'USA stun Pakistan in a Super Over in Dallas',
    '/live-cricket-scores/1415711/pakistan-vs-united-states-of-america-11th-match-group-a-icc-men-s-t20-world-cup-2024'),
  ('featured-videos', 5, 'Match Story', 'Rain has the last word at the Gabba',
    '/live-cricket-scores/1426557/australia-vs-india-3rd-test-india-tour-of-australia-2024-25'),
  ('specials', 1, 'Specials', 'Stats and analysis: the numbers behind the results', '/cricket_news/editorial/stats-analysis'),
  ('specials', 2, 'Specials', 'Interviews', '/cricket_news/editorial/interviews'),
  ('quick-access', 1, '', 'Live Scores', '/cricket-match/live-scores'),
  ('quick-access', 2, '', 'Schedule', '/cricket-schedule/upcoming-series/international'),
  ('quick-access', 3, '', 'ICC Rankings', '/cricket-stats/icc-rankings/men/batting'),
  ('quick-access', 4, '', 'Archives', '/cricket-scorecard-archives');

-- Stories written in the CMS (the auto-written match reports are not stored: they are derived from
-- the balls by app/cricket/report and read through CricketData.matchNews).
CREATE TABLE site_stories (
  id INTEGER PRIMARY KEY,
  headline TEXT NOT NULL,
  intro TEXT NOT NULL DEFAULT '',
  body TEXT NOT NULL DEFAULT '[]', -- JSON array of paragraphs
  card_type TEXT NOT NULL DEFAULT 'NewsSmall' CHECK (card_type IN ('NewsBig', 'RSNewsBig', 'NewsSmall')),
  context TEXT NOT NULL DEFAULT '',
  published_time INTEGER NOT NULL, -- UTC ms; a story is public from then on
  image_url TEXT,
  match_id INTEGER,
  series_id INTEGER
) STRICT;
CREATE INDEX site_stories_published ON site_stories (published_time);

-- ── Search ──────────────────────────────────────────────────────────────────────────────────────
-- One FTS5 index over players (the people register), teams, series, venues, match reports and CMS
-- stories. The trigram tokenizer finds any substring of 3+ characters (so "contained" matches, and
-- cheap typo tolerance through shared trigrams), case- and accent-insensitively. `name` is what a
-- result shows; `keywords` holds other names, each between " | " so a whole alias can be matched.
-- Each kind owns a rowid range so a trigger replaces one row by rowid:
--   player: people.rowid   team: 1e10 + id   series: 2e10 + id   venue: 3e10 + id
--   match report: 4e10 + match id   CMS story: 5e10 + id
-- The search_doc_* views say what each kind's row holds; triggers keep the index in step with every
-- writer (the Cricsheet importer, the scoring API, the CMS), and app/data/site/search.ts can rebuild
-- it from the same views.
CREATE VIRTUAL TABLE search_index USING fts5(
  name, keywords, kind UNINDEXED, ref UNINDEXED,
  tokenize = 'trigram remove_diacritics 1'
);

CREATE VIEW search_doc_player AS
  SELECT p.rowid AS doc_rowid, p.id AS id, p.name AS name,
    ' | ' || p.unique_name || ' | ' || coalesce((SELECT group_concat(n.name, ' | ') || ' | ' FROM person_names n WHERE n.person_id = p.id), '') AS keywords,
    'player' AS kind, p.id AS ref
  FROM people p;

CREATE VIEW search_doc_team AS
  SELECT 10000000000 + t.id AS doc_rowid, t.id AS id,
    t.name || CASE t.gender WHEN 'female' THEN ' Women' ELSE '' END AS name,
    ' | ' || t.short_name || ' | ' AS keywords, 'team' AS kind, CAST(t.id AS TEXT) AS ref
  FROM teams t;

CREATE VIEW search_doc_series AS
  SELECT 20000000000 + s.id AS doc_rowid, s.id AS id, s.name || ' ' || s.season AS name,
    ' | ' || s.name || ' | ' || CASE s.gender WHEN 'female' THEN 'Women | ' ELSE '' END AS keywords,
    'series' AS kind, CAST(s.id AS TEXT) AS ref
  FROM series s;

CREATE VIEW search_doc_venue AS
  SELECT 30000000000 + v.id AS doc_rowid, v.id AS id, v.name AS name,
    ' | ' || coalesce(v.city || ' | ', '') || coalesce(v.country || ' | ', '') AS keywords,
    'venue' AS kind, CAST(v.id AS TEXT) AS ref
  FROM venues v;

-- Match reports: one per match, found by the teams, series, stage, ground and player of the match.
-- Whether a report is out yet (the match is over, also in a demo-clock replay) is decided when
-- searching, through CricketData.matchNews.
CREATE VIEW search_doc_report AS
  SELECT 40000000000 + m.id AS doc_rowid, m.id AS id, t1.name || ' vs ' || t2.name AS name,
    ' | ' || s.name || ' ' || s.season || ' | ' || s.name || ' | '
      || coalesce(m.event_stage || ' | ', '') || coalesce(m.event_group || ' | ', '')
      || coalesce(v.name || ' | ', '') || coalesce(v.city || ' | ', '')
      || coalesce((SELECT group_concat(p.name, ' | ') || ' | ' FROM json_each(m.player_of_match) j JOIN people p ON p.id = j.value), '')
      AS keywords,
    'report' AS kind, CAST(m.id AS TEXT) AS ref
  FROM matches m
  JOIN teams t1 ON t1.id = m.team1_id
  JOIN teams t2 ON t2.id = m.team2_id
  JOIN series s ON s.id = m.series_id
  LEFT JOIN venues v ON v.id = m.venue_id;

CREATE VIEW search_doc_story AS
  SELECT 50000000000 + st.id AS doc_rowid, st.id AS id, st.headline AS name,
    ' | ' || st.context || ' | ' || st.intro || ' | ' AS keywords, 'story' AS kind, CAST(st.id AS TEXT) AS ref
  FROM site_stories st;

-- Players (and their other names from names.csv).
CREATE TRIGGER search_people_insert AFTER INSERT ON people BEGIN
  INSERT INTO search_index (rowid, name, keywords, kind, ref)
    SELECT doc_rowid, name, keywords, kind, ref FROM search_doc_player WHERE id = NEW.id;
END;
CREATE TRIGGER search_people_update AFTER UPDATE OF name, unique_name ON people BEGIN
  DELETE FROM search_index WHERE rowid = OLD.rowid;
  INSERT INTO search_index (rowid, name, keywords, kind, ref)
    SELECT doc_rowid, name, keywords, kind, ref FROM search_doc_player WHERE id = NEW.id;
END;
CREATE TRIGGER search_people_delete AFTER DELETE ON people BEGIN
  DELETE FROM search_index WHERE rowid = OLD.rowid;
END;
CREATE TRIGGER search_person_names_insert AFTER INSERT ON person_names BEGIN
  UPDATE search_index SET keywords = (SELECT keywords FROM search_doc_player WHERE id = NEW.person_id)
  WHERE rowid = (SELECT rowid FROM people WHERE id = NEW.person_id);
END;
CREATE TRIGGER search_person_names_delete AFTER DELETE ON person_names BEGIN
  UPDATE search_index SET keywords = (SELECT keywords FROM search_doc_player WHERE id = OLD.person_id)
  WHERE rowid = (SELECT rowid FROM people WHERE id = OLD.person_id);
END;

-- Teams: "India" and "India Women" are different teams.
CREATE TRIGGER search_teams_insert AFTER INSERT ON teams BEGIN
  INSERT INTO search_index (rowid, name, keywords, kind, ref)
    SELECT doc_rowid, name, keywords, kind, ref FROM search_doc_team WHERE id = NEW.id;
END;
CREATE TRIGGER search_teams_update AFTER UPDATE OF name, gender, short_name ON teams BEGIN
  DELETE FROM search_index WHERE rowid = 10000000000 + OLD.id;
  INSERT INTO search_index (rowid, name, keywords, kind, ref)
    SELECT doc_rowid, name, keywords, kind, ref FROM search_doc_team WHERE id = NEW.id;
END;
CREATE TRIGGER search_teams_delete AFTER DELETE ON teams BEGIN
  DELETE FROM search_index WHERE rowid = 10000000000 + OLD.id;
END;

-- Series: "Indian Premier League 2025", as the pages name them.
CREATE TRIGGER search_series_insert AFTER INSERT ON series BEGIN
  INSERT INTO search_index (rowid, name, keywords, kind, ref)
    SELECT doc_rowid, name, keywords, kind, ref FROM search_doc_series WHERE id = NEW.id;
END;
CREATE TRIGGER search_series_update AFTER UPDATE OF name, season, gender ON series BEGIN
  DELETE FROM search_index WHERE rowid = 20000000000 + OLD.id;
  INSERT INTO search_index (rowid, name, keywords, kind, ref)
    SELECT doc_rowid, name, keywords, kind, ref FROM search_doc_series WHERE id = NEW.id;
END;
CREATE TRIGGER search_series_delete AFTER DELETE ON series BEGIN
  DELETE FROM search_index WHERE rowid = 20000000000 + OLD.id;
END;

-- Venues: the ground, found by its city and country too.
CREATE TRIGGER search_venues_insert AFTER INSERT ON venues BEGIN
  INSERT INTO search_index (rowid, name, keywords, kind, ref)
    SELECT doc_rowid, name, keywords, kind, ref FROM search_doc_venue WHERE id = NEW.id;
END;
CREATE TRIGGER search_venues_update AFTER UPDATE OF name, city, country ON venues BEGIN
  DELETE FROM search_index WHERE rowid = 30000000000 + OLD.id;
  INSERT INTO search_index (rowid, name, keywords, kind, ref)
    SELECT doc_rowid, name, keywords, kind, ref FROM search_doc_venue WHERE id = NEW.id;
END;
CREATE TRIGGER search_venues_delete AFTER DELETE ON venues BEGIN
  DELETE FROM search_index WHERE rowid = 30000000000 + OLD.id;
END;

-- Match reports (imported or scored matches).
CREATE TRIGGER search_matches_insert AFTER INSERT ON matches BEGIN
  INSERT INTO search_index (rowid, name, keywords, kind, ref)
    SELECT doc_rowid, name, keywords, kind, ref FROM search_doc_report WHERE id = NEW.id;
END;
CREATE TRIGGER search_matches_update
AFTER UPDATE OF team1_id, team2_id, series_id, venue_id, event_stage, event_group, player_of_match ON matches BEGIN
  DELETE FROM search_index WHERE rowid = 40000000000 + OLD.id;
  INSERT INTO search_index (rowid, name, keywords, kind, ref)
    SELECT doc_rowid, name, keywords, kind, ref FROM search_doc_report WHERE id = NEW.id;
END;
CREATE TRIGGER search_matches_delete AFTER DELETE ON matches BEGIN
  DELETE FROM search_index WHERE rowid = 40000000000 + OLD.id;
END;

-- CMS stories.
CREATE TRIGGER search_stories_insert AFTER INSERT ON site_stories BEGIN
  INSERT INTO search_index (rowid, name, keywords, kind, ref)
    SELECT doc_rowid, name, keywords, kind, ref FROM search_doc_story WHERE id = NEW.id;
END;
CREATE TRIGGER search_stories_update AFTER UPDATE OF headline, intro, context ON site_stories BEGIN
  DELETE FROM search_index WHERE rowid = 50000000000 + OLD.id;
  INSERT INTO search_index (rowid, name, keywords, kind, ref)
    SELECT doc_rowid, name, keywords, kind, ref FROM search_doc_story WHERE id = NEW.id;
END;
CREATE TRIGGER search_stories_delete AFTER DELETE ON site_stories BEGIN
  DELETE FROM search_index WHERE rowid = 50000000000 + OLD.id;
END;

-- Databases that already hold cricket data (imported before this migration) get their index now.
INSERT INTO search_index (rowid, name, keywords, kind, ref) SELECT doc_rowid, name, keywords, kind, ref FROM search_doc_player;
INSERT INTO search_index (rowid, name, keywords, kind, ref) SELECT doc_rowid, name, keywords, kind, ref FROM search_doc_team;
INSERT INTO search_index (rowid, name, keywords, kind, ref) SELECT doc_rowid, name, keywords, kind, ref FROM search_doc_series;
INSERT INTO search_index (rowid, name, keywords, kind, ref) SELECT doc_rowid, name, keywords, kind, ref FROM search_doc_venue;
INSERT INTO search_index (rowid, name, keywords, kind, ref) SELECT doc_rowid, name, keywords, kind, ref FROM search_doc_report;
INSERT INTO search_index (rowid, name, keywords, kind, ref) SELECT doc_rowid, name, keywords, kind, ref FROM search_doc_story;
