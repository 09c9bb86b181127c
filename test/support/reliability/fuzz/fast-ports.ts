/**
 * The fuzzer's ports: the real executor's own, over the real D1, with three costs taken out of a
 * loop of thousands of identical refusals. The company policy and the member's credential are read
 * from D1 once (neither changes during the loop), the usage meter reports a first call (the budget is
 * not under test here), and audit rows are written to the real `tool_audit` table in D1 batches instead of one
 * round trip each (the row the executor builds is inserted as it is, unique key included). The
 * session, the registry, the chain, the handlers and the upstream binding are untouched.
 */
import { env } from "cloudflare:test";
import { drizzle } from "drizzle-orm/d1";
import { toolAudit } from "../../../../d1/schema";
import type { AuditRow, AuditSink } from "../../../../workers/tools/audit/audit-log";
import type { ExecutorPorts } from "../../../../workers/tools/chain/ports";
import type { StepLoad, StepLoadRequest } from "../../../../workers/tools/chain/step-load";
import { loadPolicy } from "../../../../workers/tools/policy/policy";
import { testPorts } from "../../executor";

/** Rows per D1 batch; a batch also goes when the loop pauses for a few milliseconds. */
const BATCH_ROWS = 50;
const FLUSH_AFTER_MS = 5;

/** An audit sink that inserts into D1 in batches; every insert settles when its batch is written. */
export function batchedAuditSink(db: D1Database): AuditSink & { flush(): Promise<void> } {
  let pending: { row: AuditRow; settle: () => void; fail: (error: unknown) => void }[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  const orm = drizzle(db);

  async function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    const batch = pending;
    pending = [];
    if (batch.length === 0) return;
    const [first, ...rest] = batch.map(({ row }) => orm.insert(toolAudit).values(row).onConflictDoNothing());
    if (!first) return;
    try {
      await orm.batch([first, ...rest]);
      for (const entry of batch) entry.settle();
    } catch (error) {
      for (const entry of batch) entry.fail(error);
    }
  }

  return {
    insert: (rows) =>
      Promise.all(
        rows.map(
          (row) =>
            new Promise<void>((settle, fail) => {
              pending.push({ row, settle, fail });
              if (pending.length >= BATCH_ROWS) void flush();
              else timer ??= setTimeout(() => void flush(), FLUSH_AFTER_MS);
            }),
        ),
      ).then(() => undefined),
    flush,
  };
}

/** The executor's ports for a fuzzing loop in one company (see the module comment for what differs). */
export async function fuzzPorts(companyId: string): Promise<ExecutorPorts> {
  const policy = await loadPolicy(env.DB, companyId);
  const real = testPorts();
  // The loop's one member holds one credential: read from D1 and opened once, as the policy is.
  const credentials = new Map<string, Promise<StepLoad["credential"]>>();
  const credentialOf = (request: StepLoadRequest) => {
    const key = JSON.stringify(request.credentialRef);
    const known =
      credentials.get(key) ?? real.loadStep({ ...request, meteredCalls: 0 }).then((load) => load.credential);
    credentials.set(key, known);
    return known;
  };
  return testPorts({
    loadPolicy: async () => policy,
    // The policy from memory and every call a first one; the credential, when a call needs it, from D1.
    loadStep: async (request) => ({
      policy,
      usage: Array.from({ length: request.meteredCalls }, () => ({
        callsToday: 1,
        callsThisMinute: 1,
        clientCallsThisMinute: null,
      })),
      credential: request.credentialRef ? await credentialOf(request) : null,
      // The fuzzed callers are people, never partner clients.
      partnerRule: null,
      // Nothing was counted, so nothing is given back.
      counters: [],
    }),
    audit: batchedAuditSink(env.DB),
  });
}
