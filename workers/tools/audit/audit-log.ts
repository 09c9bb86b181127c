/**
 * The audit trail: one row per decision, refusals included, unique on (conversation_id,
 * tool_call_id) so a re-run inserts nothing new. The failure code and reason are checked against
 * their closed sets on write. A failed write must not fail the call: it becomes one structured,
 * redacted log line and the outcome stands.
 */
import { createHmac } from "node:crypto";
import { type Placeholder, sql } from "drizzle-orm";
import * as v from "valibot";
import { toolAudit } from "../../../d1/schema";
import { AUDIT_FAILURE_CODES, AUDIT_OUTCOMES } from "../../../src/shared/audit-codes";
import type { ToolOutcome } from "../../../src/shared/outcome";
import { REFUSAL_REASONS } from "../../../src/shared/refusal-reasons";
import { redactText } from "../../../src/shared/sanitizer";
import { batchPrepared, perBinding } from "../d1/orm";

export type AuditRow = typeof toolAudit.$inferInsert;

export interface AuditSink {
  /** Inserts each row unless one exists for its key, all or none (a step's rows are one write). Throws on failure. */
  insert(rows: readonly [AuditRow, ...AuditRow[]]): Promise<void>;
}

/** Every column a row sets, as named placeholders (the id is the table's own). */
const COLUMNS = [
  "conversationId",
  "toolCallId",
  "toolName",
  "outcome",
  "failureCode",
  "reason",
  "retryable",
  "durationMs",
  "httpStatus",
  "argsRedacted",
  "resultSummary",
  "readiness",
  "callerRole",
  "channel",
  "invocationSource",
  "companyId",
  "personHash",
  "createdAt",
  "partnerClientId",
  "partnerScopes",
] as const satisfies readonly Exclude<keyof AuditRow, "id">[];

type Column = (typeof COLUMNS)[number];
const PLACEHOLDERS = Object.fromEntries(COLUMNS.map((column) => [column, sql.placeholder(column)])) as {
  [K in Column]: Placeholder<K>;
};

/** The insert, built once per binding; a row already written for its key is left as it is. */
const statements = perBinding((orm) => ({
  insert: orm.insert(toolAudit).values(PLACEHOLDERS).onConflictDoNothing().prepare(),
}));

/** The row's values by column; a column the row leaves out is null, or its default (retryable: false). */
function valuesOf(row: AuditRow): Record<Column, unknown> {
  return {
    ...row,
    failureCode: row.failureCode ?? null,
    reason: row.reason ?? null,
    retryable: row.retryable ?? false,
    httpStatus: row.httpStatus ?? null,
    resultSummary: row.resultSummary ?? null,
    personHash: row.personHash ?? null,
    partnerClientId: row.partnerClientId ?? null,
    partnerScopes: row.partnerScopes ?? null,
  };
}

export function d1AuditSink(db: D1Database): AuditSink {
  return {
    async insert(rows) {
      const { insert } = statements(db);
      const [first, ...rest] = rows;
      // One row is one statement; several go as one batch (one round trip, one transaction).
      if (rest.length === 0) await insert.run(valuesOf(first));
      else
        await batchPrepared(
          db,
          [first, ...rest].map((row) => ({ query: insert, values: valuesOf(row) })),
        );
    },
  };
}

const SUMMARY_MAX_CHARS = 200;

/** A short projection of an outcome for the audit row: counts and codes, never the payload. */
export function summarizeOutcome(outcome: ToolOutcome): string {
  switch (outcome.status) {
    case "failed":
      return outcome.code;
    case "pending":
      return outcome.summary.slice(0, SUMMARY_MAX_CHARS);
    case "ok": {
      const result = outcome.result;
      const parts: string[] = [];
      if (result !== null && typeof result === "object" && !Array.isArray(result)) {
        for (const [key, value] of Object.entries(result)) {
          if (Array.isArray(value)) parts.push(`${key}: ${value.length}`);
        }
      } else if (Array.isArray(result)) {
        parts.push(`items: ${result.length}`);
      }
      if (outcome.evidence) parts.push(`evidence: ${outcome.evidence.length}`);
      return (parts.length > 0 ? parts.join(", ") : "ok").slice(0, SUMMARY_MAX_CHARS);
    }
  }
}

const StoredCodes = v.object({
  outcome: v.picklist(AUDIT_OUTCOMES),
  failureCode: v.nullish(v.picklist(AUDIT_FAILURE_CODES)),
  reason: v.nullish(v.picklist(REFUSAL_REASONS)),
});

/**
 * The row as it may be stored: a code or reason outside its closed set is a bug upstream of here,
 * so the row still lands (there is always a row), as internal_error with `unrecognised_code`.
 */
export function validatedRow(row: AuditRow): AuditRow {
  if (v.is(StoredCodes, row)) return row;
  console.error(
    JSON.stringify({
      event: "audit_code_unrecognised",
      conversationId: row.conversationId,
      toolCallId: row.toolCallId,
      tool: row.toolName,
      failureCode: redactText(String(row.failureCode)).slice(0, 64),
      reason: redactText(String(row.reason)).slice(0, 64),
    }),
  );
  return { ...row, outcome: "failed", failureCode: "internal_error", reason: "unrecognised_code" };
}

/** Writes the row (validated first); on failure logs one redacted line and carries on. */
export function writeAudit(sink: AuditSink, row: AuditRow): Promise<void> {
  return writeAuditRows(sink, [row]);
}

/** Writes a step's rows (each validated first) in one go; on failure logs one redacted line per row and carries on. */
export async function writeAuditRows(sink: AuditSink, rows: readonly AuditRow[]): Promise<void> {
  const [first, ...rest] = rows.map(validatedRow);
  if (!first) return;
  try {
    await sink.insert([first, ...rest]);
  } catch (error) {
    for (const row of rows) logWriteFailure(row, error);
  }
}

function logWriteFailure(row: AuditRow, error: unknown): void {
  console.error(
    JSON.stringify({
      event: "audit_write_failed",
      conversationId: row.conversationId,
      toolCallId: row.toolCallId,
      tool: row.toolName,
      outcome: row.outcome,
      failureCode: row.failureCode ?? null,
      reason: redactText(error instanceof Error ? error.message : String(error)).slice(0, 300),
    }),
  );
}

/**
 * The audit's person hash: HMAC-SHA-256 of the person id under AUDIT_HASH_KEY, as lower-case hex
 * (the key and the id as UTF-8). Computed with node:crypto's synchronous HMAC (the Workers runtime
 * has it under nodejs_compat): Web Crypto's `sign` answers through a promise that Node fulfils
 * from its thread pool, a round trip that was most of B6's time per call, and a key import besides.
 */
export function createPersonHasher(key: string): (personId: string | null) => Promise<string | null> {
  return async (personId) => {
    if (personId === null) return null;
    // Web Crypto refuses an empty HMAC key; so does this, rather than hash under no secret at all.
    if (key.length === 0) throw new Error("AUDIT_HASH_KEY is empty");
    return createHmac("sha256", key).update(personId).digest("hex");
  };
}
