/**
 * Audit search: filters (conversation, hashed person, tool, outcome, code, time range), pages of
 * rows, and one row's detail (redacted arguments, outcome, code, reason, readiness). Rows hold a
 * hashed person id and redacted arguments only; the console shows exactly what the server sends.
 */
import { useEffect, useRef, useState } from "preact/hooks";
import type { AuthReadiness } from "../../src/shared/readiness";
import { ErrorLine } from "../common/error-line";
import { admin, queryOf } from "./api";
import { type Column, DataTable } from "./data-table";
import { readinessLabel } from "./readiness-labels";

export interface AuditRow {
  id: number;
  at?: string;
  createdAt?: string;
  conversationId: string;
  toolCallId: string;
  tool?: string;
  toolName?: string;
  outcome: string;
  code?: string | null;
  failureCode?: string | null;
  reason?: string | null;
  readiness: AuthReadiness | string | null;
  args?: unknown;
  argsRedacted?: string;
  [key: string]: unknown;
}

const FILTERS = [
  ["conversationId", "Conversation"],
  ["personHash", "Person (hash)"],
  ["tool", "Tool"],
  ["code", "Failure code"],
  ["since", "Since (ISO time)"],
  ["until", "Until (ISO time)"],
] as const;
type FilterName = (typeof FILTERS)[number][0] | "outcome";

const toolOf = (row: AuditRow) => row.tool ?? row.toolName ?? "";
const codeOf = (row: AuditRow) => row.code ?? row.failureCode ?? null;
function readinessOf(row: AuditRow): AuthReadiness | null {
  if (row.readiness === null || typeof row.readiness === "object") return row.readiness;
  try {
    return JSON.parse(row.readiness) as AuthReadiness;
  } catch {
    // An unreadable stored diagnostic shows as none rather than breaking the screen.
    return null;
  }
}

function auditColumns(select: (row: AuditRow) => void): Column<AuditRow>[] {
  return [
    { header: "When", cell: (row) => row.at ?? row.createdAt },
    { header: "Tool", cell: toolOf },
    { header: "Outcome", cell: (row) => row.outcome },
    { header: "Code", cell: (row) => codeOf(row) ?? "—" },
    {
      header: "Detail",
      cell: (row) => (
        <button
          type="button"
          id={`details-${row.id}`}
          class="secondary"
          aria-label={`Details of row ${row.id}`}
          onClick={() => select(row)}
        >
          Details
        </button>
      ),
    },
  ];
}

export function AuditScreen() {
  const [filters, setFilters] = useState<Record<FilterName, string>>({
    conversationId: "",
    personHash: "",
    tool: "",
    outcome: "",
    code: "",
    since: "",
    until: "",
  });
  const [rows, setRows] = useState<AuditRow[] | null>(null);
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [selected, setSelected] = useState<AuditRow | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function search(cursor: string | null, history: (string | null)[]) {
    const answer = await admin<{ rows: AuditRow[]; nextCursor?: string | null }>(
      "GET",
      `/audit${queryOf({ ...filters, limit: 20, cursor })}`,
    );
    if (!answer.ok) return setError(answer.message);
    setError(null);
    setRows(answer.value.rows);
    setNextCursor(answer.value.nextCursor ?? null);
    setCursors(history);
    setSelected(null);
  }

  const set = (name: FilterName) => (e: { currentTarget: HTMLInputElement | HTMLSelectElement }) =>
    setFilters({ ...filters, [name]: e.currentTarget.value });

  return (
    <section aria-labelledby="audit-title" class="panel">
      <h2 id="audit-title">Audit search</h2>
      <form
        class="grid-form"
        onSubmit={(e) => {
          e.preventDefault();
          void search(null, [null]);
        }}
      >
        {FILTERS.map(([name, label]) => (
          <div key={name}>
            <label for={`audit-${name}`}>{label}</label>
            <input id={`audit-${name}`} value={filters[name]} onInput={set(name)} />
          </div>
        ))}
        <div>
          <label for="audit-outcome">Outcome</label>
          <select id="audit-outcome" value={filters.outcome} onChange={set("outcome")}>
            <option value="">any</option>
            <option>ok</option>
            <option>failed</option>
            <option>pending</option>
          </select>
        </div>
        <button type="submit">Search</button>
      </form>
      <ErrorLine message={error} />
      {rows && (
        <>
          <DataTable
            label="Audit rows"
            columns={auditColumns(setSelected)}
            rows={rows}
            rowKey={(row) => row.id}
            rowClass={(row) => (row.id === selected?.id ? "selected" : undefined)}
          />
          <p role="status">
            {rows.length === 0
              ? "No rows match."
              : `Page ${cursors.length}: ${rows.length} ${rows.length === 1 ? "row" : "rows"} on this page.`}
          </p>
          <div class="actions">
            <button
              type="button"
              class="secondary"
              disabled={cursors.length <= 1}
              onClick={() => void search(cursors[cursors.length - 2] ?? null, cursors.slice(0, -1))}
            >
              Newer
            </button>
            <button
              type="button"
              class="secondary"
              disabled={!nextCursor}
              onClick={() => void search(nextCursor, [...cursors, nextCursor])}
            >
              Older
            </button>
          </div>
        </>
      )}
      {selected && (
        <RowDetail
          row={selected}
          onClose={() => {
            setSelected(null);
            // Back to the button that opened it, so a keyboard user keeps their place in the table.
            document.getElementById(`details-${selected.id}`)?.focus();
          }}
        />
      )}
    </section>
  );
}

function argsOf(row: AuditRow): unknown {
  if (row.args !== undefined) return row.args;
  if (!row.argsRedacted) return null;
  try {
    return JSON.parse(row.argsRedacted);
  } catch {
    // Stored arguments that are not JSON are shown as stored (they were redacted before storing).
    return row.argsRedacted;
  }
}

function RowDetail({ row, onClose }: { row: AuditRow; onClose: () => void }) {
  const readiness = readinessOf(row);
  const args = argsOf(row);
  const heading = useRef<HTMLHeadingElement>(null);
  // The detail opens below the table: take the reader there (focus, and so the scroll).
  useEffect(() => heading.current?.focus(), [row.id]);
  return (
    <section aria-labelledby="row-title" class="card">
      <h3 id="row-title" ref={heading} tabIndex={-1}>
        Row {row.id}: {toolOf(row)}
      </h3>
      <dl class="detail">
        <dt>Conversation</dt>
        <dd>{row.conversationId}</dd>
        <dt>Outcome</dt>
        <dd>{row.outcome}</dd>
        <dt>Code</dt>
        <dd>{codeOf(row) ?? "—"}</dd>
        <dt>Reason</dt>
        <dd>{row.reason ?? "—"}</dd>
        <dt>Readiness</dt>
        <dd>
          {readiness ? `${readinessLabel(readiness)} (headers: ${readiness.headerNames.join(", ") || "none"})` : "—"}
        </dd>
        <dt>Arguments (redacted)</dt>
        <dd>
          <pre>{JSON.stringify(args, null, 2)}</pre>
        </dd>
      </dl>
      <button type="button" class="secondary" onClick={onClose}>
        Close the detail
      </button>
    </section>
  );
}
