/**
 * A caller's session and its step's load in one D1 batch (one round trip, one transaction) of two
 * statements: one SELECT of the session's row joined to what the step reads through it (its
 * company's policy, a partner client's rule for that company, and the credential its row refers to),
 * then the usage upsert, which counts the person of the session's row. The credential is joined and
 * the upsert selects from the row only while it is live (session-row.ts), so a session that is not
 * (expired, revoked, signed out, unknown) counts nothing and reads no credential, in the same
 * transaction as the read that judges it. The partner client is the one thing assumed before the row
 * is read (the one the call's options name); chain/step-load.ts takes the load only if it was right.
 */
import { and, eq, getTableColumns, type SQL, sql, type Table } from "drizzle-orm";
import { companyPolicy, credentials, partnerPolicy, sessions, usageCounter } from "../../../d1/schema";
import {
  liveSession,
  liveSessionWhere,
  type SessionKey,
  type SessionRow,
  type SessionRowRead,
  sessionKeyValues,
  sessionKeyWhere,
  sessionOfRead,
} from "../auth/session-row";
import type { StepForecast, StepLoad } from "../chain/step-load";
import { batchPrepared, perBinding } from "../d1/orm";
import { partnerCounter } from "../policy/partner-policy";
import { foldedToolRows, type PolicyRow } from "../policy/policy";
import {
  type Counter,
  type CountRow,
  counterValues,
  countingUpsert,
  MAX_COUNTERS,
  personCounters,
} from "../policy/usage-meter";
import { personKey, type StepAnswers, stepLoadOf } from "./d1-step-load";

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

/** A table's row as the joined read answers it: every column, NULL when the join found no row. */
type Joined<T extends Table> = { [K in keyof T["$inferSelect"]]: T["$inferSelect"][K] | null };

/**
 * A table's columns, each under its own alias (`<prefix>_<name>`): D1 answers a batch's rows as
 * objects keyed by column name, so two tables' `expires_at` (or `company_id`) would be one key.
 */
function aliased<T extends Table>(table: T, prefix: string): Record<string, SQL.Aliased> {
  const columns = Object.entries(getTableColumns(table));
  return Object.fromEntries(
    columns.map(([name, column]) => [name, sql`${column}`.mapWith(column).as(`${prefix}_${name}`)]),
  );
}

/** The joined read's one row (none for a key that names no session). */
interface JoinedRead {
  readonly session: SessionRowRead;
  readonly policy: Joined<typeof companyPolicy> & { readonly tools: string };
  readonly partnerRule: Joined<typeof partnerPolicy>;
  readonly credential: Joined<typeof credentials>;
}

/**
 * For each way of naming a session, prepared once per binding: the joined read (`clientId` and
 * `withCredential` bound per step: a NULL client joins no rule, 0 joins no credential), and the usage
 * upsert of the person's day and minute (and a client's minute) as an INSERT … SELECT from the live row.
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
  const read = (kind: SessionKey["kind"]) =>
    orm
      .select({
        session: { ...aliased(sessions, "s"), liveInBatch: sql<number>`(${liveSession()})`.as("s_live") },
        policy: { ...aliased(companyPolicy, "p"), tools: foldedToolRows(orm).as("p_tools") },
        partnerRule: aliased(partnerPolicy, "r"),
        credential: aliased(credentials, "c"),
      })
      .from(sessions)
      .leftJoin(companyPolicy, eq(companyPolicy.companyId, sessions.companyId))
      .leftJoin(
        partnerPolicy,
        and(eq(partnerPolicy.companyId, sessions.companyId), eq(partnerPolicy.clientId, sql.placeholder("clientId"))),
      )
      .leftJoin(
        credentials,
        and(eq(credentials.ref, sessions.credentialRef), liveSession(), sql`${sql.placeholder("withCredential")} = 1`),
      )
      .where(sessionKeyWhere(kind))
      .prepare();
  const byKind = (kind: SessionKey["kind"]) => ({
    read: read(kind),
    usage: Array.from({ length: MAX_COUNTERS - 1 }, (_, at) => usage(kind, at + 2)),
  });
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
  const read = {
    query: prepared.read,
    values: { ...keyed, clientId: partnerClientId, withCredential: forecast.credential ? 1 : 0 },
  };
  const upsert = { query: usage, values: { ...keyed, ...counterValues(windows, counted), clientId: partnerClientId } };
  const [reads, counts] = await batchPrepared(db, counted > 0 ? [read, upsert] : [read]);
  const found = (reads as JoinedRead[])[0];
  const { row, live } = sessionOfRead(found ? [found.session] : [], sessionNow);
  const answers: StepAnswers = {
    policy: present<PolicyRow>(found?.policy, "companyId"),
    counts: (counts as CountRow[] | undefined) ?? null,
    credential: forecast.credential ? present<typeof credentials.$inferSelect>(found?.credential, "ref") : null,
    partnerRule:
      partnerClientId !== null ? present<typeof partnerPolicy.$inferSelect>(found?.partnerRule, "clientId") : null,
  };
  const companyId = row?.companyId ?? "";
  const person = personCounters(row ? personKey({ personId: row.personId, sessionId: row.id }) : "", now);
  const client = partnerClientId !== null ? partnerCounter(companyId, partnerClientId, now) : null;
  const load = await stepLoadOf(
    { ...answers, counts: countedRows(answers, [...person, ...(client ? [client] : [])]) },
    { companyId, person, client, meteredCalls: counted, credentialKey, now },
  );
  return { row, live, load };
}

/** A joined table's row as a read of that table alone answers it: none when its key column is NULL. */
function present<R>(joined: { readonly [K in keyof R]: R[K] | null } | undefined, key: keyof R): R[] {
  // A primary key's column is NULL in a left join's row only when the join found no row.
  return joined !== undefined && joined[key] !== null ? [joined as R] : [];
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
