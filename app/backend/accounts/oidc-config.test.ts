import { expect, test, vi } from "vitest";
import { acceptableIssuer, oidcProvider, oidcProviders } from "./oidc-config.server.ts";
import { oidcFailureMessage } from "./oidc.server.ts";

const GOOGLE = { GOOGLE_OIDC_ISSUER: "https://accounts.google.com/", GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret" };

test("a provider is on only with its issuer, client id and secret all set", () => {
  expect(oidcProviders({})).toEqual([]);
  expect(oidcProviders({ GOOGLE_OIDC_ISSUER: "", GOOGLE_CLIENT_ID: "", APPLE_OIDC_ISSUER: "", APPLE_CLIENT_ID: "" })).toEqual([]);
  expect(oidcProviders(GOOGLE)).toEqual([
    { id: "google", label: "Google", issuer: "https://accounts.google.com", clientId: "id", clientSecret: "secret" },
  ]);
  const log = vi.spyOn(console, "error").mockImplementation(() => {});
  expect(oidcProviders({ ...GOOGLE, GOOGLE_CLIENT_SECRET: "" })).toEqual([]);
  expect(oidcProviders({ APPLE_OIDC_ISSUER: "https://appleid.apple.com", APPLE_CLIENT_ID: "id" })).toEqual([]);
  expect(log).toHaveBeenCalledWith(
    expect.stringContaining("Apple sign-in is off: set APPLE_OIDC_ISSUER (https), APPLE_CLIENT_ID and APPLE_CLIENT_SECRET"),
  );
  log.mockRestore();
  expect(oidcProvider(GOOGLE, "google")?.id).toBe("google");
  expect(oidcProvider(GOOGLE, "apple")).toBeNull();
  expect(oidcProvider(GOOGLE, "github")).toBeNull();
});

test("an issuer is https, or http only on this machine (the tests' provider)", () => {
  expect(acceptableIssuer("https://accounts.google.com")).toBe(true);
  expect(acceptableIssuer("http://127.0.0.1:8796")).toBe(true);
  expect(acceptableIssuer("http://localhost:8796")).toBe(true);
  expect(acceptableIssuer("http://accounts.google.com")).toBe(false);
  expect(acceptableIssuer("https://accounts.google.com?x=1")).toBe(false);
  expect(acceptableIssuer("accounts.google.com")).toBe(false);
});

test("a refused sign-in says so with the spec's prefix, whatever the code", () => {
  expect(oidcFailureMessage("state_mismatch")).toBe(
    "Social login failed: The sign-in expired or was started in another browser. Please try again.",
  );
  expect(oidcFailureMessage("something_new")).toBe("Social login failed: Please try again.");
});
