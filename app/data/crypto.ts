/**
 * Hex digests for what D1 keeps by hash (scorer tokens, revoked sessions, imported files) and HMACs:
 * WebCrypto only. In app/data, the lowest layer with a place for it, so scoring, the backend and the
 * importer share one copy without reaching up (scoring sits below the backend).
 */
export function hex(bytes: ArrayBuffer): string {
  return [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

export async function sha256Hex(text: string): Promise<string> {
  return hex(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
}
