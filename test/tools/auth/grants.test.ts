/**
 * A sign-in's session bound to a partner's grant (grants.ts) against the real D1: bound once and to
 * one client only, so the grant a session stands for never changes under its partner's tokens.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { bindGrantSession } from "../../../workers/tools/auth/grants";
import { resolveToken } from "../../../workers/tools/auth/sessions";
import { createCompany } from "../../support/company";
import { uniqueMobile } from "../../support/members";
import { newGrant } from "../../support/partner";
import { signIn } from "../../support/people";

describe("binding a sign-in's session to a partner's grant", () => {
  it("answers false for a session bound already and leaves it bound to its first grant", async () => {
    const person = await signIn(uniqueMobile(), await createCompany());
    const first = newGrant(["policies:read"]);
    const second = newGrant(["policies:read", "claims:read", "callbacks:write"]);

    expect(await bindGrantSession(env.DB, person.sessionToken, first, new Date())).toBe(true);
    expect(await bindGrantSession(env.DB, person.sessionToken, second, new Date())).toBe(false);

    const resolved = await resolveToken(env.DB, person.sessionToken, new Date());
    expect(resolved).toMatchObject({ ok: true, value: { partner: first } });
  });
});
