import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterAll } from "vitest";
import { fileEnded, rememberMigratedDatabase, startFromMigratedSite } from "./site-state.ts";

// Before every test file. The files of a project share one workerd (decision 043): the first file
// applies the migrations (applyD1Migrations skips those d1_migrations lists), and each file starts
// from the site as the migrations left it (tests/worker/site-state.ts).
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
await rememberMigratedDatabase(env.DB);
await startFromMigratedSite();
afterAll(fileEnded);
