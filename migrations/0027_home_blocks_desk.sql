-- The home blocks desk (/admin/home, decision 030): a new block carries the form's token, so the
-- same form sent twice stores one block. Rows written before (and through the API without a
-- token) keep NULL, which never conflicts.
ALTER TABLE site_content ADD COLUMN client_token TEXT;
CREATE UNIQUE INDEX site_content_client_token ON site_content (client_token) WHERE client_token IS NOT NULL;
