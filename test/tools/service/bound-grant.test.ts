/**
 * A session bound to a partner's grant runs as that grant through the service's own entrypoint (the
 * chat Worker's TOOLS binding), whatever grant its caller names (call-context.ts, effectiveGrant): the
 * caller may narrow the scopes (a token refreshed with fewer) but never widen them, and a caller naming
 * another client gets no scope at all. A tool outside the grant is refused as an unknown one, and its
 * row keeps why.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { newId } from "../../../src/shared/ids";
import type { PartnerGrant, PartnerScope } from "../../../src/shared/partner-scopes";
import type { CallOptions } from "../../../src/shared/tool-service";
import { toolService } from "../../../workers/chat/http/tool-service";
import { bindGrantSession } from "../../../workers/tools/auth/grants";
import { createCompany } from "../../support/company";
import { answered, auditRows } from "../../support/executor";
import { uniqueMobile } from "../../support/members";
import { newGrant } from "../../support/partner";
import { signIn } from "../../support/people";

/** A member's session bound to a new client's grant of these scopes, and a run on it by a caller naming `claimed`. */
async function grantSession(scopes: PartnerScope[]) {
  const person = await signIn(uniqueMobile(), await createCompany());
  const grant = newGrant(scopes);
  if (!(await bindGrantSession(env.DB, person.sessionToken, grant, new Date()))) throw new Error("not bound");
  const runAs = async (claimed: PartnerGrant, name: string) => {
    const options: CallOptions = {
      channel: "partner",
      invocationSource: "agent",
      conversationId: newId("conv_"),
      partner: claimed,
    };
    const outcome = answered(
      await toolService(env)
        .session(person.sessionToken)
        .execute({ toolCallId: newId("call_"), name, args: {} }, options),
    );
    const [row] = await auditRows(options.conversationId);
    return { code: outcome.status === "failed" ? outcome.code : outcome.status, reason: row?.reason ?? null };
  };
  return { grant, runAs };
}

const REFUSED_OUT_OF_SCOPE = { code: "unknown_tool", reason: "scope_not_granted" };
const RAN = { code: "ok", reason: null };

describe("a session bound to a partner's grant", () => {
  it("runs with the scopes its caller narrows the grant to, refusing a tool only a scope left out covers", async () => {
    const { grant, runAs } = await grantSession(["policies:read", "claims:read"]);
    const narrowed = { clientId: grant.clientId, scopes: ["policies:read" as const] };

    expect(await runAs(grant, "list_my_claims")).toEqual(RAN);
    expect(await runAs(narrowed, "list_my_policies")).toEqual(RAN);
    expect(await runAs(narrowed, "list_my_claims")).toEqual(REFUSED_OUT_OF_SCOPE);
  });

  it("never widens the grant to a scope its caller names and the member did not grant", async () => {
    const { grant, runAs } = await grantSession(["policies:read"]);
    const widened = { clientId: grant.clientId, scopes: ["policies:read" as const, "claims:read" as const] };

    expect(await runAs(widened, "list_my_claims")).toEqual(REFUSED_OUT_OF_SCOPE);
  });

  it("gives a caller naming another client no scope at all, even one the grant holds", async () => {
    const { grant, runAs } = await grantSession(["policies:read", "claims:read"]);
    const other = newGrant(grant.scopes);

    expect(await runAs(other, "list_my_policies")).toEqual(REFUSED_OUT_OF_SCOPE);
    expect(await runAs(other, "list_my_claims")).toEqual(REFUSED_OUT_OF_SCOPE);
  });
});
