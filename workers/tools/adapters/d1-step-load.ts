/**
 * The chain's step load over D1: the company's policy, the one usage upsert of the step's metered
 * calls and the caller's credential row go to D1 as one `batch` (one round trip, one transaction);
 * the credential is opened (AES-GCM) after, without I/O.
 */
import { credentialQuery, openCredentialRow } from "../auth/vault";
import type { StepLoad, StepLoadRequest } from "../chain/step-load";
import { type BatchEntry, batchPrepared } from "../d1/orm";
import { partnerCounter, partnerPolicyQuery, partnerRuleOf } from "../policy/partner-policy";
import { type PolicyRow, policyQuery, policySnapshot } from "../policy/policy";
import { addCalls, type CountRow, countsOf, personCounters, usageOf } from "../policy/usage-meter";

type CredentialRows = Parameters<typeof openCredentialRow>[0][];
type PartnerRuleRows = Parameters<typeof partnerRuleOf>[0];

export async function loadStepFromD1(
  db: D1Database,
  credentialKey: string,
  request: StepLoadRequest,
  now: Date,
): Promise<StepLoad> {
  const { auth, meteredCalls, credentialRef, partnerClientId } = request;
  const policy = policyQuery(db, auth.companyId);
  // The person's day and minute, and a partner client's minute: one upsert for all of them.
  const person = personCounters(personKey(auth), now);
  const client = partnerClientId !== null ? partnerCounter(auth.companyId, partnerClientId, now) : null;
  const usage = meteredCalls > 0 ? addCalls(db, client ? [...person, client] : person, meteredCalls) : null;
  const credential = credentialRef !== null ? credentialQuery(db, credentialRef) : null;
  const partnerRule = partnerClientId !== null ? partnerPolicyQuery(db, auth.companyId, partnerClientId) : null;
  // The batch's length depends on the step, so each answer is read back by the position it was given.
  const queries: BatchEntry[] = [policy];
  const at = (query: BatchEntry | null): number => (query === null ? -1 : queries.push(query) - 1);
  const usageAt = at(usage);
  const credentialAt = at(credential);
  const partnerRuleAt = at(partnerRule);
  const answers = await batchPrepared(db, queries);
  const policyRows = answers[0] as PolicyRow[];
  const countRows = usage ? (answers[usageAt] as CountRow[]) : [];
  const personCounts = usage ? usageOf(countRows, person, meteredCalls) : [];
  const clientCounts = usage && client ? countsOf(countRows, client, meteredCalls) : null;
  const credentialRows = credential ? (answers[credentialAt] as CredentialRows) : null;
  return {
    policy: policySnapshot(auth.companyId, policyRows),
    usage: personCounts.map((counts, k) => ({ ...counts, clientCallsThisMinute: clientCounts?.[k] ?? null })),
    counters: usage ? (client ? [...person, client] : person) : [],
    credential: credentialRows ? await openCredentialRow(credentialRows[0], credentialKey, now) : null,
    partnerRule: partnerRule ? partnerRuleOf(answers[partnerRuleAt] as PartnerRuleRows) : null,
  };
}

/** Budgets and rate limits are per person; a guest is counted by session. */
export function personKey(auth: { personId: string | null; sessionId: string }): string {
  return auth.personId ? `person:${auth.personId}` : `session:${auth.sessionId}`;
}
