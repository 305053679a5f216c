-- One team, many names (docs/decisions/036): a renamed franchise (data/team-names.csv) is one team
-- row under its current name. Every name a team has played under points to it here, so the
-- writers (importer, fixtures, scoring API) find the team by the name a match file gives; each
-- match keeps the names its sides played under, which its pages show.
CREATE TABLE team_names (
  name TEXT NOT NULL,
  gender TEXT NOT NULL,
  team_type TEXT NOT NULL,
  team_id INTEGER NOT NULL REFERENCES teams (id),
  PRIMARY KEY (name, gender, team_type)
) STRICT, WITHOUT ROWID;
CREATE INDEX team_names_team ON team_names (team_id);
INSERT INTO team_names (name, gender, team_type, team_id) SELECT name, gender, team_type, id FROM teams;

ALTER TABLE matches ADD COLUMN team1_name TEXT;
ALTER TABLE matches ADD COLUMN team2_name TEXT;
UPDATE matches SET
  team1_name = (SELECT name FROM teams WHERE id = matches.team1_id),
  team2_name = (SELECT name FROM teams WHERE id = matches.team2_id);

-- Search finds a team by its old names too; a match report is named after the sides as they played.
DROP VIEW search_doc_team;
CREATE VIEW search_doc_team AS
  SELECT 10000000000 + t.id AS doc_rowid, t.id AS id,
    t.name || CASE t.gender WHEN 'female' THEN ' Women' ELSE '' END AS name,
    ' | ' || t.short_name || ' | '
      || coalesce((SELECT group_concat(n.name, ' | ') || ' | ' FROM team_names n WHERE n.team_id = t.id AND n.name <> t.name), '')
      AS keywords,
    'team' AS kind, CAST(t.id AS TEXT) AS ref
  FROM teams t;
CREATE TRIGGER search_team_names_insert AFTER INSERT ON team_names BEGIN
  UPDATE search_index SET keywords = (SELECT keywords FROM search_doc_team WHERE id = NEW.team_id)
  WHERE rowid = 10000000000 + NEW.team_id;
END;
CREATE TRIGGER search_team_names_update AFTER UPDATE OF team_id ON team_names BEGIN
  UPDATE search_index SET keywords = (SELECT keywords FROM search_doc_team WHERE id = NEW.team_id)
  WHERE rowid = 10000000000 + NEW.team_id;
  UPDATE search_index SET keywords = (SELECT keywords FROM search_doc_team WHERE id = OLD.team_id)
  WHERE rowid = 10000000000 + OLD.team_id;
END;

DROP VIEW search_doc_report;
CREATE VIEW search_doc_report AS
  SELECT 40000000000 + m.id AS doc_rowid, m.id AS id, m.team1_name || ' vs ' || m.team2_name AS name,
    ' | ' || s.name || ' ' || s.season || ' | ' || s.name || ' | '
      || coalesce(m.event_stage || ' | ', '') || coalesce(m.event_group || ' | ', '')
      || coalesce(v.name || ' | ', '') || coalesce(v.city || ' | ', '')
      || coalesce((SELECT group_concat(p.name, ' | ') || ' | ' FROM json_each(m.player_of_match) j JOIN people p ON p.id = j.value), '')
      AS keywords,
    'report' AS kind, CAST(m.id AS TEXT) AS ref
  FROM matches m
  JOIN series s ON s.id = m.series_id
  LEFT JOIN venues v ON v.id = m.venue_id;

-- The next import stores every match again under its franchise; the teams of old names then left
-- without a match are removed at its end (POST /teams/prune of the tools Worker).
DELETE FROM imported_files WHERE key <> 'register';
