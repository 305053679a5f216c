import { z } from "zod";
import { MAX_POLICY_HTML, POLICY_KINDS, type PolicyKind } from "./desk-public.ts";
import { sanitizePolicyHtml } from "../news/sanitize.server.ts";

export { MAX_POLICY_HTML, POLICY_KINDS, type PolicyKind };

/**
 * The privacy policy and the terms of use (docs/product/site-and-accounts.md#info-pages): CMS
 * HTML kept as versions (migrations/0021_info.sql). Every save adds a version; publishing one makes
 * it the page's text. HTML is sanitised before it is stored (decision 022).
 */

export interface PolicyVersion {
  id: number;
  kind: PolicyKind;
  version: number;
  contentHtml: string;
  createdAt: number;
  publishedAt: number | null;
}

export const policySaveSchema = z
  .object({
    kind: z.enum(POLICY_KINDS),
    contentHtml: z.string().max(MAX_POLICY_HTML, `must be at most ${MAX_POLICY_HTML / 1000} KB`),
    publish: z.boolean(),
    clientToken: z.string().regex(/^[A-Za-z0-9-]{16,64}$/, "is missing: reload the page and try again"),
  })
  .strict();
export type PolicySave = z.infer<typeof policySaveSchema>;

interface Row {
  id: number;
  kind: PolicyKind;
  version: number;
  content_html: string;
  created_at: number;
  published_at: number | null;
}

const versionOf = (r: Row): PolicyVersion => ({
  id: r.id,
  kind: r.kind,
  version: r.version,
  contentHtml: r.content_html,
  createdAt: r.created_at,
  publishedAt: r.published_at,
});

/** The page's text: the version published last (publishing an older one rolls back to it), or null when none is. */
export async function publishedPolicy(db: D1Database, kind: PolicyKind): Promise<PolicyVersion | null> {
  const row = await db
    .prepare("SELECT * FROM policy_versions WHERE kind = ? AND published_at IS NOT NULL ORDER BY published_at DESC, version DESC LIMIT 1")
    .bind(kind)
    .first<Row>();
  return row ? versionOf(row) : null;
}

export async function policyVersions(db: D1Database, kind: PolicyKind, limit = 50): Promise<PolicyVersion[]> {
  const rows = await db.prepare("SELECT * FROM policy_versions WHERE kind = ? ORDER BY version DESC LIMIT ?").bind(kind, limit).all<Row>();
  return rows.results.map(versionOf);
}

/**
 * Stores the HTML (sanitised) as the next version, published at once when asked; one statement,
 * so the number cannot be taken twice. A repeat of the same client token stores nothing and
 * answers the version the first one made.
 */
export async function savePolicyVersion(db: D1Database, input: PolicySave, now = Date.now()): Promise<PolicyVersion> {
  const html = sanitizePolicyHtml(input.contentHtml);
  const [, found] = await db.batch<Row>([
    db
      .prepare(
        `INSERT INTO policy_versions (kind, version, content_html, client_token, created_at, published_at)
         SELECT ?1, coalesce(max(version), 0) + 1, ?2, ?3, ?4, ?5 FROM policy_versions WHERE kind = ?1
         ON CONFLICT (client_token) DO NOTHING`,
      )
      .bind(input.kind, html, input.clientToken, now, input.publish ? now : null),
    db.prepare("SELECT * FROM policy_versions WHERE client_token = ?").bind(input.clientToken),
  ]);
  return versionOf(found!.results[0]!);
}

/** Publishes a stored version: it becomes the page's text; false when the id is unknown. */
export async function publishPolicyVersion(db: D1Database, id: number, now = Date.now()): Promise<boolean> {
  const row = await db.prepare("UPDATE policy_versions SET published_at = ? WHERE id = ? RETURNING id").bind(now, id).first();
  return row !== null;
}
