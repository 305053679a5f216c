-- Edge-cached pages (docs/decisions/019) are keyed to the site's version: any change of settings,
-- ads or editors' content bumps it, so no reader sees a page rendered with the old ones.
CREATE TABLE site_version (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  version INTEGER NOT NULL
);
INSERT INTO site_version (id, version) VALUES (1, 1);

CREATE TRIGGER site_settings_insert_bumps_site_version AFTER INSERT ON site_settings
BEGIN
  UPDATE site_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER site_settings_update_bumps_site_version AFTER UPDATE ON site_settings
BEGIN
  UPDATE site_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER site_settings_delete_bumps_site_version AFTER DELETE ON site_settings
BEGIN
  UPDATE site_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER ad_pages_insert_bumps_site_version AFTER INSERT ON ad_pages
BEGIN
  UPDATE site_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER ad_pages_update_bumps_site_version AFTER UPDATE ON ad_pages
BEGIN
  UPDATE site_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER ad_pages_delete_bumps_site_version AFTER DELETE ON ad_pages
BEGIN
  UPDATE site_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER ads_insert_bumps_site_version AFTER INSERT ON ads
BEGIN
  UPDATE site_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER ads_update_bumps_site_version AFTER UPDATE ON ads
BEGIN
  UPDATE site_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER ads_delete_bumps_site_version AFTER DELETE ON ads
BEGIN
  UPDATE site_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER site_content_insert_bumps_site_version AFTER INSERT ON site_content
BEGIN
  UPDATE site_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER site_content_update_bumps_site_version AFTER UPDATE ON site_content
BEGIN
  UPDATE site_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER site_content_delete_bumps_site_version AFTER DELETE ON site_content
BEGIN
  UPDATE site_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER site_stories_insert_bumps_site_version AFTER INSERT ON site_stories
BEGIN
  UPDATE site_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER site_stories_update_bumps_site_version AFTER UPDATE ON site_stories
BEGIN
  UPDATE site_version SET version = version + 1 WHERE id = 1;
END;
CREATE TRIGGER site_stories_delete_bumps_site_version AFTER DELETE ON site_stories
BEGIN
  UPDATE site_version SET version = version + 1 WHERE id = 1;
END;
