/**
 * Secrets fail closed (issue 16): a deployment without its required secrets, the upstream
 * provider's settings, or a real D1 id is refused before anything is built or uploaded.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { builtConfigProblems, deployProblems, PLACEHOLDER_D1_ID } from "../../scripts/lib/deploy-check.ts";
import { REPO_ROOT } from "../../scripts/lib/paths.ts";
import { deployedDatabaseId } from "../../scripts/lib/remote-d1.ts";

const REAL_ID = "3f2a9c1e-5b7d-4e8f-9a0b-1c2d3e4f5a6b";
const STRONG_TOKEN = "f3a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9";

/** The repository's wrangler.jsonc with some text replaced, in a folder of its own (plus files). */
function config(edit: (text: string) => string = (t) => t, files: Record<string, string> = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), "deploy-check-"));
  const text = readFileSync(path.join(REPO_ROOT, "wrangler.jsonc"), "utf8")
    .replace('"$schema": "node_modules/wrangler/config-schema.json",', "")
    .replace('"main": "./workers/app.ts"', `"main": "${path.join(REPO_ROOT, "workers/app.ts")}"`)
    .replace('"migrations_dir": "migrations"', `"migrations_dir": "${path.join(REPO_ROOT, "migrations")}"`);
  writeFileSync(path.join(dir, "wrangler.jsonc"), edit(text));
  for (const [name, body] of Object.entries(files)) writeFileSync(path.join(dir, name), body);
  return { configPath: path.join(dir, "wrangler.jsonc"), file: (name: string) => path.join(dir, name) };
}
const withRealId = (text: string) => text.replace(PLACEHOLDER_D1_ID, REAL_ID);

test("the repository's configuration declares ADMIN_TOKEN required, so wrangler deploy refuses without it", () => {
  const { configPath } = config(withRealId);
  expect(deployProblems({ configPath, dryRun: false })).toEqual([]);
  const undeclared = config((t) => withRealId(t).replace('"secrets": { "required": ["ADMIN_TOKEN"] },', ""));
  expect(deployProblems({ configPath: undeclared.configPath, dryRun: false })).toEqual([
    expect.stringMatching(/^ADMIN_TOKEN is not in secrets.required/),
  ]);
});

test("a dry run without the secrets, with the local D1 id, is refused with what to do", () => {
  const { configPath } = config();
  expect(deployProblems({ configPath, dryRun: true })).toEqual([
    expect.stringMatching(/^D1 database "cricket" has the local placeholder id: run `wrangler d1 create cricket`/),
    expect.stringMatching(
      /^Missing required secrets: ADMIN_TOKEN\. A dry run cannot see the Worker's secrets: pass them with --secrets-file/,
    ),
  ]);
});

test("the secrets file must hold every required secret, and a strong admin token", () => {
  const empty = config(withRealId, { "secrets.env": "OTHER=1\n" });
  expect(deployProblems({ configPath: empty.configPath, secretsFile: empty.file("secrets.env"), dryRun: true })).toEqual([
    `Missing required secrets in ${empty.file("secrets.env")}: ADMIN_TOKEN.`,
  ]);
  const weak = config(withRealId, { "secrets.json": JSON.stringify({ ADMIN_TOKEN: "dev-admin-token" }) });
  expect(deployProblems({ configPath: weak.configPath, secretsFile: weak.file("secrets.json"), dryRun: true })).toEqual([
    expect.stringMatching(/^ADMIN_TOKEN must be a random string of at least 32 characters, never the local default/),
  ]);
  const good = config(withRealId, { "secrets.env": `ADMIN_TOKEN=${STRONG_TOKEN}\n` });
  expect(deployProblems({ configPath: good.configPath, secretsFile: good.file("secrets.env"), dryRun: true })).toEqual([]);
});

// The hybrid source (decision 057) reads the same provider.
for (const mode of ["upstream", "hybrid"]) {
  test(`the ${mode} source needs its provider secrets declared and supplied, and a valid base URL`, () => {
    const upstream = (base: string) => (t: string) =>
      withRealId(t).replace('"CRICKET_SOURCE": "embedded"', `"CRICKET_SOURCE": "${mode}", "CRICKET_API_BASE": "${base}"`);
    const undeclared = config(upstream("https://provider.example/api"), { "secrets.env": `ADMIN_TOKEN=${STRONG_TOKEN}\n` });
    expect(deployProblems({ configPath: undeclared.configPath, secretsFile: undeclared.file("secrets.env"), dryRun: true })).toEqual([
      expect.stringMatching(/^CRICKET_API_USER is not in secrets.required/),
      expect.stringMatching(/^CRICKET_API_SECRET is not in secrets.required/),
      `Missing required secrets in ${undeclared.file("secrets.env")}: CRICKET_API_USER, CRICKET_API_SECRET.`,
      expect.stringMatching(/^Bad data source configuration: CRICKET_API_USER: /),
    ]);
    const declared = (base: string) => (t: string) =>
      upstream(base)(t).replace('"required": ["ADMIN_TOKEN"]', '"required": ["ADMIN_TOKEN", "CRICKET_API_USER", "CRICKET_API_SECRET"]');
    const secrets = `ADMIN_TOKEN=${STRONG_TOKEN}\nCRICKET_API_USER=site\nCRICKET_API_SECRET=s3cret\n`;
    const badBase = config(declared("ftp://provider.example"), { "secrets.env": secrets });
    expect(deployProblems({ configPath: badBase.configPath, secretsFile: badBase.file("secrets.env"), dryRun: true })).toEqual([
      expect.stringMatching(/^Bad data source configuration: CRICKET_API_BASE: /),
    ]);
    const good = config(declared("https://provider.example/api"), { "secrets.env": secrets });
    expect(deployProblems({ configPath: good.configPath, secretsFile: good.file("secrets.env"), dryRun: true })).toEqual([]);
  });
}

test("npm run deploy -- --dry-run without secrets stops before building, with the message", () => {
  let output = "";
  let status = 0;
  try {
    execFileSync(process.execPath, [path.join(REPO_ROOT, "scripts/deploy.ts"), "--dry-run"], { cwd: REPO_ROOT, stdio: "pipe" });
  } catch (error) {
    const failed = error as { status: number; stderr: Buffer };
    status = failed.status;
    output = failed.stderr.toString();
  }
  expect(status).toBe(1);
  expect(output).toContain("Refusing to deploy:");
  expect(output).toContain("Missing required secrets: ADMIN_TOKEN.");
});

test("importing into the deployed D1 (npm run import -- --remote) refuses the placeholder id and takes the real one", () => {
  expect(() => deployedDatabaseId(config().configPath)).toThrow(
    `wrangler.jsonc has no deployed D1 yet (database_id ${PLACEHOLDER_D1_ID}): run \`npx wrangler d1 create cricket\` and put its id there`,
  );
  expect(deployedDatabaseId(config(withRealId).configPath)).toBe(REAL_ID);
  const refused = (() => {
    try {
      execFileSync(process.execPath, [path.join(REPO_ROOT, "scripts/import.ts"), "--remote"], { cwd: REPO_ROOT, stdio: "pipe" });
      return "";
    } catch (error) {
      return String((error as { stderr: Buffer }).stderr);
    }
  })();
  expect(refused).toContain("wrangler.jsonc has no deployed D1 yet");
});

test("Google or Apple sign-in named in vars needs its client secret declared and supplied, and an https issuer", () => {
  const google =
    (issuer: string, required = '"ADMIN_TOKEN"') =>
    (t: string) =>
      withRealId(t)
        .replace('"GOOGLE_OIDC_ISSUER": ""', `"GOOGLE_OIDC_ISSUER": "${issuer}"`)
        .replace('"GOOGLE_CLIENT_ID": ""', '"GOOGLE_CLIENT_ID": "1234.apps.googleusercontent.com"')
        .replace('"required": ["ADMIN_TOKEN"]', `"required": [${required}]`);
  const undeclared = config(google("https://accounts.google.com"), { "secrets.env": `ADMIN_TOKEN=${STRONG_TOKEN}\n` });
  expect(deployProblems({ configPath: undeclared.configPath, secretsFile: undeclared.file("secrets.env"), dryRun: true })).toEqual([
    expect.stringMatching(/^GOOGLE_CLIENT_SECRET is not in secrets.required/),
    `Missing required secrets in ${undeclared.file("secrets.env")}: GOOGLE_CLIENT_SECRET.`,
  ]);
  const secrets = `ADMIN_TOKEN=${STRONG_TOKEN}\nGOOGLE_CLIENT_SECRET=g-secret\n`;
  const plainHttp = config(google("http://accounts.google.com", '"ADMIN_TOKEN", "GOOGLE_CLIENT_SECRET"'), { "secrets.env": secrets });
  expect(deployProblems({ configPath: plainHttp.configPath, secretsFile: plainHttp.file("secrets.env"), dryRun: true })).toEqual([
    "GOOGLE_OIDC_ISSUER must be an https URL (the provider's OpenID issuer).",
  ]);
  const good = config(google("https://accounts.google.com", '"ADMIN_TOKEN", "GOOGLE_CLIENT_SECRET"'), { "secrets.env": secrets });
  expect(deployProblems({ configPath: good.configPath, secretsFile: good.file("secrets.env"), dryRun: true })).toEqual([]);
});

test("local development's setting is refused, in vars, in the secrets file and in the built config (decision 046)", () => {
  const on = config((t) => withRealId(t).replace('"LOCAL_DEVELOPMENT": ""', '"LOCAL_DEVELOPMENT": "on"'));
  expect(deployProblems({ configPath: on.configPath, dryRun: false })).toEqual([
    expect.stringMatching(/^LOCAL_DEVELOPMENT is set in the vars of/),
  ]);
  const anyValue = config((t) => withRealId(t).replace('"LOCAL_DEVELOPMENT": ""', '"LOCAL_DEVELOPMENT": "off"'));
  expect(deployProblems({ configPath: anyValue.configPath, dryRun: false })).toHaveLength(1);
  const secret = config(withRealId, { "secrets.env": `ADMIN_TOKEN=${STRONG_TOKEN}\nLOCAL_DEVELOPMENT=on\n` });
  expect(deployProblems({ configPath: secret.configPath, secretsFile: secret.file("secrets.env"), dryRun: true })).toEqual([
    expect.stringMatching(/^LOCAL_DEVELOPMENT is set in .*secrets\.env/),
  ]);
  const built = config(withRealId, {
    "built-on.json": JSON.stringify({ vars: { CRICKET_SOURCE: "embedded", LOCAL_DEVELOPMENT: "on" } }),
    "built-off.json": JSON.stringify({ vars: { CRICKET_SOURCE: "embedded", LOCAL_DEVELOPMENT: "" } }),
  });
  expect(builtConfigProblems(built.file("built-on.json"))).toEqual([expect.stringMatching(/^LOCAL_DEVELOPMENT is set/)]);
  expect(builtConfigProblems(built.file("built-off.json"))).toEqual([]);
});
