/**
 * A Web Push service for the browser tests, speaking the protocols Chromium's own push client
 * uses (GCM: check-in and registration over HTTP, the Mobile Connection Server over TLS), so that
 * Chromium's real PushManager.subscribe() subscribes here and a message posted to a subscription's
 * endpoint is delivered to the browser, which decrypts it (RFC 8291) and wakes the site's service
 * worker. Chromium is pointed at it by its own switches (`--gcm-checkin-url`,
 * `--gcm-registration-url`, `--gcm-mcs-endpoint`) and trusts its throwaway certificate by key
 * (`--ignore-certificate-errors-spki-list`); `chromiumArgs` gives all four.
 *
 * The push side is RFC 8030 with VAPID (RFC 8292): a POST to `/fcm/send/{token}` must carry a
 * valid `vapid t=…, k=…` Authorization (ES256, audience this service's origin, unexpired, with a
 * subject) whose key is the one the subscription was made with, `Content-Encoding: aes128gcm` and
 * a TTL; it answers 201, and 404 for a token it never issued or has forgotten.
 *
 * Chromium names the endpoint `https://jmt17.google.com/fcm/send/{token}` (its fixed host for a
 * non-default GCM server); `localEndpoint` maps that to this service, as DNS would.
 */
import { X509Certificate, createHash, webcrypto } from "node:crypto";
import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import tls from "node:tls";

const MCS_VERSION = 41;
const TAG = { heartbeatPing: 0, heartbeatAck: 1, loginRequest: 2, loginResponse: 3, iqStanza: 7, dataMessage: 8 } as const;
/** The IqStanza extension by which the browser acknowledges messages it has stored. */
const SELECTIVE_ACK = 12;
const CHROMIUM_ENDPOINT = "https://jmt17.google.com/fcm/send/";

const TLS_FILES = path.resolve(import.meta.dirname, "fixtures");
const cert = readFileSync(path.join(TLS_FILES, "chromium-push-service.crt"));
const key = readFileSync(path.join(TLS_FILES, "chromium-push-service.key"));

/** A message the service took in, as the test may check it. */
export interface PushReceived {
  token: string;
  status: number;
  /** Why it was refused, when it was. */
  refused?: string;
  /** Written to the browser's connection at once (false: kept until it connects). */
  delivered: boolean;
  /** When it came in (ms since the epoch), to tell where a slow alert's time went. */
  at: number;
}

interface Registration {
  category: string;
  subtype: string;
  /** The VAPID key the subscription was made with (base64url), which GCM calls the sender. */
  sender: string;
  device: string;
}

export interface ChromiumPushService {
  /** Chromium switches that make its push client use this service. */
  chromiumArgs: string[];
  /** The endpoint at this service for one Chromium names. */
  localEndpoint(endpoint: string): string;
  received: PushReceived[];
  /** The browsers' connections: logins and closes with their times, for a failing test to print. */
  connections: { at: number; device: string; event: "login" | "close" }[];
  close(): Promise<void>;
}

// --- a little protobuf: only what GCM's messages need ---------------------------------------------

function varint(value: number | bigint): Buffer {
  let v = BigInt(value);
  const bytes: number[] = [];
  do {
    let byte = Number(v & 0x7fn);
    v >>= 7n;
    if (v > 0n) byte |= 0x80;
    bytes.push(byte);
  } while (v > 0n);
  return Buffer.from(bytes);
}

type Field = [number, "varint", number | bigint] | [number, "bytes", string | Buffer] | [number, "fixed64", bigint];

function message(fields: Field[]): Buffer {
  return Buffer.concat(
    fields.map(([number, type, value]) => {
      if (type === "varint") return Buffer.concat([varint(number << 3), varint(value)]);
      if (type === "fixed64") {
        const bytes = Buffer.alloc(8);
        bytes.writeBigUInt64LE(value);
        return Buffer.concat([varint((number << 3) | 1), bytes]);
      }
      const bytes = typeof value === "string" ? Buffer.from(value) : value;
      return Buffer.concat([varint((number << 3) | 2), varint(bytes.length), bytes]);
    }),
  );
}

/** Reads a varint at `offset`; null when the buffer ends first. */
function readVarint(buffer: Buffer, offset: number): { value: number; next: number } | null {
  let value = 0;
  for (let i = 0; i < 5 && offset + i < buffer.length; i++) {
    const byte = buffer[offset + i] ?? 0;
    value |= (byte & 0x7f) << (7 * i);
    if ((byte & 0x80) === 0) return { value, next: offset + i + 1 };
  }
  return null;
}

// --- VAPID (RFC 8292) -------------------------------------------------------------------------------

const base64url = (bytes: Buffer) => bytes.toString("base64url");

async function checkVapid(authorization: string | undefined, audience: string, sender: string): Promise<string | null> {
  const parts = Object.fromEntries(
    (authorization ?? "")
      .replace(/^vapid\s+/i, "")
      .split(",")
      .map((part) => part.trim().split("=") as [string, string]),
  );
  if (!authorization?.toLowerCase().startsWith("vapid ") || !parts.t || !parts.k) return "no VAPID authorization";
  if (parts.k !== sender) return "the VAPID key is not the one the subscription was made with";
  const [header = "", claims = "", signature = ""] = parts.t.split(".");
  const publicKey = await webcrypto.subtle.importKey(
    "raw",
    Buffer.from(parts.k, "base64url"),
    { name: "ECDSA", namedCurve: "P-256" },
    false,
    ["verify"],
  );
  const signed = await webcrypto.subtle.verify(
    { name: "ECDSA", hash: "SHA-256" },
    publicKey,
    Buffer.from(signature, "base64url"),
    Buffer.from(`${header}.${claims}`),
  );
  if (!signed) return "the VAPID signature does not verify";
  const { aud, exp, sub } = JSON.parse(Buffer.from(claims, "base64url").toString()) as { aud?: string; exp?: number; sub?: string };
  const now = Date.now() / 1000;
  if (aud !== audience) return `the VAPID audience is ${aud}, not ${audience}`;
  if (typeof exp !== "number" || exp < now || exp > now + 24 * 3600) return "the VAPID token is expired or lives over 24 hours";
  if (!sub || !/^(mailto:|https:)/.test(sub)) return "the VAPID token names no subject";
  return null;
}

// --- the service ------------------------------------------------------------------------------------

export async function startChromiumPushService(): Promise<ChromiumPushService> {
  const registrations = new Map<string, Registration>();
  const browsers = new Map<string, tls.TLSSocket>(); // device (android id) → its MCS connection
  const received: PushReceived[] = [];
  const connections: ChromiumPushService["connections"] = [];
  let nextDevice = 4_100_000_000_000n;
  let nextMessage = 0;

  // Like a real push service, a message is kept until the browser has it: until it acknowledges it
  // (a selective ack) or lists it as received when it logs in again. A login gets every message it
  // does not list, so one written to a connection that closed before the browser read it is not lost
  // (Chromium closes its first connection right after logging in, then opens another).
  const unacked = new Map<string, { id: string; frame: Buffer }[]>(); // device → messages in order
  const deliver = (registration: Registration, body: Buffer, ttl: number): boolean => {
    const appData = (name: string, value: string) =>
      message([
        [1, "bytes", name],
        [2, "bytes", value],
      ]);
    const id = `0:${Date.now()}%${++nextMessage}`;
    const stanza = message([
      [2, "bytes", `m${nextMessage}`],
      [3, "bytes", registration.sender],
      [5, "bytes", registration.category],
      [7, "bytes", appData("subtype", registration.subtype)],
      [7, "bytes", appData("content-encoding", "aes128gcm")],
      [9, "bytes", id],
      [17, "varint", ttl],
      [21, "bytes", body],
    ]);
    const frame = Buffer.concat([Buffer.from([TAG.dataMessage]), varint(stanza.length), stanza]);
    unacked.set(registration.device, [...(unacked.get(registration.device) ?? []), { id, frame }]);
    const socket = browsers.get(registration.device);
    if (socket && !socket.destroyed) {
      socket.write(frame);
      return true;
    }
    return false;
  };
  const acknowledge = (device: string, ids: readonly string[]) =>
    unacked.set(
      device,
      (unacked.get(device) ?? []).filter((kept) => !ids.includes(kept.id)),
    );

  const readBody = (request: http.IncomingMessage) =>
    new Promise<Buffer>((resolve, reject) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => resolve(Buffer.concat(chunks)));
      request.on("error", reject);
    });

  const web = http.createServer(async (request, response) => {
    const body = await readBody(request);
    const url = new URL(request.url ?? "/", "http://localhost");
    if (request.method === "POST" && url.pathname === "/checkin") {
      // AndroidCheckinResponse: stats_ok, android_id, security_token.
      response.setHeader("content-type", "application/x-protobuf");
      const device = nextDevice++;
      response.end(
        message([
          [1, "varint", 1],
          [7, "fixed64", device],
          [8, "fixed64", device * 7n],
        ]),
      );
      return;
    }
    if (request.method === "POST" && url.pathname === "/register") {
      const form = new URLSearchParams(body.toString());
      const field = (name: string) => form.get(name) ?? "";
      const [app, subtype, sender, device] = [field("app"), field("X-subtype"), field("sender"), field("device")];
      // Chromium's own GCM registrations (no subtype) are answered too; only web push ones are kept.
      const token = base64url(createHash("sha256").update(`${device}|${app}|${subtype}|${sender}`).digest()).slice(0, 32);
      if (subtype.startsWith("wp:")) registrations.set(token, { category: app, subtype, sender, device });
      response.end(`token=${token}`);
      return;
    }
    const token = /^\/fcm\/send\/([\w-]+)$/.exec(url.pathname)?.[1];
    if (request.method === "POST" && token) {
      const registration = registrations.get(token);
      const refuse = (status: number, refused: string) => {
        received.push({ token, status, refused, delivered: false, at: Date.now() });
        response.writeHead(status, { "content-type": "text/plain" }).end(refused);
      };
      if (!registration) return refuse(404, "no such subscription");
      const audience = `https://${request.headers.host}`;
      const vapid = await checkVapid(request.headers.authorization, audience, registration.sender);
      if (vapid) return refuse(401, vapid);
      if (request.headers["content-encoding"] !== "aes128gcm") return refuse(400, "Content-Encoding must be aes128gcm");
      const ttl = Number(request.headers.ttl);
      if (!Number.isInteger(ttl) || ttl < 0) return refuse(400, "a TTL header is required");
      if (body.length === 0 || body.length > 4096) return refuse(413, "the payload must be 1–4096 bytes");
      const delivered = deliver(registration, body, ttl);
      received.push({ token, status: 201, delivered, at: Date.now() });
      response.writeHead(201, { location: `/m/${nextMessage}`, ttl: String(ttl) }).end();
      return;
    }
    response.writeHead(404).end();
  });

  // The Mobile Connection Server: a login, then data messages; heartbeats answered.
  const mcs = tls.createServer({ cert, key }, (socket) => {
    let buffer = Buffer.alloc(0);
    let versionRead = false;
    let connectedDevice: string | null = null;
    socket.on("error", () => socket.destroy());
    socket.on("data", (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      for (;;) {
        const start = versionRead ? 0 : 1;
        if (buffer.length < start + 2) return;
        const tag = buffer[start];
        const size = readVarint(buffer, start + 1);
        if (!size || buffer.length < size.next + size.value) return;
        const payload = buffer.subarray(size.next, size.next + size.value);
        buffer = buffer.subarray(size.next + size.value);
        versionRead = true;
        if (tag === TAG.loginRequest) {
          // LoginRequest: user = 3 (the android id), received_persistent_id = 10 (messages it holds).
          const fields = readFields(payload);
          const device = fields.find((field) => field.number === 3)?.bytes?.toString() ?? null;
          const login = message([[1, "bytes", `login-${device}`]]);
          socket.write(Buffer.concat([Buffer.from([MCS_VERSION, TAG.loginResponse]), varint(login.length), login]));
          if (device) {
            connections.push({ at: Date.now(), device, event: "login" });
            socket.once("close", () => connections.push({ at: Date.now(), device, event: "close" }));
            browsers.set(device, socket);
            connectedDevice = device;
            acknowledge(device, stringsOf(fields, 10));
            for (const { frame } of unacked.get(device) ?? []) socket.write(frame);
          }
        } else if (tag === TAG.iqStanza && connectedDevice) {
          // IqStanza: extension = 7 { id = 1, data = 2 }; a selective ack's data lists ids = 1.
          const extension = readFields(readFields(payload).find((field) => field.number === 7)?.bytes ?? Buffer.alloc(0));
          if (extension.find((field) => field.number === 1)?.varint === SELECTIVE_ACK) {
            const data = extension.find((field) => field.number === 2)?.bytes ?? Buffer.alloc(0);
            acknowledge(connectedDevice, stringsOf(readFields(data), 1));
          }
        } else if (tag === TAG.heartbeatPing) {
          socket.write(Buffer.from([TAG.heartbeatAck, 0]));
        }
      }
    });
  });

  await Promise.all([
    new Promise<void>((resolve) => web.listen(0, "127.0.0.1", resolve)),
    new Promise<void>((resolve) => mcs.listen(0, "127.0.0.1", resolve)),
  ]);
  const webPort = (web.address() as AddressInfo).port;
  const mcsPort = (mcs.address() as AddressInfo).port;
  // Chromium trusts the certificate by the hash of its public key (SPKI), and only while told to.
  const spki = new X509Certificate(cert).publicKey.export({ type: "spki", format: "der" });
  const pin = createHash("sha256").update(spki).digest("base64");
  return {
    chromiumArgs: [
      `--gcm-checkin-url=http://localhost:${webPort}/checkin`,
      `--gcm-registration-url=http://localhost:${webPort}/register`,
      `--gcm-mcs-endpoint=https://localhost:${mcsPort}`,
      `--ignore-certificate-errors-spki-list=${pin}`,
    ],
    localEndpoint: (endpoint) =>
      endpoint.startsWith(CHROMIUM_ENDPOINT)
        ? `http://localhost:${webPort}/fcm/send/${endpoint.slice(CHROMIUM_ENDPOINT.length)}`
        : endpoint,
    received,
    connections,
    close: async () => {
      for (const socket of browsers.values()) socket.destroy();
      await Promise.all([new Promise((resolve) => web.close(resolve)), new Promise((resolve) => mcs.close(resolve))]);
    },
  };
}

interface ReadField {
  number: number;
  varint?: number;
  bytes?: Buffer;
}

/** A message's fields, as far as they can be read (what GCM's messages use: varints, bytes, fixed). */
function readFields(payload: Buffer): ReadField[] {
  const fields: ReadField[] = [];
  let offset = 0;
  while (offset < payload.length) {
    const key = readVarint(payload, offset);
    if (!key) break;
    const [number, type] = [key.value >>> 3, key.value & 7];
    if (type === 0) {
      const value = readVarint(payload, key.next);
      if (!value) break;
      fields.push({ number, varint: value.value });
      offset = value.next;
    } else if (type === 2) {
      const length = readVarint(payload, key.next);
      if (!length) break;
      fields.push({ number, bytes: payload.subarray(length.next, length.next + length.value) });
      offset = length.next + length.value;
    } else if (type === 1) offset = key.next + 8;
    else if (type === 5) offset = key.next + 4;
    else break;
  }
  return fields;
}

const stringsOf = (fields: readonly ReadField[], number: number) =>
  fields.flatMap((field) => (field.number === number && field.bytes ? [field.bytes.toString()] : []));
