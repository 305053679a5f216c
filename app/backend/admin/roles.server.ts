/**
 * Roles on accounts (docs/decisions/026-roles.md): the first admin's setup and the admins' grants.
 * Who may call these is decided in ./admin-access.server.ts; here each write is one conditional SQL
 * statement (atomic in D1's SQLite: the check and the write cannot be separated by another
 * request), and writing a role the account already has changes nothing (idempotent).
 */
import { z } from "zod";

export const ROLES = ["user", "editor", "admin"] as const;
export type Role = (typeof ROLES)[number];
export const ACCOUNTS_PAGE_SIZE = 50;
/** Pages beyond this are not offered (50,000 accounts a search away). */
export const MAX_ACCOUNTS_PAGE = 1000;
export const MAX_SEARCH = 254;

export const roleChangeSchema = z.object({
  intent: z.literal("role"),
  userId: z.string().trim().min(1).max(64),
  role: z.enum(ROLES),
});

export const setupSchema = z.object({
  intent: z.literal("setup"),
  token: z.string().min(1, "Enter the admin token").max(512),
});

export async function adminExists(db: D1Database): Promise<boolean> {
  return (await db.prepare("SELECT 1 FROM auth_user WHERE role = 'admin' LIMIT 1").first()) !== null;
}

export type SetupOutcome = "made-admin" | "already-admin" | "admin-exists" | "no-account";

/** Makes `userId` an admin only while no account is one (the token's one use). */
export async function makeFirstAdmin(db: D1Database, userId: string, now = new Date()): Promise<SetupOutcome> {
  const result = await db
    .prepare(
      "UPDATE auth_user SET role = 'admin', updatedAt = ? WHERE id = ? AND NOT EXISTS (SELECT 1 FROM auth_user WHERE role = 'admin')",
    )
    .bind(now.toISOString(), userId)
    .run();
  if (result.meta.changes === 1) return "made-admin";
  const row = await db.prepare("SELECT role FROM auth_user WHERE id = ?").bind(userId).first<{ role: string }>();
  if (!row) return "no-account";
  return row.role === "admin" ? "already-admin" : "admin-exists";
}

export type RoleOutcome = "changed" | "unchanged" | "last-admin" | "no-account";

/** Sets an account's role; the last admin is never demoted (checked in the same statement). */
export async function setRole(db: D1Database, userId: string, role: Role, now = new Date()): Promise<RoleOutcome> {
  const result = await db
    .prepare(
      `UPDATE auth_user SET role = ?1, updatedAt = ?2
       WHERE id = ?3 AND role <> ?1
         AND (role <> 'admin' OR (SELECT COUNT(*) FROM auth_user WHERE role = 'admin') > 1)`,
    )
    .bind(role, now.toISOString(), userId)
    .run();
  if (result.meta.changes === 1) return "changed";
  const row = await db.prepare("SELECT role FROM auth_user WHERE id = ?").bind(userId).first<{ role: string }>();
  if (!row) return "no-account";
  return row.role === role ? "unchanged" : "last-admin";
}

export interface AccountRow {
  id: string;
  name: string;
  email: string;
  role: Role;
  createdAt: string;
}

export interface AccountsPage {
  accounts: AccountRow[];
  total: number;
  page: number;
  pages: number;
  query: string;
}

/** One page of accounts, admins and editors first, then the newest; `query` searches the email (a substring, any case). */
export async function listAccounts(db: D1Database, query: string, page: number): Promise<AccountsPage> {
  const q = query.trim().toLowerCase().slice(0, MAX_SEARCH);
  const where = q ? "WHERE instr(lower(email), ?1) > 0" : "WHERE ?1 = ?1";
  const total = (await db.prepare(`SELECT COUNT(*) AS n FROM auth_user ${where}`).bind(q).first<{ n: number }>())?.n ?? 0;
  const pages = Math.max(1, Math.min(MAX_ACCOUNTS_PAGE, Math.ceil(total / ACCOUNTS_PAGE_SIZE)));
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pages);
  const { results } = await db
    .prepare(
      `SELECT id, name, email, role, createdAt FROM auth_user ${where}
       ORDER BY CASE role WHEN 'admin' THEN 0 WHEN 'editor' THEN 1 ELSE 2 END, createdAt DESC, id
       LIMIT ?2 OFFSET ?3`,
    )
    .bind(q, ACCOUNTS_PAGE_SIZE, (current - 1) * ACCOUNTS_PAGE_SIZE)
    .all<AccountRow>();
  return { accounts: results, total, page: current, pages, query: q };
}
