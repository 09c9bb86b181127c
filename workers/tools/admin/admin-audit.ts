/**
 * The administrators' own audit trail: every change to policy, a tool's switch, the kill switch,
 * and every staff session issued writes one row (who, what, before, after, when) in the same D1
 * batch as the change itself, so a change without its row (or a row without its change) cannot
 * happen. Rows hold ids, roles and policy values; never a token.
 */
import { desc, lt } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { type DrizzleD1Database, drizzle } from "drizzle-orm/d1";
import { adminAudit } from "../../../d1/schema";
import {
  type Actor,
  ADMIN_ACTIONS,
  type AdminAction,
  type AdminAuditQuery,
  type AdminAuditRow,
  type Page,
} from "../../../src/shared/admin-api";

export function actorName(actor: Actor): string {
  switch (actor.kind) {
    case "staff":
      return `staff:${actor.sessionId}`;
    case "admin_token":
      return "admin_token";
    case "access":
      return `access:${actor.email}`;
    case "member":
      return `member:${actor.personHash}`;
    case "oauth_server":
      return "oauth_server";
  }
}

export interface AdminChange {
  readonly actor: Actor;
  readonly action: AdminAction;
  readonly target: string;
  readonly before: unknown;
  readonly after: unknown;
  readonly at: Date;
}

/** The insert of a change's row, to go in one batch with the change. */
export function adminAuditInsert(orm: DrizzleD1Database, change: AdminChange): BatchItem<"sqlite"> {
  return orm.insert(adminAudit).values({
    actor: actorName(change.actor),
    action: change.action,
    target: change.target,
    before: change.before === null || change.before === undefined ? null : JSON.stringify(change.before),
    after: change.after === null || change.after === undefined ? null : JSON.stringify(change.after),
    createdAt: change.at.toISOString(),
  });
}

function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    // A row we wrote is JSON; anything else is shown as the text it is rather than failing the page.
    return text;
  }
}

const isAction = (value: string): value is AdminAction => (ADMIN_ACTIONS as readonly string[]).includes(value);

/** Newest first; `cursor` is the id of the last row of the previous page. */
export async function listAdminAudit(db: D1Database, query: AdminAuditQuery): Promise<Page<AdminAuditRow>> {
  const rows = await drizzle(db)
    .select()
    .from(adminAudit)
    .where(query.cursor === undefined ? undefined : lt(adminAudit.id, Number(query.cursor)))
    .orderBy(desc(adminAudit.id))
    .limit(query.limit + 1)
    .all();
  const page = rows.slice(0, query.limit);
  return {
    rows: page.flatMap((row) =>
      isAction(row.action)
        ? [
            {
              id: row.id,
              at: row.createdAt,
              actor: row.actor,
              action: row.action,
              target: row.target,
              before: parseJson(row.before),
              after: parseJson(row.after),
            },
          ]
        : [],
    ),
    nextCursor: rows.length > query.limit ? String(page.at(-1)?.id ?? "") : null,
  };
}
