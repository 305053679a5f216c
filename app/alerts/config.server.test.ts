import { describe, expect, it } from "vitest";
import { DEV_VAPID, vapidFor, vapidForKey } from "./config.server.ts";

/** Local development is the setting (decision 046), never the request's host. */
const local = { LOCAL_DEVELOPMENT: "on" };
const keys = { VAPID_PUBLIC_KEY: "BPub", VAPID_PRIVATE_KEY: "priv", VAPID_SUBJECT: "mailto:ops@cricket.example" };

describe("VAPID keys", () => {
  it("fail closed on a deployed Worker without both keys; local development gets the local pair", () => {
    expect(vapidFor({})).toBeNull();
    expect(vapidFor({ VAPID_PUBLIC_KEY: "BPub" })).toBeNull();
    expect(vapidFor({ VAPID_PRIVATE_KEY: "priv" })).toBeNull();
    expect(vapidFor(local)).toEqual(DEV_VAPID);
  });

  it("use the configured pair when set, here and locally", () => {
    expect(vapidFor(keys)).toEqual({ publicKey: "BPub", privateKey: "priv", subject: "mailto:ops@cricket.example" });
    expect(vapidFor({ ...keys, ...local })?.publicKey).toBe("BPub");
  });

  it("sign with the pair a subscription was made for, and with none after a rotation", () => {
    expect(vapidForKey(keys, "BPub")?.privateKey).toBe("priv");
    expect(vapidForKey(keys, DEV_VAPID.publicKey)).toEqual(DEV_VAPID);
    expect(vapidForKey(keys, "BOld")).toBeNull();
  });
});
