/**
 * The chain's step load over D1: the company's policy, the usage upserts of the step's metered calls
 * and the caller's credential row go to D1 as one `batch` (one round trip, one transaction); the
 * credential is opened (AES-GCM) after, without I/O.
 */

import type { BatchItem } from "drizzle-orm/batch";
import { drizzle } from "drizzle-orm/d1";
import { credentialQuery, openCredentialRow } from "../auth/vault";
import type { StepLoad, StepLoadRequest } from "../chain/step-load";
import { partnerCallsQuery, partnerPolicyQuery, partnerRuleOf } from "../policy/partner-policy";
import { policyQueries, policySnapshot } from "../policy/policy";
import { countsInOrder, usageOf, usageQueries } from "../policy/usage-meter";

type CompanyRows = Parameters<typeof policySnapshot>[1][];
type ToolRows = Parameters<typeof policySnapshot>[2];
type CountRows = { count: number }[];
type CredentialRows = Parameters<typeof openCredentialRow>[0][];
type PartnerRuleRows = Parameters<typeof partnerRuleOf>[0];

export async function loadStepFromD1(
  db: D1Database,
  credentialKey: string,
  request: StepLoadRequest,
  now: Date,
): Promise<StepLoad> {
  const { auth, meteredCalls, credentialRef, partnerClientId } = request;
  const [company, tools] = policyQueries(db, auth.companyId);
  const usage = meteredCalls > 0 ? usageQueries(db, personKey(auth), now, meteredCalls) : null;
  const credential = credentialRef !== null ? credentialQuery(db, credentialRef) : null;
  const partnerRule = partnerClientId !== null ? partnerPolicyQuery(db, auth.companyId, partnerClientId) : null;
  const partnerCalls =
    partnerClientId !== null && meteredCalls > 0
      ? partnerCallsQuery(db, auth.companyId, partnerClientId, now, meteredCalls)
      : null;
  // The batch's length depends on the step, so each answer is read back by the position it was given.
  const queries: [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]] = [company, tools];
  const at = (query: BatchItem<"sqlite"> | null): number => (query === null ? -1 : queries.push(query) - 1);
  const [dayAt, minuteAt] = usage ? [at(usage[0]), at(usage[1])] : [-1, -1];
  const credentialAt = at(credential);
  const partnerRuleAt = at(partnerRule);
  const partnerCallsAt = at(partnerCalls);
  const answers = (await drizzle(db).batch(queries)) as unknown[];
  const companyRows = answers[0] as CompanyRows;
  const toolRows = answers[1] as ToolRows;
  const personCounts = usage ? usageOf(answers[dayAt] as CountRows, answers[minuteAt] as CountRows, meteredCalls) : [];
  const clientCounts = partnerCalls ? countsInOrder(answers[partnerCallsAt] as CountRows, meteredCalls) : null;
  const credentialRows = credential ? (answers[credentialAt] as CredentialRows) : null;
  return {
    policy: policySnapshot(auth.companyId, companyRows[0], toolRows),
    usage: personCounts.map((counts, k) => ({ ...counts, clientCallsThisMinute: clientCounts?.[k] ?? null })),
    credential: credentialRows ? await openCredentialRow(credentialRows[0], credentialKey, now) : null,
    partnerRule: partnerRule ? partnerRuleOf(answers[partnerRuleAt] as PartnerRuleRows) : null,
  };
}

/** Budgets and rate limits are per person; a guest is counted by session. */
export function personKey(auth: { personId: string | null; sessionId: string }): string {
  return auth.personId ? `person:${auth.personId}` : `session:${auth.sessionId}`;
}
