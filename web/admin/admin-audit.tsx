/**
 * The administrators' own audit: who changed what, when, and the change itself as before → after
 * for the fields that differ (diff.ts); newest first, in pages. On a desktop it is a table with
 * sized columns; on a phone each row is a card.
 */
import { useEffect, useState } from "preact/hooks";
import type { AdminAction, AdminAuditRow } from "../../src/shared/admin-api";
import { ErrorLine } from "../common/error-line";
import { useLatestRequest } from "../common/latest-request";
import { admin, queryOf, shortTime } from "./api";
import { type Column, DataTable } from "./data-table";
import { diffOf } from "./diff";
import { useNavigation } from "./navigation";
import { hrefOf } from "./router";

export function actionLabel(action: AdminAction): string {
  switch (action) {
    case "company_policy.put":
      return "Company settings";
    case "tool_policy.put":
      return "Tool rule";
    case "kill_switch.set":
      return "Kill switch";
    case "staff_session.issue":
      return "Staff session issued";
    case "staff_session.end":
      return "Staff session ended";
    case "partner_policy.put":
      return "Partner rule";
    case "partner.disable":
      return "Partner removed";
    case "partner.grant":
      return "Partner allowed by a member";
    case "partner.revoke":
      return "Partner revoked by a member";
    case "partner.refresh_reuse":
      return "Partner grant revoked: refresh token reused";
    case "partner.code_replay":
      return "Partner grant revoked: authorization code reused";
    case "partner.self_revoke":
      return "Partner revoked its own token";
  }
}

/** The actor as staff read it: an e-mail for Access sign-ins, the session for staff sessions. */
export function actorLabel(actor: string): string {
  if (actor === "admin_token") return "the admin token";
  if (actor.startsWith("access:")) return actor.slice("access:".length);
  if (actor.startsWith("staff:")) return `staff session ${actor.slice("staff:".length)}`;
  // A member is named by the audit's keyed hash of their id: its start is enough to tell rows apart.
  if (actor.startsWith("member:")) return `member ${actor.slice("member:".length, "member:".length + 12)}…`;
  if (actor === "oauth_server") return "the authorization server";
  return actor;
}

function Change({ row }: { row: AdminAuditRow }) {
  const changes = diffOf(row.before, row.after);
  if (changes.length === 0) return <span class="hint">no field changed</span>;
  return (
    <ul class="diff">
      {changes.map((change) => (
        <li key={change.field}>
          <code>{change.field}</code>{" "}
          {change.before === undefined ? (
            <ins>{change.after}</ins>
          ) : change.after === undefined ? (
            <del>{change.before}</del>
          ) : (
            <>
              <del>{change.before}</del> <span aria-hidden="true">→</span>
              <span class="visually-hidden"> became </span> <ins>{change.after}</ins>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

const COLUMNS: Column<AdminAuditRow>[] = [
  {
    header: "When",
    class: "col-when",
    cell: (row) => <time dateTime={row.at}>{shortTime(row.at)}</time>,
  },
  { header: "Who", class: "col-who", cell: (row) => actorLabel(row.actor) },
  { header: "What", class: "col-what", cell: (row) => actionLabel(row.action), rowHeader: true },
  { header: "Target", class: "col-target", cell: (row) => <code>{row.target}</code> },
  { header: "Change (before → after)", class: "col-change", cell: (row) => <Change row={row} /> },
];

export function AdminAuditScreen() {
  const { route, navigate } = useNavigation();
  const cursor = route.query.get("cursor");
  const [rows, setRows] = useState<AdminAuditRow[] | null>(null);
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const request = useLatestRequest();

  useEffect(() => {
    const current = request();
    void (async () => {
      const answer = await admin<{ rows: AdminAuditRow[]; nextCursor: string | null }>(
        "GET",
        `/admin-audit${queryOf({ limit: 25, cursor })}`,
      );
      if (!current()) return;
      if (!answer.ok) return setError(answer.message);
      setError(null);
      setRows(answer.value.rows);
      setNextCursor(answer.value.nextCursor);
    })();
  }, [cursor]);

  return (
    <section aria-labelledby="screen-title" class="screen">
      <h2 id="screen-title" tabIndex={-1}>
        Admin audit
      </h2>
      <p class="hint">Every change an administrator made, newest first: who, what, and each field before → after.</p>
      <ErrorLine message={error} />
      {rows && <DataTable label="Admin changes" columns={COLUMNS} rows={rows} rowKey={(row) => row.id} wide />}
      <div class="actions">
        <button
          type="button"
          class="secondary"
          disabled={cursor === null}
          onClick={() => navigate(hrefOf("admin-audit"))}
        >
          Newest
        </button>
        <button
          type="button"
          class="secondary"
          disabled={!nextCursor}
          onClick={() => nextCursor && navigate(hrefOf("admin-audit", { cursor: nextCursor }))}
        >
          Older
        </button>
      </div>
    </section>
  );
}
