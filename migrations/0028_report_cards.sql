-- The auto-written match reports, kept once written (app/data/embedded/store/report-cards.server.ts):
-- lists, search and the latest news read one row per report instead of every ball of its match.
-- `basis` is what the text was written from (the match's stored facts as one JSON value): a report
-- whose basis differs from the match's facts now is written again. Replacing a match (a new revision
-- of its file) deletes its report with it.
CREATE TABLE report_cards (
  match_id INTEGER PRIMARY KEY REFERENCES matches (id) ON DELETE CASCADE,
  basis TEXT NOT NULL,
  story TEXT NOT NULL
);
