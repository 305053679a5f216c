import { csvRecords } from "../../app/data/csv-rows.ts";

/**
 * Cricsheet's people register (register/people.csv and names.csv) as D1 statements for one
 * batch. Rows travel in JSON chunks read back with json_each(); an upsert that only touches
 * rows whose values differ keeps a repeated import from writing anything.
 */

const CHUNK = 2000;
const NAMED_KEYS = new Set(["identifier", "name", "unique_name", "key_cricbuzz", "key_cricinfo"]);

export interface RegisterCounts {
  people: number;
  names: number;
}

export function registerStatements(
  db: D1Database,
  peopleCsv: string,
  namesCsv: string | null,
): { statements: D1PreparedStatement[]; counts: RegisterCounts } {
  const people = csvRecords(peopleCsv).map((row) => {
    if (!row.identifier || !row.name) throw new Error("people.csv: a row has no identifier or name");
    const otherKeys = Object.fromEntries(Object.entries(row).filter(([key, value]) => !NAMED_KEYS.has(key) && value !== ""));
    return [
      row.identifier,
      row.name,
      row.unique_name || row.name,
      row.key_cricbuzz || null,
      row.key_cricinfo || null,
      JSON.stringify(otherKeys),
    ];
  });
  const names = namesCsv
    ? csvRecords(namesCsv)
        .filter((row) => row.identifier && row.name)
        .map((row) => [row.identifier, row.name])
    : [];
  const known = new Set(people.map((p) => p[0]));
  const knownNames = names.filter(([personId]) => known.has(personId!));

  const statements: D1PreparedStatement[] = [];
  for (let i = 0; i < people.length; i += CHUNK) {
    statements.push(
      db
        .prepare(
          `INSERT INTO people (id, name, unique_name, key_cricbuzz, key_cricinfo, other_keys)
           SELECT value->>0, value->>1, value->>2, value->>3, value->>4, value->>5 FROM json_each(?) WHERE true
           ON CONFLICT (id) DO UPDATE SET name = excluded.name, unique_name = excluded.unique_name,
             key_cricbuzz = excluded.key_cricbuzz, key_cricinfo = excluded.key_cricinfo, other_keys = excluded.other_keys
           WHERE (people.name, people.unique_name, people.key_cricbuzz, people.key_cricinfo, people.other_keys)
             IS NOT (excluded.name, excluded.unique_name, excluded.key_cricbuzz, excluded.key_cricinfo, excluded.other_keys)`,
        )
        .bind(JSON.stringify(people.slice(i, i + CHUNK))),
    );
  }
  for (let i = 0; i < knownNames.length; i += CHUNK) {
    statements.push(
      db
        .prepare(
          `INSERT INTO person_names (person_id, name) SELECT value->>0, value->>1 FROM json_each(?) WHERE true
           ON CONFLICT DO NOTHING`,
        )
        .bind(JSON.stringify(knownNames.slice(i, i + CHUNK))),
    );
  }
  return { statements, counts: { people: people.length, names: knownNames.length } };
}
