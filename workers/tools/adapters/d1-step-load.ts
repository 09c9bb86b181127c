/**
 * The chain's step load over D1: the company's policy, the one usage upsert of the step's metered
 * calls and the caller's credential row go to D1 as one `batch` (one round trip, one transaction);
 * the credential is opened (AES-GCM) after, without I/O. A step read with its caller's session
 * answers the same (d1-session-step.ts), from one joined read and the upsert.
 */
import { credentialQuery, openCredentialRow } from "../auth/vault";
import type { StepLoad, StepLoadRequest } from "../chain/step-load";
import { type BatchEntry, batchPrepared } from "../d1/orm";
import { partnerCounter, partnerPolicyQuery, partnerRuleOf } from "../policy/partner-policy";
import { type PolicyRow, policyQuery, policySnapshot } from "../policy/policy";
import { addCalls, type Counter, type CountRow, countsOf, personCounters, usageOf } from "../policy/usage-meter";

type CredentialRows = Parameters<typeof openCredentialRow>[0][];
type PartnerRuleRows = Parameters<typeof partnerRuleOf>[0];

export async function loadStepFromD1(
  db: D1Database,
  credentialKey: string,
  request: StepLoadRequest,
  now: Date,
): Promise<StepLoad> {
  const { auth, meteredCalls, credentialRef, partnerClientId } = request;
  // The person's day and minute, and a partner client's minute: one upsert for all of them.
  const person = personCounters(personKey(auth), now);
  const client = partnerClientId !== null ? partnerCounter(auth.companyId, partnerClientId, now) : null;
  const statements = {
    policy: policyQuery(db, auth.companyId),
    usage: meteredCalls > 0 ? addCalls(db, client ? [...person, client] : person, meteredCalls) : null,
    credential: credentialRef !== null ? credentialQuery(db, credentialRef) : null,
    partnerRule: partnerClientId !== null ? partnerPolicyQuery(db, auth.companyId, partnerClientId) : null,
  };
  const answers = await batchStep(db, statements);
  return stepLoadOf(answers, { companyId: auth.companyId, person, client, meteredCalls, credentialKey, now });
}

/** A step's statements, each absent when the step does not need it. */
export interface StepStatements {
  /** The company's policy (policy.ts's snapshot). */
  readonly policy: BatchEntry;
  /** The usage upsert, when any call is counted; its answer is the counters' new counts. */
  readonly usage: BatchEntry | null;
  /** The credential's read, when a call needs it. */
  readonly credential: BatchEntry | null;
  /** The partner client's company rule, when a partner calls. */
  readonly partnerRule: BatchEntry | null;
}

/** The answers to a step's statements, each null when it was not sent. */
export interface StepAnswers {
  readonly policy: PolicyRow[];
  readonly counts: CountRow[] | null;
  readonly credential: CredentialRows | null;
  readonly partnerRule: PartnerRuleRows | null;
}

/** Runs the step's statements as one D1 batch; their answers. */
export async function batchStep(db: D1Database, step: StepStatements): Promise<StepAnswers> {
  const queries: BatchEntry[] = [step.policy];
  // The batch's length depends on the step, so each answer is read back by the position it was given.
  const at = (query: BatchEntry | null): number => (query === null ? -1 : queries.push(query) - 1);
  const usageAt = at(step.usage);
  const credentialAt = at(step.credential);
  const partnerRuleAt = at(step.partnerRule);
  const answers = await batchPrepared(db, queries);
  const answer = <T>(position: number): T | null => (position === -1 ? null : (answers[position] as T));
  return {
    policy: answers[0] as PolicyRow[],
    counts: answer<CountRow[]>(usageAt),
    credential: answer<CredentialRows>(credentialAt),
    partnerRule: answer<PartnerRuleRows>(partnerRuleAt),
  };
}

/** The load from a step's answers: `person` and `client` are the counters the upsert added `meteredCalls` to. */
export async function stepLoadOf(
  answers: StepAnswers,
  input: {
    readonly companyId: string;
    readonly person: readonly [Counter, Counter];
    readonly client: Counter | null;
    readonly meteredCalls: number;
    readonly credentialKey: string;
    readonly now: Date;
  },
): Promise<StepLoad> {
  const { companyId, person, client, meteredCalls } = input;
  const counts = answers.counts;
  const personCounts = counts ? usageOf(counts, person, meteredCalls) : [];
  const clientCounts = counts && client ? countsOf(counts, client, meteredCalls) : null;
  const credentialRows = answers.credential;
  return {
    policy: policySnapshot(companyId, answers.policy),
    usage: personCounts.map((counted, k) => ({ ...counted, clientCallsThisMinute: clientCounts?.[k] ?? null })),
    counters: counts ? (client ? [...person, client] : person) : [],
    credential: credentialRows ? await openCredentialRow(credentialRows[0], input.credentialKey, input.now) : null,
    partnerRule: answers.partnerRule ? partnerRuleOf(answers.partnerRule) : null,
  };
}

/** Budgets and rate limits are per person; a guest is counted by session. */
export function personKey(auth: { personId: string | null; sessionId: string }): string {
  return auth.personId ? `person:${auth.personId}` : `session:${auth.sessionId}`;
}
