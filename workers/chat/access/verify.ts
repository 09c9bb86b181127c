/**
 * Verifies a Cloudflare Access application token (the `Cf-Access-Jwt-Assertion` header Access adds
 * to every request it lets through) with `jose`: an RS256 signature by one of the team's keys, the
 * team as issuer, this application's audience tag, and a live expiry. Only a person's token (one
 * with an e-mail; a service token has none) whose groups name a console role passes. Every refusal
 * is a value; the token itself is never logged or returned.
 */
import { createRemoteJWKSet, customFetch, errors, type JWTVerifyGetKey, jwtVerify } from "jose";
import * as v from "valibot";
import { err, ok, type Result } from "../../../src/shared/result";
import type { StaffRole } from "../../../src/shared/tool-service";
import { type AccessSettings, roleForGroups } from "./config";

/** The header Access sets on each request it forwards to the origin. */
export const ACCESS_ASSERTION_HEADER = "cf-access-jwt-assertion";

export const ACCESS_REFUSALS = [
  /** The request carries no Access token: it did not come through Access. */
  "missing",
  /** Malformed, badly signed, for another team or application, or expired. */
  "invalid",
  /** A valid token that names no person (a service token): staff sign in as themselves. */
  "no_identity",
  /** A person whose groups are in neither ACCESS_ADMIN_GROUPS nor ACCESS_AGENT_GROUPS. */
  "no_role",
  /** The team's keys could not be fetched (or were not a key set): nothing could be verified. */
  "keys_unavailable",
] as const;
export type AccessRefusal = (typeof ACCESS_REFUSALS)[number];

export interface AccessIdentity {
  readonly email: string;
  readonly role: StaffRole;
}

/** Groups arrive as a list, or as one string when the identity provider sends a single value. */
const Groups = v.union([
  v.array(v.string()),
  v.pipe(
    v.string(),
    v.transform((group) => [group]),
  ),
]);

/**
 * The claims read: the person's e-mail and their groups, which Access passes on from the identity
 * provider (an OIDC `groups` claim or a SAML attribute) under `custom`, or at the top level.
 */
const AccessClaims = v.object({
  email: v.pipe(v.string(), v.email()),
  groups: v.optional(Groups, []),
  custom: v.optional(v.object({ groups: v.optional(Groups, []) }), { groups: [] }),
});

/** The team's published keys, fetched with `fetcher` (the runtime's fetch; tests hand in their own). */
export function remoteAccessKeys(settings: AccessSettings, fetcher: typeof fetch = fetch): JWTVerifyGetKey {
  return createRemoteJWKSet(settings.certsUrl, { [customFetch]: (url, options) => fetcher(url, options) });
}

/** Whether a failure means "the keys could not be had" rather than "this token is not good". */
function keysUnavailable(error: unknown): boolean {
  if (!(error instanceof errors.JOSEError)) return true;
  // jose reports a non-200 answer from the key URL as its generic error.
  return (
    error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid || error.code === "ERR_JOSE_GENERIC"
  );
}

export async function verifyAccessAssertion(
  assertion: string | undefined,
  settings: AccessSettings,
  keys: JWTVerifyGetKey,
): Promise<Result<AccessIdentity, AccessRefusal>> {
  if (!assertion) return err("missing");
  let payload: unknown;
  try {
    ({ payload } = await jwtVerify(assertion, keys, {
      issuer: settings.issuer,
      audience: settings.audience,
      algorithms: ["RS256"],
      requiredClaims: ["exp", "iat"],
    }));
  } catch (error) {
    return err(keysUnavailable(error) ? "keys_unavailable" : "invalid");
  }
  const claims = v.safeParse(AccessClaims, payload);
  if (!claims.success) return err("no_identity");
  const role = roleForGroups(settings, [...claims.output.groups, ...claims.output.custom.groups]);
  return role ? ok({ email: claims.output.email, role }) : err("no_role");
}
