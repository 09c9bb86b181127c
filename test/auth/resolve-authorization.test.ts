/** Header resolution and the auth readiness diagnostic, one row per state, against the real vault. */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { CredentialRef } from "../../src/shared/ids";
import type { AuthReadiness } from "../../src/shared/readiness";
import {
  type CallerFacts,
  credentialUnavailableReadiness,
  preflightReadiness,
  resolveAuthorization,
  withAuthFailed,
} from "../../workers/tools/auth/resolve-authorization";
import { sealCredential } from "../../workers/tools/auth/vault";
import { HOUR_MS, later, newTestKey } from "./helpers";
import { asCredentialRefForTest } from "./refs";

const NOW = new Date("2026-11-29T10:00:00.000Z");
const TOKEN = "pc1.MBR-1001.1796000000.readiness-test-signature";
const KEY = newTestKey();

type Caller = "signed-out" | "sealed" | "forgotten" | "expired" | "other-key";

async function callerFor(kind: Caller): Promise<{ caller: CallerFacts; key: string; at: Date }> {
  if (kind === "signed-out") return { caller: { credentialRef: null, personId: null }, key: KEY, at: NOW };
  let ref: CredentialRef = asCredentialRefForTest("cred_forgotten_long_ago");
  if (kind !== "forgotten") {
    ref = await sealCredential(env.DB, KEY, { token: TOKEN, expiresAt: later(NOW, HOUR_MS), now: NOW });
  }
  const at = kind === "expired" ? later(NOW, 2 * HOUR_MS) : NOW;
  return { caller: { credentialRef: ref, personId: "MBR-1001" }, key: kind === "other-key" ? newTestKey() : KEY, at };
}

const ready = (over: Partial<AuthReadiness>): AuthReadiness => ({
  required: true,
  source: "tool_spec",
  profilePresent: true,
  tokenPresent: true,
  personPresent: true,
  resolverAttempted: true,
  headerNames: [],
  failureReason: null,
  ...over,
});

describe("resolveAuthorization", () => {
  it.each<[string, Caller, boolean, boolean, string | null, AuthReadiness]>([
    [
      "needs no credential: no header, nothing attempted",
      "signed-out",
      false,
      true,
      null,
      ready({ required: false, source: "none", tokenPresent: false, personPresent: false, resolverAttempted: false }),
    ],
    [
      "has no credential: credential_unavailable, auth_context_required",
      "signed-out",
      true,
      true,
      "credential_unavailable",
      ready({
        tokenPresent: false,
        personPresent: false,
        resolverAttempted: false,
        failureReason: "auth_context_required",
      }),
    ],
    [
      "has no auth profile: auth_profile_missing",
      "sealed",
      true,
      false,
      "auth_profile_missing",
      ready({ profilePresent: false, resolverAttempted: false, failureReason: "auth_profile_missing" }),
    ],
    [
      "holds a forgotten credential: auth_header_resolution_failed",
      "forgotten",
      true,
      true,
      "auth_header_resolution_failed",
      ready({ failureReason: "auth_header_resolution_failed" }),
    ],
    [
      "holds an expired credential: auth_header_resolution_failed",
      "expired",
      true,
      true,
      "auth_header_resolution_failed",
      ready({ failureReason: "auth_header_resolution_failed" }),
    ],
    [
      "holds a credential the key cannot open: auth_header_resolution_failed",
      "other-key",
      true,
      true,
      "auth_header_resolution_failed",
      ready({ failureReason: "auth_header_resolution_failed" }),
    ],
    [
      "holds a good credential: the header, and its name only in the readiness",
      "sealed",
      true,
      true,
      null,
      ready({ headerNames: ["Authorization"] }),
    ],
  ])("for a caller who %s", async (_name, kind, requiresCredential, profile, code, readiness) => {
    const { caller, key, at } = await callerFor(kind);
    const result = await resolveAuthorization(
      { db: env.DB, credentialKey: key, now: at },
      caller,
      { requiresCredential },
      profile,
    );
    if (code === null) {
      expect(result.ok).toBe(true);
      expect(result.ok && result.value.readiness).toEqual(readiness);
      const expected = kind === "sealed" && requiresCredential ? `Bearer ${TOKEN}` : null;
      expect(result.ok && result.value.authorization).toBe(expected);
    } else {
      expect(result).toEqual({ ok: false, error: { code, readiness } });
    }
    const diagnostic = JSON.stringify(result.ok ? result.value.readiness : result.error);
    expect(diagnostic).not.toContain(TOKEN);
    expect(diagnostic).not.toContain("MBR-1001");
    expect(diagnostic).not.toContain(caller.credentialRef ?? "cred_");
  });

  it("builds the readiness a credential_unavailable refusal carries, whatever the profile", () => {
    const caller = { credentialRef: null, personId: null };
    for (const profile of [true, false]) {
      expect(credentialUnavailableReadiness(caller, { requiresCredential: true }, profile)).toEqual(
        ready({
          profilePresent: profile,
          tokenPresent: false,
          personPresent: false,
          resolverAttempted: false,
          failureReason: "auth_context_required",
        }),
      );
    }
  });

  it("previews readiness without resolving: the first preflight reason, or null when resolution may run", () => {
    const member = { credentialRef: asCredentialRefForTest("cred_preview_only"), personId: "MBR-1001" };
    const need = { requiresCredential: true };
    expect(preflightReadiness(member, need, true)).toEqual(ready({ resolverAttempted: false }));
    expect(preflightReadiness(member, need, false).failureReason).toBe("auth_profile_missing");
    expect(preflightReadiness({ credentialRef: null, personId: null }, need, false).failureReason).toBe(
      "auth_context_required",
    );
  });

  it("marks a readiness auth_failed once the upstream answered 401 or 403, keeping the other facts", () => {
    const resolved = ready({ headerNames: ["Authorization"] });
    expect(withAuthFailed(resolved)).toEqual({ ...resolved, failureReason: "auth_failed" });
  });
});
