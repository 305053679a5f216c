import { env } from "cloudflare:workers";
import { parseCricsheet } from "../../app/data/cricsheet.ts";
import { bundledTeamNames } from "../../app/data/embedded/store/franchises.ts";
import { matchStatements } from "../../app/data/embedded/store/match-statements.server.ts";

/** Imports the named fixture matches the way the importer does (one batch per match). */
export async function importFixtures(...ids: string[]) {
  for (const id of ids) await importFixture(id);
}

/** One fixture match, its file's text changed first by `edit` (e.g. a copy under another event's name). */
export async function importFixture(id: string, edit: (text: string) => string = (text) => text) {
  const text = env.TEST_MATCHES[id];
  if (!text) throw new Error(`no fixture ${id}`);
  const teamNames = await bundledTeamNames();
  await env.DB.batch(
    matchStatements(env.DB, Number(id), parseCricsheet(edit(text)), { contentHash: `test-${id}`, path: id }, { teamNames }),
  );
}
