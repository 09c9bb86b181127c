/**
 * The audit search behind `GET /admin/v1/audit`: filters by conversation, hashed person, tool,
 * outcome, code, partner client and time range, newest first, paged by an opaque cursor (the last row's id). A row
 * is shown with its bounded redacted arguments and its readiness as stored; nothing else is read.
 */
import { and, desc, eq, gte, lt, lte, type SQL } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import * as v from "valibot";
import { toolAudit } from "../../../d1/schema";
import { type AuditQuery, type AuditRow, AuditRowSchema, type Page } from "../../../src/shared/admin-api";

type StoredRow = typeof toolAudit.$inferSelect;

function conditions(query: AuditQuery): SQL[] {
  const where: SQL[] = [];
  if (query.conversationId !== undefined) where.push(eq(toolAudit.conversationId, query.conversationId));
  if (query.personHash !== undefined) where.push(eq(toolAudit.personHash, query.personHash));
  if (query.tool !== undefined) where.push(eq(toolAudit.toolName, query.tool));
  if (query.outcome !== undefined) where.push(eq(toolAudit.outcome, query.outcome));
  if (query.code !== undefined) where.push(eq(toolAudit.failureCode, query.code));
  // Stored times are ISO 8601 in UTC, so they compare as text once the bounds are normalised.
  if (query.since !== undefined) where.push(gte(toolAudit.createdAt, new Date(query.since).toISOString()));
  if (query.until !== undefined) where.push(lte(toolAudit.createdAt, new Date(query.until).toISOString()));
  if (query.clientId !== undefined) where.push(eq(toolAudit.partnerClientId, query.clientId));
  if (query.cursor !== undefined) where.push(lt(toolAudit.id, Number(query.cursor)));
  return where;
}

function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    // Every stored value is JSON we wrote; an unreadable one shows as absent rather than failing the page.
    return null;
  }
}

/** The partner a row names: its client, and the granted scopes as stored (an unreadable list shows as none). */
function partnerOf(row: StoredRow): AuditRow["partner"] {
  if (row.partnerClientId === null) return null;
  const scopes = parseJson(row.partnerScopes);
  const listed = Array.isArray(scopes) ? scopes.filter((scope): scope is string => typeof scope === "string") : [];
  return { clientId: row.partnerClientId, scopes: listed };
}

/** The row as the admin API shows it; a row that does not fit the contract is shown with nulls, never dropped. */
export function toAuditRow(row: StoredRow): AuditRow {
  const shaped = {
    id: row.id,
    at: row.createdAt,
    conversationId: row.conversationId,
    toolCallId: row.toolCallId,
    tool: row.toolName,
    outcome: row.outcome,
    code: row.failureCode,
    reason: row.reason,
    retryable: row.retryable,
    durationMs: row.durationMs,
    httpStatus: row.httpStatus,
    readiness: parseJson(row.readiness),
    role: row.callerRole,
    channel: row.channel,
    invocationSource: row.invocationSource,
    personHash: row.personHash,
    partner: partnerOf(row),
    args: parseJson(row.argsRedacted),
  };
  const parsed = v.safeParse(AuditRowSchema, shaped);
  if (parsed.success) return parsed.output;
  const readiness = v.safeParse(AuditRowSchema.entries.readiness, shaped.readiness);
  return v.parse(AuditRowSchema, { ...shaped, readiness: readiness.success ? readiness.output : null });
}

export async function searchAudit(db: D1Database, query: AuditQuery): Promise<Page<AuditRow>> {
  const where = conditions(query);
  const rows = await drizzle(db)
    .select()
    .from(toolAudit)
    .where(where.length > 0 ? and(...where) : undefined)
    .orderBy(desc(toolAudit.id))
    .limit(query.limit + 1)
    .all();
  const page = rows.slice(0, query.limit);
  return {
    rows: page.map(toAuditRow),
    nextCursor: rows.length > query.limit ? String(page.at(-1)?.id ?? "") : null,
  };
}
