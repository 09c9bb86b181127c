/**
 * The chain against a reference model: fast-check generates worlds (tools with any facts, a policy
 * or none, callers signed in or out whose session may have ended after it was resolved,
 * usage around the limits, arguments that fit or break the schema) and `decide` must reach the
 * reference's verdict on every one: the same kind and the same code, always as the session the
 * service resolved (the decision carries that very context, never another).
 *
 * A failure prints fast-check's seed and path; pass them back as `{ seed, path }` in RUN to replay.
 */
import fc from "fast-check";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import type { AuthContext, ParsedCallContext } from "../../src/shared/auth-context";
import type { CredentialRef, PortalRef, SessionId } from "../../src/shared/ids";
import { type CallVerdict, decide } from "../../workers/tools/chain/decide";
import { mayPassWithoutLoad } from "../../workers/tools/chain/step-load";
import type { PolicySnapshot } from "../../workers/tools/policy/policy";
import { createRegistry } from "../../workers/tools/registry/registry";
import type { ToolSpec } from "../../workers/tools/registry/tool-spec";
import { type GeneratedWorld, worldArb } from "../support/reliability/chain-model/arbitraries";
import {
  type Expected,
  type ModelPolicy,
  type ModelSession,
  type ModelTool,
  referenceDecide,
} from "../support/reliability/chain-model/reference";

/** At least 10,000 worlds per run; the whole property takes a few seconds (no I/O). */
const CASES = 10_000;
const RUN: fc.Parameters<[GeneratedWorld]> = { numRuns: CASES };

/** The synthetic tools' one schema: strict, so an unknown key is refused. */
const SyntheticArgs = v.strictObject({
  portal_ref: v.optional(v.string()),
  note: v.optional(v.pipe(v.string(), v.maxLength(40))),
});

function specOf(tool: ModelTool): ToolSpec {
  return {
    ...tool,
    description: `${tool.name} (synthetic)`,
    family: "callbacks",
    args: SyntheticArgs,
    idempotent: tool.risk === "read",
    dataClass: "personal",
    providesEvidence: false,
    timeoutMs: 1_000,
    handler: () => {
      throw new Error("decide must never run a handler");
    },
  };
}

function authOf(session: ModelSession): AuthContext {
  return {
    sessionId: session.sessionId as SessionId,
    personId: session.personId,
    role: session.role,
    companyId: session.companyId,
    credentialRef: session.credentialRef as CredentialRef | null,
    policies: [],
    portalRefs: session.portalRefs.map((ref) => ref as PortalRef),
  };
}

function snapshotOf(companyId: string, policy: ModelPolicy): PolicySnapshot {
  return {
    companyId,
    killSwitch: policy.killSwitch,
    dailyCallBudget: policy.dailyCallBudget,
    callsPerMinute: policy.callsPerMinute,
    channels: policy.channels,
    tools: new Map(Object.entries(policy.rows)),
  };
}

/** Runs the real `decide` over the world through in-memory ports, and describes its verdict as the model does. */
async function actual(
  generated: GeneratedWorld,
): Promise<{ verdict: Expected; decision: CallVerdict; auth: AuthContext }> {
  const { world } = generated;
  const auth = authOf(world.session);
  const context: ParsedCallContext = {
    auth,
    sessionLive: world.live,
    channel: world.channel,
    invocationSource: world.invocationSource,
    conversationId: "conversation-model",
    explicitlySelectedTools: [...world.selected],
  };
  const registry = createRegistry({ callbacks: world.tools.map(specOf) });
  const policy = generated.policies[auth.companyId];
  // The model's callers are people, not partner clients: no client rule, no client count.
  const load = { policy: policy ? snapshotOf(auth.companyId, policy) : null, partnerRule: null };
  // As the step's load counts: only a call of a known tool that may pass the checks needing no policy.
  const spec = registry.get(world.callName);
  const usage =
    spec && mayPassWithoutLoad({ args: generated.argsValue }, spec, context)
      ? {
          callsToday: world.earlierToday + 1,
          callsThisMinute: world.earlierThisMinute + 1,
          clientCallsThisMinute: null,
        }
      : null;
  const decision = decide(
    { name: world.callName, args: generated.argsValue },
    context,
    registry,
    load,
    usage,
    world.mode,
  );
  const verdict: Expected =
    decision.kind === "refused" ? { kind: "refused", code: decision.code } : { kind: decision.kind };
  return { verdict, decision, auth };
}

describe("the chain against a reference model", () => {
  it(`reaches the reference's verdict on ${CASES.toLocaleString("en")} generated calls, with no difference`, async () => {
    let cases = 0;
    await fc.assert(
      fc.asyncProperty(worldArb, async (generated) => {
        cases += 1;
        const { verdict, decision, auth } = await actual(generated);
        expect(verdict).toEqual(referenceDecide(generated.world));
        expect(decision.auth).toBe(auth);
        // What runs is what was validated: absent arguments are no arguments.
        if (decision.kind !== "refused") expect(decision.args).toEqual(generated.argsValue ?? {});
      }),
      RUN,
    );
    expect(cases).toBeGreaterThanOrEqual(CASES);
  });

  it("reaches every verdict the chain can give, so no branch of the reference goes untested", () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(worldArb, (generated) => {
        const expected = referenceDecide(generated.world);
        seen.add(expected.kind === "refused" ? expected.code : expected.kind);
      }),
      { numRuns: CASES },
    );
    expect([...seen].sort()).toEqual(
      [
        "budget_exhausted",
        "confirm",
        "credential_unavailable",
        "explicit_selection_required",
        "invalid_arguments",
        "kill_switch",
        "not_found",
        "permission_denied",
        "policy_missing",
        "rate_limited",
        "run",
        "session_mismatch",
        "tool_disabled",
        "unknown_tool",
      ].sort(),
    );
  });
});
