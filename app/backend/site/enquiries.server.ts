import { z } from "zod";
import { sha256Hex } from "../../data/crypto.ts";
import { ENQUIRY_STATUSES, type EnquiryStatus, MAX_SCREENSHOT_BYTES } from "./desk-public.ts";
import { sniffImage, UploadError } from "../media/files.server.ts";

export { ENQUIRY_STATUSES, type EnquiryStatus, MAX_SCREENSHOT_BYTES };

/**
 * Advertise enquiries and feedback (docs/product/site-and-accounts.md#info-pages: the two forms' fields),
 * stored in D1 (migrations/0021_info.sql) and answered from /admin/inbox. A feedback screenshot
 * goes to R2 under feedback/, never served publicly. A double submit stores one row: the form's
 * client token (or, without one, a hash of what was sent) is unique.
 */

export const ENQUIRY_KINDS = ["advertise", "feedback"] as const;
export type EnquiryKind = (typeof ENQUIRY_KINDS)[number];

/** Screenshots: JPEG, PNG or GIF only (docs/product/site-and-accounts.md#info-pages), by their bytes; at most MAX_SCREENSHOT_BYTES. */
const SCREENSHOT_TYPES = new Set(["image/jpeg", "image/png", "image/gif"]);

const required = (label: string, max: number) =>
  z.string().trim().min(1, `${label} is required`).max(max, `${label} is too long (at most ${max} characters)`);
const email = z.string().trim().max(200, "Email is too long").pipe(z.email("Please enter a valid email"));
const clientToken = z
  .string()
  .regex(/^[A-Za-z0-9-]{16,64}$/)
  .optional()
  .catch(undefined);

export const advertiseSchema = z.object({
  name: required("Name", 120),
  email,
  mobile: z
    .string()
    .trim()
    .max(20, "Please enter a valid mobile number")
    .regex(/^(\+?[\d\s().-]{7,20})?$/, "Please enter a valid mobile number"),
  company: required("Company", 160),
  city: required("City", 120),
  subject: required("Subject", 200),
  requirements: required("Requirements", 5000),
  clientToken,
});
export type AdvertiseEnquiry = z.infer<typeof advertiseSchema>;

export const feedbackSchema = z.object({
  name: required("Name", 120),
  email,
  subject: required("Subject", 200),
  message: required("Message", 5000),
  clientToken,
});
export type Feedback = z.infer<typeof feedbackSchema>;

/** What the inbox lists: enquiries and feedback, and signed-in users' support requests. */
export const INBOX_KINDS = [...ENQUIRY_KINDS, "support"] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

export interface Enquiry {
  id: number;
  kind: InboxKind;
  name: string;
  email: string;
  mobile: string;
  company: string;
  city: string;
  subject: string;
  message: string;
  screenshotKey: string | null;
  screenshotType: string | null;
  status: EnquiryStatus;
  createdAt: number;
  updatedAt: number;
}

/** Checks a screenshot (size, then the bytes' signature); its bytes and type, or throws UploadError. */
export async function checkScreenshot(file: File): Promise<{ bytes: Uint8Array; mime: string; ext: string }> {
  if (file.size > MAX_SCREENSHOT_BYTES) {
    throw new UploadError(413, `The screenshot is ${Math.ceil(file.size / 1024)} KB; at most ${MAX_SCREENSHOT_BYTES / 1024} KB`);
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffImage(bytes);
  if (!type || !SCREENSHOT_TYPES.has(type.mime)) throw new UploadError(415, "The screenshot must be a JPEG, PNG or GIF image");
  return { bytes, mime: type.mime, ext: type.ext };
}

type Stored = { id: number; duplicate: boolean };

/**
 * Stores an enquiry (one statement; a repeated token stores nothing and answers the first row).
 * A screenshot is put in R2 first and removed again when the row was a duplicate or the write failed.
 */
export async function storeEnquiry(
  env: { DB: D1Database; FILES: R2Bucket },
  kind: EnquiryKind,
  input: AdvertiseEnquiry | Feedback,
  screenshot: { bytes: Uint8Array; mime: string; ext: string } | null,
  now = Date.now(),
): Promise<Stored> {
  const fields = {
    name: input.name,
    email: input.email,
    mobile: "mobile" in input ? input.mobile : "",
    company: "company" in input ? input.company : "",
    city: "city" in input ? input.city : "",
    subject: input.subject,
    message: "requirements" in input ? input.requirements : input.message,
  };
  const token = input.clientToken ?? `sha256-${(await sha256Hex(JSON.stringify([kind, fields]))).slice(0, 56)}`;
  const key = screenshot ? `feedback/${crypto.randomUUID()}.${screenshot.ext}` : null;
  if (screenshot && key) await env.FILES.put(key, screenshot.bytes, { httpMetadata: { contentType: screenshot.mime } });
  try {
    const [inserted, found] = await env.DB.batch<{ id: number }>([
      env.DB.prepare(
        `INSERT INTO enquiries (kind, client_token, name, email, mobile, company, city, subject, message, screenshot_key, screenshot_type, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (client_token) DO NOTHING RETURNING id`,
      ).bind(
        kind,
        token,
        fields.name,
        fields.email,
        fields.mobile,
        fields.company,
        fields.city,
        fields.subject,
        fields.message,
        key,
        screenshot?.mime ?? null,
        now,
        now,
      ),
      env.DB.prepare("SELECT id FROM enquiries WHERE client_token = ?").bind(token),
    ]);
    const duplicate = inserted!.results.length === 0;
    if (duplicate && key) await env.FILES.delete(key);
    return { id: found!.results[0]!.id, duplicate };
  } catch (error) {
    if (key) await env.FILES.delete(key);
    throw error;
  }
}

interface Row {
  id: number;
  kind: InboxKind;
  name: string;
  email: string;
  mobile: string;
  company: string;
  city: string;
  subject: string;
  message: string;
  screenshot_key: string | null;
  screenshot_type: string | null;
  status: EnquiryStatus;
  created_at: number;
  updated_at: number;
}

const enquiryOf = (r: Row): Enquiry => ({
  id: r.id,
  kind: r.kind,
  name: r.name,
  email: r.email,
  mobile: r.mobile,
  company: r.company,
  city: r.city,
  subject: r.subject,
  message: r.message,
  screenshotKey: r.screenshot_key,
  screenshotType: r.screenshot_type,
  status: r.status,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

/** A support request as an inbox row (the account's name; the topic's subject; no screenshot). */
const SUPPORT_AS_ROW = `SELECT s.id, 'support' AS kind, coalesce(u.name, '') AS name, s.email, '' AS mobile, '' AS company, '' AS city,
  s.subject, s.issue AS message, NULL AS screenshot_key, NULL AS screenshot_type, s.status, s.created_at,
  max(s.updated_at, s.created_at) AS updated_at
  FROM support_requests s LEFT JOIN auth_user u ON u.id = s.user_id`;

/** The inbox: enquiries, feedback and support requests, newest first, optionally one status; with the count of each status. */
export async function listEnquiries(
  db: D1Database,
  status: EnquiryStatus | null,
  limit = 100,
): Promise<{ enquiries: Enquiry[]; counts: Record<EnquiryStatus, number> }> {
  const [rows, counts] = await db.batch([
    db
      .prepare(
        `SELECT * FROM (
           SELECT id, kind, name, email, mobile, company, city, subject, message, screenshot_key, screenshot_type, status, created_at, updated_at
             FROM enquiries WHERE ?1 IS NULL OR status = ?1
           UNION ALL
           SELECT * FROM (${SUPPORT_AS_ROW}) WHERE ?1 IS NULL OR status = ?1
         ) ORDER BY created_at DESC, id DESC LIMIT ?2`,
      )
      .bind(status, limit),
    db.prepare(
      "SELECT status, sum(n) AS n FROM (SELECT status, count(*) AS n FROM enquiries GROUP BY status UNION ALL SELECT status, count(*) FROM support_requests GROUP BY status) GROUP BY status",
    ),
  ]);
  const byStatus: Record<EnquiryStatus, number> = { new: 0, answered: 0, closed: 0 };
  for (const r of counts!.results as { status: EnquiryStatus; n: number }[]) byStatus[r.status] = r.n;
  return { enquiries: (rows!.results as Row[]).map(enquiryOf), counts: byStatus };
}

export async function enquiryById(db: D1Database, id: number): Promise<Enquiry | null> {
  const row = await db.prepare("SELECT * FROM enquiries WHERE id = ?").bind(id).first<Row>();
  return row ? enquiryOf(row) : null;
}

export const statusSchema = z.enum(ENQUIRY_STATUSES);

/** Sets the status of an inbox item (an enquiry or feedback, or a support request); false when the id is unknown. */
export async function setEnquiryStatus(
  db: D1Database,
  id: number,
  status: EnquiryStatus,
  now = Date.now(),
  table: "enquiries" | "support" = "enquiries",
): Promise<boolean> {
  const sql =
    table === "support"
      ? "UPDATE support_requests SET status = ?, updated_at = ? WHERE id = ? RETURNING id"
      : "UPDATE enquiries SET status = ?, updated_at = ? WHERE id = ? RETURNING id";
  return (await db.prepare(sql).bind(status, now, id).first()) !== null;
}
