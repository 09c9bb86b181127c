/** Readiness per tool for a chosen caller context: the label, and header names only (never a value). */
import { useState } from "preact/hooks";
import { CHANNELS, ROLES } from "../../src/shared/auth-context";
import type { AuthReadiness } from "../../src/shared/readiness";
import { ErrorLine } from "../common/error-line";
import { admin, queryOf } from "./api";
import { type Column, DataTable } from "./data-table";
import { readinessLabel } from "./readiness-labels";

interface ToolReadiness {
  name: string;
  readiness: AuthReadiness;
}

const COLUMNS: Column<ToolReadiness>[] = [
  { header: "Tool", cell: (tool) => tool.name, rowHeader: true },
  { header: "Readiness", cell: (tool) => readinessLabel(tool.readiness), class: "readiness-label" },
  { header: "Headers", cell: (tool) => tool.readiness.headerNames.join(", ") || "—" },
];

export function ReadinessScreen() {
  const [role, setRole] = useState("member");
  const [channel, setChannel] = useState("web");
  const [signedIn, setSignedIn] = useState(false);
  const [tools, setTools] = useState<ToolReadiness[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function show(event: Event) {
    event.preventDefault();
    const answer = await admin<{ tools: ToolReadiness[] }>("GET", `/readiness${queryOf({ role, channel, signedIn })}`);
    if (!answer.ok) return setError(answer.message);
    setError(null);
    setTools(answer.value.tools);
  }

  return (
    <section aria-labelledby="screen-title" class="screen">
      <h2 id="screen-title" tabIndex={-1}>
        Readiness
      </h2>
      <p class="hint">The tools a caller in this context is offered now, and whether each has what it needs to run.</p>
      <form class="grid-form filters" onSubmit={show}>
        <div>
          <label for="readiness-role">Role</label>
          <select id="readiness-role" value={role} onChange={(e) => setRole(e.currentTarget.value)}>
            {ROLES.map((r) => (
              <option key={r}>{r}</option>
            ))}
          </select>
        </div>
        <div>
          <label for="readiness-channel">Channel</label>
          <select id="readiness-channel" value={channel} onChange={(e) => setChannel(e.currentTarget.value)}>
            {CHANNELS.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </div>
        <div>
          <label for="readiness-signed-in">
            <input
              id="readiness-signed-in"
              type="checkbox"
              checked={signedIn}
              onChange={(e) => setSignedIn(e.currentTarget.checked)}
            />{" "}
            Signed in
          </label>
        </div>
        <button type="submit">Show readiness</button>
      </form>
      <ErrorLine message={error} />
      {tools && <DataTable label="Readiness per tool" columns={COLUMNS} rows={tools} rowKey={(tool) => tool.name} />}
    </section>
  );
}
