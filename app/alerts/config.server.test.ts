import { describe, expect, it } from "vitest";
import { DEV_VAPID, vapidFor, vapidForKey } from "./config.server.ts";

const deployed = new Request("https://cricket.example/api/alerts/key");
const local = new Request("http://localhost:8787/api/alerts/key");
const keys = { VAPID_PUBLIC_KEY: "BPub", VAPID_PRIVATE_KEY: "priv", VAPID_SUBJECT: "mailto:ops@cricket.example" };

describe("VAPID keys", () => {
  it("fail closed on a deployed Worker without both keys; localhost gets the local pair", () => {
    expect(vapidFor({}, deployed)).toBeNull();
    expect(vapidFor({ VAPID_PUBLIC_KEY: "BPub" }, deployed)).toBeNull();
    expect(vapidFor({ VAPID_PRIVATE_KEY: "priv" }, deployed)).toBeNull();
    expect(vapidFor({}, local)).toEqual(DEV_VAPID);
  });

  it("use the configured pair when set, here and locally", () => {
    expect(vapidFor(keys, deployed)).toEqual({ publicKey: "BPub", privateKey: "priv", subject: "mailto:ops@cricket.example" });
    expect(vapidFor(keys, local)?.publicKey).toBe("BPub");
  });

  it("sign with the pair a subscription was made for, and with none after a rotation", () => {
    expect(vapidForKey(keys, "BPub")?.privateKey).toBe("priv");
    expect(vapidForKey(keys, DEV_VAPID.publicKey)).toEqual(DEV_VAPID);
    expect(vapidForKey(keys, "BOld")).toBeNull();
  });
});
