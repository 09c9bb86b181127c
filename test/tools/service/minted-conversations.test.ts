/**
 * The conversation minter as the tools Worker holds it: built once over its bindings, and the same
 * ids verify whichever request asks.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { conversationMinter, minterFor } from "../../../workers/tools/service/minted-conversations";
import { createCompany } from "../../support/company";
import { uniqueMobile } from "../../support/members";
import { signIn } from "../../support/people";

describe("the minter over the Worker's bindings", () => {
  it("is built once per bindings and verifies the ids a minter under the same key made", async () => {
    const person = await signIn(uniqueMobile(), await createCompany());
    const creator = { auth: person.auth, partner: null };
    const bindings = { AUDIT_HASH_KEY: env.AUDIT_HASH_KEY };
    expect(minterFor(bindings)).toBe(minterFor(bindings));

    const id = conversationMinter(env.AUDIT_HASH_KEY).mint(creator);
    expect(minterFor(bindings).mintedFor(id, creator)).toBe(true);
    expect(minterFor({ AUDIT_HASH_KEY: `${env.AUDIT_HASH_KEY}-other` }).mintedFor(id, creator)).toBe(false);
  });
});
