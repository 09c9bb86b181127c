/**
 * What the chain reads from D1 for a step (one call, or all the calls of a prefetch or a gather
 * round): the company's policy, the usage counts of the calls that reach the meter, and the caller's
 * credential when a call needs it, all in one batch, one wait. Every call of the step is still
 * decided on its own from this load: the load is shared, the checks and the audit rows are not.
 */

import type { PartnerPolicyRow } from "../../../src/shared/admin-api";
import type { AuthContext, ParsedCallContext } from "../../../src/shared/auth-context";
import type { CredentialRef } from "../../../src/shared/ids";
import type { Result } from "../../../src/shared/result";
import type { PolicySnapshot } from "../policy/policy";
import type { Usage } from "../policy/usage-meter";
import type { ToolRegistry } from "../registry/registry";

export type CredentialFailure = "missing" | "expired" | "unreadable";

export interface ResolvedCredential {
  /** The Authorization header value: it goes into the upstream request and nowhere else. */
  readonly authorization: string;
  readonly headerNames: readonly string[];
}

export interface StepLoadRequest {
  readonly auth: AuthContext;
  /** How many of the step's calls count against the budget and the rate limit. */
  readonly meteredCalls: number;
  /** The credential to read with the rest; null when no call of the step will send one. */
  readonly credentialRef: CredentialRef | null;
  /** A partner's client: its company rule is read, and its metered calls counted, in the same batch. */
  readonly partnerClientId: string | null;
}

/** A metered call's counts: the person's, and the partner client's this minute (null for a first party). */
export interface CallCounts extends Usage {
  readonly clientCallsThisMinute: number | null;
}

export interface StepLoad {
  readonly policy: PolicySnapshot | null;
  /** One entry per metered call, in the order the calls were given. */
  readonly usage: readonly CallCounts[];
  /** The company's rule for the partner client named in the request; null when none (or no partner). */
  readonly partnerRule: PartnerPolicyRow | null;
  /** The opened credential, when the request asked for it. */
  readonly credential: Result<ResolvedCredential, CredentialFailure> | null;
}

export type DecideMode = "propose" | "confirm";

/** A step's calls with the one load they share; `usageOf(i)` is the i-th call's counts, or null. */
export interface LoadedStep {
  readonly load: StepLoad;
  usageOf(index: number): CallCounts | null;
}

/**
 * Reads a step's load in one go. A proposed call of a known tool on a live session reaches the meter
 * unless policy refuses it first; it is counted here, before policy is known, so the count is in the
 * same batch (a call policy refuses is one attempt more, as every refused call already is).
 */
export async function loadStep(
  calls: readonly { readonly name: string }[],
  context: Pick<ParsedCallContext, "auth" | "sessionLive" | "partner">,
  ports: {
    readonly registry: ToolRegistry;
    readonly authProfileConfigured: boolean;
    loadStep(request: StepLoadRequest): Promise<StepLoad>;
  },
  mode: DecideMode,
): Promise<LoadedStep> {
  const specs = calls.map((call) => ports.registry.get(call.name) ?? null);
  const metered = specs.map((spec) => mode === "propose" && spec !== null && context.sessionLive);
  const needsCredential =
    ports.authProfileConfigured && context.sessionLive && specs.some((spec) => spec?.requiresCredential === true);
  const load = await ports.loadStep({
    auth: context.auth,
    meteredCalls: metered.filter(Boolean).length,
    credentialRef: needsCredential ? context.auth.credentialRef : null,
    partnerClientId: context.partner?.clientId ?? null,
  });
  const slots = metered.map((isMetered, index) => (isMetered ? metered.slice(0, index).filter(Boolean).length : -1));
  return { load, usageOf: (index) => load.usage[slots[index] ?? -1] ?? null };
}
