/**
 * The OAuth provider's own credentials: an authorization code, an access token and a refresh token
 * are each `<userId>:<grantId>:<secret>` (a 16-character grant id, a 32-character secret). Real
 * ones, issued by the chat Worker's provider, are redacted whole wherever a partner or a model might
 * paste them; look-alikes joined by colons are left as they were.
 */
import { describe, expect, it } from "vitest";
import { redactText, sanitize, sanitizeArgs } from "../../../src/shared/sanitizer";
import { BASE } from "../../support/http";
import { uniqueMobile } from "../../support/members";
import {
  authorizeAsMember,
  pkcePair,
  REDIRECT_URI,
  registerClient,
  type Tokens,
  tokenRequest,
} from "../../support/partner";

/** A code from the consent screen, then the tokens it is exchanged for: three real credentials. */
async function issuedCredentials(): Promise<{ code: string; tokens: Tokens }> {
  const clientId = await registerClient();
  const { verifier, challenge } = await pkcePair();
  const url = new URL(`${BASE}/authorize`);
  url.search = new URLSearchParams({
    response_type: "code",
    client_id: clientId,
    redirect_uri: REDIRECT_URI,
    code_challenge: challenge,
    code_challenge_method: "S256",
    state: "s1",
    scope: "policies:read",
  }).toString();
  const { location } = await authorizeAsMember(url.toString(), uniqueMobile(), {
    decision: "approve",
    scopes: ["policies:read"],
  });
  const code = new URL(location).searchParams.get("code");
  if (!code) throw new Error(`no code in ${location}`);
  const exchanged = await tokenRequest({
    grant_type: "authorization_code",
    code,
    redirect_uri: REDIRECT_URI,
    client_id: clientId,
    code_verifier: verifier,
  });
  if (exchanged.status !== 200) throw new Error(`the token exchange answered ${exchanged.status}`);
  return { code, tokens: (await exchanged.json()) as Tokens };
}

describe("the OAuth provider's credentials", () => {
  it("redacts a real authorization code, access token and refresh token in text, records and arguments", async () => {
    const { code, tokens } = await issuedCredentials();

    for (const credential of [code, tokens.access_token, tokens.refresh_token]) {
      // The shape the provider documents: three parts, the last two of fixed length.
      expect(
        credential
          .split(":")
          .slice(-2)
          .map((part) => part.length),
      ).toEqual([16, 32]);
      const note = `the partner sent ${credential}, then "${credential}".`;
      expect(redactText(note)).toBe('the partner sent [redacted:token], then "[redacted:token]".');
      expect(sanitize({ note }).value).toEqual({ note: 'the partner sent [redacted:token], then "[redacted:token]".' });
      expect(JSON.stringify(sanitizeArgs({ topic: "other", note: credential }))).not.toContain(
        credential.split(":")[1],
      );
    }
  });

  it("redacts a token whose user id itself holds a colon, as the provider allows", () => {
    const token = `tenant:42:AbCdEfGh_2345678:${"x9Y-".repeat(8)}`;

    expect(redactText(`use ${token} now`)).toBe("use [redacted:token] now");
  });

  it.each([
    ["a time", "at 10:30:45 today"],
    ["a grant id alone", "grant AbCdEfGh_2345678"],
    ["ids joined by colons", "clm_0a1b2c3d4e5f:PRT-40122:CN-2026-000123"],
    ["a long name after two colons", "a:b:list_policy_documents_for_the_member"],
    ["a hash after a label", `sha256:${"0".repeat(16)}:${"ab".repeat(20)}`],
  ])("leaves %s untouched", (_label, text) => {
    expect(redactText(text)).toBe(text);
  });
});
