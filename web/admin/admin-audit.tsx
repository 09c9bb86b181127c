/** The administrators' own audit: who changed what, before and after, when; newest first, in pages. */
import { useEffect, useState } from "preact/hooks";
import { ErrorLine } from "../common/error-line";
import { admin, queryOf } from "./api";
import { type Column, DataTable } from "./data-table";

interface AdminAuditRow {
  id: number;
  at: string;
  actor: string;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
}

const COLUMNS: Column<AdminAuditRow>[] = [
  { header: "When", cell: (row) => row.at },
  { header: "Who", cell: (row) => row.actor },
  { header: "What", cell: (row) => row.action },
  { header: "Target", cell: (row) => row.target },
  { header: "Before", cell: (row) => <pre>{JSON.stringify(row.before)}</pre> },
  { header: "After", cell: (row) => <pre>{JSON.stringify(row.after)}</pre> },
];

export function AdminAuditScreen() {
  const [rows, setRows] = useState<AdminAuditRow[] | null>(null);
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function load(cursor: string | null) {
    const answer = await admin<{ rows: AdminAuditRow[]; nextCursor: string | null }>(
      "GET",
      `/admin-audit${queryOf({ limit: 20, cursor })}`,
    );
    if (!answer.ok) return setError(answer.message);
    setError(null);
    setRows(answer.value.rows);
    setNextCursor(answer.value.nextCursor);
  }
  useEffect(() => {
    void load(null);
  }, []);

  return (
    <section aria-labelledby="admin-audit-title" class="panel">
      <h2 id="admin-audit-title">Admin audit</h2>
      <ErrorLine message={error} />
      {rows && <DataTable label="Admin changes" columns={COLUMNS} rows={rows} rowKey={(row) => row.id} />}
      <div class="actions">
        <button type="button" class="secondary" onClick={() => void load(null)}>
          Newest
        </button>
        <button type="button" class="secondary" disabled={!nextCursor} onClick={() => void load(nextCursor)}>
          Older
        </button>
      </div>
    </section>
  );
}
