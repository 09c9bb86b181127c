/**
 * Audit search: filters (conversation, hashed person, tool, outcome, code, time range) that live in
 * the URL (`/admin/audit?tool=…&outcome=failed`), so a search can be linked, reloaded and walked
 * back; pages of rows by cursor (also in the URL); one row's detail (redacted arguments, outcome,
 * code, reason, readiness, the partner a call came from). Rows hold a hashed person id and redacted
 * arguments only; the console shows exactly what the server sends.
 */
import { useEffect, useLayoutEffect, useRef, useState } from "preact/hooks";
import type { AuditRow as SharedAuditRow } from "../../src/shared/admin-api";
import { ErrorLine } from "../common/error-line";
import { useLatestRequest } from "../common/latest-request";
import { admin, queryOf, shortTime } from "./api";
import { type Column, DataTable } from "./data-table";
import { useNavigation } from "./navigation";
import { readinessLabel } from "./readiness-labels";
import { hrefOf } from "./router";
import { useUrlState } from "./url-state";

/** A row as the server sends it; a partner's call also names its client and the scopes the member granted it. */
export type AuditRow = SharedAuditRow & { partner?: { clientId: string; scopes: string[] } | null };

const TEXT_FILTERS = [
  ["conversationId", "Conversation"],
  ["personHash", "Person (hash)"],
  ["tool", "Tool"],
  ["code", "Failure code"],
  ["since", "Since (ISO time)"],
  ["until", "Until (ISO time)"],
] as const;
const FILTER_NAMES = [...TEXT_FILTERS.map(([name]) => name), "outcome"] as const;
type FilterName = (typeof FILTER_NAMES)[number];
type Filters = Record<FilterName, string>;

const filtersOf = (query: URLSearchParams): Filters =>
  Object.fromEntries(FILTER_NAMES.map((name) => [name, query.get(name) ?? ""])) as Filters;

function auditColumns(select: (row: AuditRow) => void, partners: boolean): Column<AuditRow>[] {
  return [
    { header: "When", class: "col-when", cell: (row) => <time dateTime={row.at}>{shortTime(row.at)}</time> },
    { header: "Tool", class: "col-tool", cell: (row) => <code>{row.tool}</code>, rowHeader: true },
    { header: "Outcome", class: "col-outcome", cell: (row) => row.outcome },
    { header: "Code", class: "col-code", cell: (row) => row.code ?? "—" },
    { header: "Channel", class: "col-channel", cell: (row) => `${row.channel} · ${row.invocationSource}` },
    ...(partners
      ? [{ header: "Partner", class: "col-partner", cell: (row: AuditRow) => row.partner?.clientId ?? "—" }]
      : []),
    { header: "Took", class: "col-took", cell: (row) => `${row.durationMs} ms` },
    {
      header: "Detail",
      class: "col-detail",
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
  const { route, navigate } = useNavigation();
  const queryText = route.query.toString();
  const [filters, setFilters] = useUrlState(queryText, () => filtersOf(route.query));
  const [rows, setRows] = useState<AuditRow[] | null>(null);
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [selected, setSelected] = useUrlState<AuditRow | null>(queryText, () => null);
  const [error, setError] = useState<string | null>(null);
  const request = useLatestRequest();
  const cursor = route.query.get("cursor");

  useEffect(() => {
    const current = request();
    // No filter is a search too: the newest rows.
    void (async () => {
      const answer = await admin<{ rows: AuditRow[]; nextCursor: string | null }>(
        "GET",
        `/audit${queryOf({ ...filtersOf(route.query), limit: 20, cursor })}`,
      );
      if (!current()) return;
      if (!answer.ok) return setError(answer.message);
      setError(null);
      setRows(answer.value.rows);
      setNextCursor(answer.value.nextCursor);
    })();
  }, [queryText]);

  const set = (name: FilterName) => (e: { currentTarget: HTMLInputElement | HTMLSelectElement }) =>
    setFilters({ ...filters, [name]: e.currentTarget.value });
  const search = (extra: Record<string, string | null> = {}) => navigate(hrefOf("audit", { ...filters, ...extra }));
  const partners = (rows ?? []).some((row) => row.partner);

  return (
    <section aria-labelledby="screen-title" class="screen">
      <h2 id="screen-title" tabIndex={-1}>
        Audit search
      </h2>
      <form
        class="grid-form filters"
        onSubmit={(e) => {
          e.preventDefault();
          search();
        }}
      >
        {TEXT_FILTERS.map(([name, label]) => (
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
        <div class="actions">
          <button type="submit">Search</button>
        </div>
      </form>
      <ErrorLine message={error} />
      {rows && (
        <>
          <p role="status">
            {rows.length === 0
              ? "No rows match."
              : `${rows.length} ${rows.length === 1 ? "row" : "rows"}${cursor ? " on this older page" : ", newest first"}.`}
          </p>
          <DataTable
            label="Audit rows"
            columns={auditColumns(setSelected, partners)}
            rows={rows}
            rowKey={(row) => row.id}
            rowClass={(row) => (row.id === selected?.id ? "selected" : undefined)}
            wide
          />
          <div class="actions">
            <button type="button" class="secondary" disabled={!cursor} onClick={() => search({ cursor: null })}>
              Newest
            </button>
            <button
              type="button"
              class="secondary"
              disabled={!nextCursor}
              onClick={() => nextCursor && search({ cursor: nextCursor })}
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

/** Who asked for the call, in the detail's words. */
function whoAsked(source: AuditRow["invocationSource"]): string {
  switch (source) {
    case "user":
      return "their own run";
    case "partner":
      return "a partner's run";
    case "agent":
      return "by the assistant";
  }
}

function RowDetail({ row, onClose }: { row: AuditRow; onClose: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The detail opens below the table: take the reader there (focus, and so the scroll), in the task
  // that shows it (a layout effect), not a frame later.
  useLayoutEffect(() => heading.current?.focus(), [row.id]);
  const readiness = row.readiness;
  return (
    <section aria-labelledby="row-title" class="box">
      <h3 id="row-title" ref={heading} tabIndex={-1}>
        Row {row.id}: {row.tool}
      </h3>
      <dl class="detail">
        <dt>When</dt>
        <dd>{row.at}</dd>
        <dt>Conversation</dt>
        <dd>
          <code>{row.conversationId}</code>
        </dd>
        <dt>Outcome</dt>
        <dd>
          {row.outcome}
          {row.code ? ` · ${row.code}` : ""}
          {row.retryable ? " · retryable" : ""}
        </dd>
        <dt>Reason (internal)</dt>
        <dd>{row.reason ?? "—"}</dd>
        <dt>Caller</dt>
        <dd>
          {row.role} on {row.channel}, {whoAsked(row.invocationSource)}
          {row.personHash ? ` · person ${row.personHash.slice(0, 12)}…` : " · a guest"}
        </dd>
        {row.partner && (
          <>
            <dt>Partner</dt>
            <dd>
              <code>{row.partner.clientId}</code> · granted {row.partner.scopes.join(", ") || "no scope"}
            </dd>
          </>
        )}
        <dt>Duration</dt>
        <dd>
          {row.durationMs} ms{row.httpStatus ? ` · upstream HTTP ${row.httpStatus}` : ""}
        </dd>
        <dt>Readiness</dt>
        <dd>
          {readiness ? `${readinessLabel(readiness)} (headers: ${readiness.headerNames.join(", ") || "none"})` : "—"}
        </dd>
        <dt>Arguments (redacted)</dt>
        <dd>
          <pre>{JSON.stringify(row.args, null, 2)}</pre>
        </dd>
      </dl>
      <button type="button" class="secondary" onClick={onClose}>
        Close the detail
      </button>
    </section>
  );
}
