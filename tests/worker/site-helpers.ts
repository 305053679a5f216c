import { exports } from "cloudflare:workers";

const BASE = "http://site";
const ADMIN = { authorization: "Bearer dev-admin-token" };

/** A request through the built Worker, as a browser (not a bot) would send it. */
export function get(path: string, headers: Record<string, string> = {}) {
  return exports.default.fetch(new Request(BASE + path, { headers: { "user-agent": "Mozilla/5.0", ...headers } }));
}

/** A JSON request with the given headers (no admin token unless given). */
export function send(method: string, path: string, body: unknown, headers: Record<string, string>) {
  return exports.default.fetch(
    new Request(BASE + path, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      ...(body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) }),
    }),
  );
}

/** An admin API call with the bootstrap token (local default). */
export function admin(method: string, path: string, body?: unknown) {
  return send(method, path, body, ADMIN);
}

export function upload(file: File, kind = "ads", headers: Record<string, string> = ADMIN) {
  const form = new FormData();
  form.set("file", file);
  form.set("kind", kind);
  return exports.default.fetch(new Request(`${BASE}/api/admin/files`, { method: "POST", headers, body: form }));
}

export const PNG_BYTES = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00,
  0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1f, 0x15, 0xc4, 0x89, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9c, 0x63, 0xf8, 0xcf,
  0xc0, 0xf0, 0x1f, 0x00, 0x05, 0x00, 0x01, 0xff, 0x89, 0x99, 0x3d, 0x1d, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60,
  0x82,
]);
