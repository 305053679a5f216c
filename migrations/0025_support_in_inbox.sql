-- Support requests of signed-in users (0022) are answered from the editors' inbox like enquiries
-- and feedback (issue 14): each has a status and when it last changed (app/backend/enquiries.server.ts).
ALTER TABLE support_requests ADD COLUMN status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'answered', 'closed'));
ALTER TABLE support_requests ADD COLUMN updated_at INTEGER NOT NULL DEFAULT 0;
CREATE INDEX support_requests_inbox ON support_requests (status, created_at);
