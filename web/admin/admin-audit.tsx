/** The administrators' own audit: who changed what, before and after, when; newest first, in pages. */
import { useEffect, useState } from "preact/hooks";
import { admin, queryOf } from "./api";

interface AdminAuditRow {
  id: number;
  at: string;
  actor: string;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
}

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
      {error && (
        <p role="alert" class="error">
          {error}
        </p>
      )}
      {rows && (
        <div class="scroll">
          <table aria-label="Admin changes">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
                <th scope="col">Target</th>
                <th scope="col">Before</th>
                <th scope="col">After</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>{row.at}</td>
                  <td>{row.actor}</td>
                  <td>{row.action}</td>
                  <td>{row.target}</td>
                  <td>
                    <pre>{JSON.stringify(row.before)}</pre>
                  </td>
                  <td>
                    <pre>{JSON.stringify(row.after)}</pre>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
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
