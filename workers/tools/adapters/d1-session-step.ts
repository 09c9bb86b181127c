/**
 * A caller's session and its step's load in one D1 batch (one round trip, one transaction): the
 * session's row first, then the step's statements (d1-step-load.ts), each naming the session rather
 * than anything read from it: the policy and a partner client's rule are the session's company's, the
 * usage upsert counts the person of the session's row, and the credential is the row's. The upsert and
 * the credential read select from the row only while it is live (session-row.ts), so a session that
 * is not (expired, revoked, signed out, unknown) counts nothing and reads no credential, in the same
 * transaction as the read that judges it. The partner client is the one thing assumed before the row
 * is read (the one the call's options name); chain/step-load.ts takes the load only if it was right.
 */
import { inArray, type SQL, sql } from "drizzle-orm";
import { credentials, sessions, usageCounter } from "../../../d1/schema";
import {
  liveSessionWhere,
  type SessionKey,
  type SessionRow,
  type SessionRowRead,
  sessionCompanyOf,
  sessionKeyValues,
  sessionOfRead,
  sessionReadQuery,
} from "../auth/session-row";
import type { StepForecast, StepLoad } from "../chain/step-load";
import { type BatchEntry, perBinding } from "../d1/orm";
import { partnerCounter, ruleSelect } from "../policy/partner-policy";
import { snapshotSelect } from "../policy/policy";
import { type Counter, counterValues, countingUpsert, MAX_COUNTERS, personCounters } from "../policy/usage-meter";
import { batchStep, personKey, type StepAnswers, stepLoadOf } from "./d1-step-load";

export interface SessionStepRequest {
  readonly key: SessionKey;
  /** The instant the session is judged at (its liveness, in SQL and in code alike). */
  readonly sessionNow: Date;
  readonly forecast: StepForecast;
  /** The partner client whose rule is read and whose minute is counted (assumed: the options' one). */
  readonly partnerClientId: string | null;
  /** The step's clock: the usage windows and the credential's expiry. */
  readonly now: Date;
}

export interface SessionStep {
  readonly row: SessionRow | null;
  /** Live by the batch's SQL and by `isLive` alike: counts were added only for such a session. */
  readonly live: boolean;
  /** The load; its counters and usage are empty when nothing was counted. */
  readonly load: StepLoad;
}

/** `personKey` as SQL over the session's row: whom a live session's calls are counted against. */
const PERSON_KEY_OF_ROW: SQL = sql`case when coalesce(${sessions.personId}, '') <> '' then 'person:' || ${sessions.personId} else 'session:' || ${sessions.id} end`;
/** `partnerCounter`'s key as SQL over the session's row (its company) and the placeholder `clientId`. */
const CLIENT_KEY_OF_ROW: SQL = sql`'client:' || ${sessions.companyId} || ':' || ${sql.placeholder("clientId")}`;

/**
 * For each way of naming a session, prepared once per binding: the policy and a client's rule of its
 * company; the usage upsert of the person's day and minute (and a client's minute) as an INSERT …
 * SELECT from the live row; the credential read through the live row's ref.
 */
const statements = perBinding((orm) => {
  const usage = (kind: SessionKey["kind"], size: number) => {
    const rows = Array.from({ length: size }, (_, at) => {
      const key = at < 2 ? PERSON_KEY_OF_ROW : CLIENT_KEY_OF_ROW;
      const window = sql.placeholder(`window${at}`);
      const expiresAt = sql.placeholder(`expiresAt${at}`);
      return sql`select ${key}, ${window}, ${sql.placeholder("calls")}, ${expiresAt} from ${sessions} where ${liveSessionWhere(kind)}`;
    });
    return countingUpsert(orm.insert(usageCounter).select(sql.join(rows, sql` union all `))).prepare();
  };
  const byKind = (kind: SessionKey["kind"]) => {
    const liveRef = orm.select({ ref: sessions.credentialRef }).from(sessions).where(liveSessionWhere(kind));
    return {
      policy: snapshotSelect(orm, sessionCompanyOf(kind)).prepare(),
      partnerRule: ruleSelect(orm, sessionCompanyOf(kind)).prepare(),
      usage: Array.from({ length: MAX_COUNTERS - 1 }, (_, at) => usage(kind, at + 2)),
      credential: orm.select().from(credentials).where(inArray(credentials.ref, liveRef)).limit(1).prepare(),
    };
  };
  return { token: byKind("token"), id: byKind("id") };
});

export async function loadSessionStepFromD1(
  db: D1Database,
  credentialKey: string,
  request: SessionStepRequest,
): Promise<SessionStep> {
  const { key, sessionNow, forecast, partnerClientId, now } = request;
  const prepared = statements(db)[key.kind];
  const keyed = sessionKeyValues(key, sessionNow);
  const counted = forecast.counted.filter(Boolean).length;
  // Only the windows are bound: the upsert takes the person (and the client's company) from the row.
  const [day, minute] = personCounters("", now);
  const windows: Counter[] = partnerClientId !== null ? [day, minute, partnerCounter("", "", now)] : [day, minute];
  const usage = prepared.usage[windows.length - 2];
  if (!usage) throw new Error(`a step counts 2 to ${MAX_COUNTERS} counters, not ${windows.length}`);
  const entry = (query: BatchEntry["query"], values: Record<string, unknown> = {}): BatchEntry => ({
    query,
    values: { ...keyed, ...values },
  });
  const { lead, answers } = await batchStep(db, [sessionReadQuery(db, key, sessionNow)], {
    policy: entry(prepared.policy),
    usage: counted > 0 ? entry(usage, { ...counterValues(windows, counted), clientId: partnerClientId }) : null,
    credential: forecast.credential ? entry(prepared.credential) : null,
    partnerRule: partnerClientId !== null ? entry(prepared.partnerRule, { clientId: partnerClientId }) : null,
  });
  const { row, live } = sessionOfRead(lead[0] as SessionRowRead[], sessionNow);
  const companyId = row?.companyId ?? "";
  const person = personCounters(row ? personKey({ personId: row.personId, sessionId: row.id }) : "", now);
  const client = partnerClientId !== null ? partnerCounter(companyId, partnerClientId, now) : null;
  const load = await stepLoadOf(
    { ...answers, counts: countedRows(answers, [...person, ...(client ? [client] : [])]) },
    { companyId, person, client, meteredCalls: counted, credentialKey, now },
  );
  return { row, live, load };
}

/**
 * The upsert's answer when it counted (null when it wrote nothing: no live row). It must hold every
 * counter the code makes of the row (`personKey`, `partnerCounter`): if the SQL and the code ever
 * disagreed on whom they count, the counts could not be read, and the step fails rather than run.
 */
function countedRows(answers: StepAnswers, counters: readonly Counter[]): StepAnswers["counts"] {
  const counts = answers.counts;
  if (counts === null || counts.length === 0) return null;
  const found = (counter: Counter) => counts.some((row) => row.key === counter.key && row.window === counter.window);
  if (!counters.every(found))
    throw new Error("the step's usage was counted for counters its session's row does not name");
  return counts;
}
