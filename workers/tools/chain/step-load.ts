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
import type { ProposedCall } from "../../../src/shared/tool-service";
import type { PolicySnapshot } from "../policy/policy";
import type { Counter, Usage } from "../policy/usage-meter";
import type { ToolRegistry } from "../registry/registry";
import type { ToolSpec } from "../registry/tool-spec";
import { checkArguments, checkCredential, checkExplicitSelection, checkOwnership, checkScope } from "./checks";

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
  /** The counters the metered calls were added to (none when nothing was metered): a refusal gives back to these. */
  readonly counters: readonly Counter[];
  /** The company's rule for the partner client named in the request; null when none (or no partner). */
  readonly partnerRule: PartnerPolicyRow | null;
  /** The opened credential, when the request asked for it. */
  readonly credential: Result<ResolvedCredential, CredentialFailure> | null;
}

export type DecideMode = "propose" | "confirm";

/**
 * A step's calls with the one load they share; `usageOf(i)` is the i-th call's counts when it is
 * metered, or null. `countedAt(i)`: its count was added to the counters (a metered call's always; a
 * call counted before its session was known and then found unable to pass, too): the executor gives
 * back every counted call that does not run.
 */
export interface LoadedStep {
  readonly load: StepLoad;
  usageOf(index: number): CallCounts | null;
  countedAt(index: number): boolean;
}

/**
 * What a step's batch can count and read before its caller's session is known (the session read in
 * the same batch, service/session-source.ts): every proposed call of a known tool whose arguments
 * parse, and the credential when such a step has a call that needs one. The checks that need the
 * session (a partner's scopes, the credential, the portal's owner, explicit selection) come after,
 * and a counted call that fails one gives its count back.
 */
export interface StepForecast {
  readonly counted: readonly boolean[];
  readonly credential: boolean;
}

/**
 * A step's load read in one batch with its caller's session (for the session's company, its person,
 * its credential), on what the batch assumed of it: the partner client whose rule was read and whose
 * minute was counted.
 */
export interface PrefetchedStep {
  readonly forecast: StepForecast;
  readonly partnerClientId: string | null;
  /** `usage` has an entry per counted call, in order; nothing was counted (no counters) for a session not live. */
  readonly load: StepLoad;
}

export function forecastStep(
  calls: readonly Pick<ProposedCall, "name" | "args">[],
  ports: { readonly registry: ToolRegistry; readonly authProfileConfigured: boolean },
  mode: DecideMode,
): StepForecast {
  const specs = calls.map((call) => ports.registry.get(call.name) ?? null);
  const counted = specs.map(
    (spec, index) => mode === "propose" && spec !== null && checkArguments(spec, calls[index]?.args).ok,
  );
  const credential = ports.authProfileConfigured && specs.some((spec) => spec?.requiresCredential === true);
  return { counted, credential };
}

/** A metered call's counts less the calls of its step that came before it and were refused. */
export function lessRefused(counts: CallCounts, refusedBefore: number): CallCounts {
  if (refusedBefore === 0) return counts;
  return {
    callsToday: counts.callsToday - refusedBefore,
    callsThisMinute: counts.callsThisMinute - refusedBefore,
    clientCallsThisMinute: counts.clientCallsThisMinute === null ? null : counts.clientCallsThisMinute - refusedBefore,
  };
}

/**
 * Whether a call can pass the checks that need nothing from the load: a partner's scopes, the
 * arguments, a credential, the portal's owner, explicit selection. One that cannot is refused
 * whatever the policy says, so it is never metered (a step that reads its own load never counts it;
 * one read with its session counts it and gives it back) and decide.ts refuses it without consulting
 * the meter.
 */
export function mayPassWithoutLoad(
  call: Pick<ProposedCall, "args">,
  spec: ToolSpec,
  context: Pick<ParsedCallContext, "auth" | "partner" | "invocationSource" | "explicitlySelectedTools">,
): boolean {
  if (!checkScope(spec, context.partner ?? null).ok) return false;
  const args = checkArguments(spec, call.args);
  if (!args.ok) return false;
  if (!checkCredential(spec, context.auth).ok) return false;
  if (!checkOwnership(spec, args.value, context.auth).ok) return false;
  return checkExplicitSelection(
    spec,
    context.invocationSource,
    context.explicitlySelectedTools,
    context.partner ?? null,
  ).ok;
}

/** The chain's ports a step's load goes through. */
interface StepLoadPorts {
  readonly registry: ToolRegistry;
  readonly authProfileConfigured: boolean;
  loadStep(request: StepLoadRequest): Promise<StepLoad>;
  giveBack(counters: StepLoad["counters"], calls: number): Promise<void>;
}

type StepContext = Pick<
  ParsedCallContext,
  "auth" | "sessionLive" | "partner" | "invocationSource" | "explicitlySelectedTools"
>;

/**
 * Reads a step's load in one go. A proposed call of a known tool on a live session that may pass the
 * load-free checks is counted here, before the policy is known, so the count is in the same batch; a
 * call the chain then refuses gives its count back (executor.ts), so only calls that pass the checks
 * spend the budget and the rate. A load read with the session (`prefetched`) is taken when it was read
 * for this caller's partner client; otherwise its counts go back and the step reads its own.
 */
export async function loadStep(
  calls: readonly Pick<ProposedCall, "name" | "args">[],
  context: StepContext,
  ports: StepLoadPorts,
  mode: DecideMode,
  prefetched: PrefetchedStep | null = null,
): Promise<LoadedStep> {
  const specs = calls.map((call) => ports.registry.get(call.name) ?? null);
  const metered = specs.map(
    (spec, index) =>
      mode === "propose" &&
      spec !== null &&
      context.sessionLive &&
      mayPassWithoutLoad({ args: calls[index]?.args }, spec, context),
  );
  const needsCredential =
    ports.authProfileConfigured && context.sessionLive && specs.some((spec) => spec?.requiresCredential === true);
  if (prefetched) {
    const adopted = adopt(prefetched, context, metered, needsCredential);
    if (adopted) return adopted;
    const { counted } = prefetched.forecast;
    await ports.giveBack(prefetched.load.counters, counted.filter(Boolean).length);
  }
  const load = await ports.loadStep({
    auth: context.auth,
    meteredCalls: metered.filter(Boolean).length,
    credentialRef: needsCredential ? context.auth.credentialRef : null,
    partnerClientId: context.partner?.clientId ?? null,
  });
  const slots = slotsOf(metered);
  return {
    load,
    usageOf: (index) => load.usage[slots[index] ?? -1] ?? null,
    countedAt: (index) => metered[index] === true,
  };
}

/** Each counted call's place among the counted ones (its entry in `usage`); -1 for one not counted. */
function slotsOf(counted: readonly boolean[]): number[] {
  return counted.map((isCounted, index) => (isCounted ? counted.slice(0, index).filter(Boolean).length : -1));
}

/**
 * The prefetched load as this step's, when it was read for this caller (null otherwise). Its counts are
 * the forecast's calls; of those, the metered ones (those that may pass with the session now known)
 * take theirs, and the others are counted calls that will be refused. Only a live session was counted.
 */
function adopt(
  prefetched: PrefetchedStep,
  context: StepContext,
  metered: readonly boolean[],
  needsCredential: boolean,
): LoadedStep | null {
  const { forecast, load } = prefetched;
  if (prefetched.partnerClientId !== (context.partner?.clientId ?? null)) return null;
  const countedAny = load.counters.length > 0;
  const counted = forecast.counted.map((isCounted) => countedAny && isCounted);
  if (metered.some((isMetered, index) => isMetered && !counted[index]))
    throw new Error("a call that may pass was not counted with its session");
  if (needsCredential && !forecast.credential) throw new Error("a credentialed step was read without its credential");
  const slots = slotsOf(counted);
  return {
    load: { ...load, credential: needsCredential && context.auth.credentialRef !== null ? load.credential : null },
    usageOf: (index) => (metered[index] ? (load.usage[slots[index] ?? -1] ?? null) : null),
    countedAt: (index) => counted[index] === true,
  };
}
