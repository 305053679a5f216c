import { readFileSync } from "node:fs";
import { parseEnv } from "node:util";
import { unstable_readConfig } from "wrangler";
import { sourceConfigProblem } from "../../app/data/index.server.ts";
import { DEV_ADMIN_TOKEN } from "../../app/backend/admin/admin-access.server.ts";
import { LOCAL_DEVELOPMENT } from "../../app/backend/security/local-development.ts";

/** The D1 id wrangler.jsonc carries until `wrangler d1 create` gives the real one. */
export const PLACEHOLDER_D1_ID = "00000000-0000-4000-8000-000000000000";
/** Secrets every deployment needs; the upstream source adds its own. */
export const ALWAYS_REQUIRED = ["ADMIN_TOKEN"] as const;
const UPSTREAM_SECRETS = ["CRICKET_API_USER", "CRICKET_API_SECRET"] as const;
const MIN_ADMIN_TOKEN = 32;
/** Providers of OpenID Connect sign-in, by the prefix of their settings. */
const OIDC_PREFIXES = ["GOOGLE", "APPLE"] as const;

function isHttps(value: string): boolean {
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}

/** Local development's setting (decision 046) opens the built-in admin token and the rest: never deployed, whatever its value says. */
export function localDevelopmentProblem(settings: Record<string, unknown> | undefined, where: string): string | null {
  const value = settings?.[LOCAL_DEVELOPMENT];
  if (value === undefined || value === "") return null;
  return `${LOCAL_DEVELOPMENT} is set in ${where}: it is local development's setting (the built-in admin token, /dev/outbox, the local push keys); leave it empty for a deployment.`;
}

/** The built Worker's own configuration (build/server/wrangler.json, what `wrangler deploy` uploads): its problems. */
export function builtConfigProblems(configPath: string): string[] {
  const built = JSON.parse(readFileSync(configPath, "utf8")) as { vars?: Record<string, unknown> };
  const problem = localDevelopmentProblem(built.vars, configPath);
  return problem ? [problem] : [];
}

export interface DeployCheckInput {
  /** wrangler.jsonc (or another config) */
  configPath: string;
  /** a wrangler environment (--env), if any */
  env?: string;
  /** the secrets to be uploaded with the deploy (wrangler deploy --secrets-file): .env lines or JSON */
  secretsFile?: string;
  /** a dry run cannot ask Cloudflare which secrets the Worker has: they must come in the secrets file */
  dryRun: boolean;
}

/** Reads a secrets file the way `wrangler deploy --secrets-file` does: JSON, or KEY=value lines. */
export function readSecretsFile(file: string): Record<string, string> {
  const text = readFileSync(file, "utf8");
  if (text.trimStart().startsWith("{")) return JSON.parse(text) as Record<string, string>;
  return parseEnv(text) as Record<string, string>;
}

/**
 * Everything that would make a deployment fail open or not work, each as a sentence saying what to
 * do; empty when the deployment may go ahead. Secrets the deploy does not bring (a real deploy
 * without --secrets-file) are left to `wrangler deploy`, which checks secrets.required against the
 * Worker's own secrets and refuses when one is missing.
 */
export function deployProblems(input: DeployCheckInput): string[] {
  const config = unstable_readConfig({ config: input.configPath, env: input.env }, { hideWarnings: true });
  const problems: string[] = [];
  const declared = new Set<string>(config.secrets?.required ?? []);
  const vars = config.vars as Record<string, string>;
  // The provider's secrets: upstream and hybrid (decision 057) both read it.
  const upstream = vars.CRICKET_SOURCE === "upstream" || vars.CRICKET_SOURCE === "hybrid";
  const needed: string[] = [...ALWAYS_REQUIRED, ...(upstream ? UPSTREAM_SECRETS : [])];
  const local = localDevelopmentProblem(vars, `the vars of ${input.configPath}`);
  if (local) problems.push(local);
  // Google or Apple sign-in (decision 027): a provider named in vars needs its client secret, and an https issuer.
  for (const provider of OIDC_PREFIXES) {
    const issuer = vars[`${provider}_OIDC_ISSUER`] ?? "";
    const clientId = vars[`${provider}_CLIENT_ID`] ?? "";
    if (!issuer && !clientId) continue;
    if (!issuer || !clientId) problems.push(`Set both ${provider}_OIDC_ISSUER and ${provider}_CLIENT_ID in vars, or neither.`);
    else if (!isHttps(issuer)) problems.push(`${provider}_OIDC_ISSUER must be an https URL (the provider's OpenID issuer).`);
    needed.push(`${provider}_CLIENT_SECRET`);
  }

  for (const name of needed) {
    if (!declared.has(name))
      problems.push(`${name} is not in secrets.required of ${input.configPath}: add it, so wrangler deploy refuses to deploy without it.`);
  }
  for (const database of config.d1_databases) {
    if (database.database_id === PLACEHOLDER_D1_ID) {
      problems.push(
        `D1 database "${database.database_name}" has the local placeholder id: run \`wrangler d1 create ${database.database_name}\` and put its id in ${input.configPath}.`,
      );
    }
  }

  const secrets = input.secretsFile ? readSecretsFile(input.secretsFile) : null;
  if (secrets) {
    const localSecret = localDevelopmentProblem(secrets, input.secretsFile!);
    if (localSecret) problems.push(localSecret);
    const missing = [...declared, ...needed].filter((name, i, all) => all.indexOf(name) === i && !secrets[name]);
    if (missing.length) problems.push(`Missing required secrets in ${input.secretsFile}: ${missing.join(", ")}.`);
    const admin = secrets.ADMIN_TOKEN;
    if (admin && (admin === DEV_ADMIN_TOKEN || admin.length < MIN_ADMIN_TOKEN)) {
      problems.push(
        `ADMIN_TOKEN must be a random string of at least ${MIN_ADMIN_TOKEN} characters, never the local default (try: openssl rand -hex 32).`,
      );
    }
    const problem = sourceConfigProblem({ ...vars, ...secrets } as unknown as Env);
    if (problem) problems.push(`${problem}.`);
  } else if (input.dryRun) {
    problems.push(
      `Missing required secrets: ${[...new Set([...declared, ...needed])].join(", ")}. A dry run cannot see the Worker's secrets: pass them with --secrets-file <file> (KEY=value lines or JSON).`,
    );
  }
  return problems;
}
