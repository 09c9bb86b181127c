/** Readiness per tool for a chosen caller context: the label, and header names only (never a value). */
import { useState } from "preact/hooks";
import { CHANNELS, ROLES } from "../../src/shared/auth-context";
import type { AuthReadiness } from "../../src/shared/readiness";
import { admin, queryOf } from "./api";
import { readinessLabel } from "./readiness-labels";

export function ReadinessScreen() {
  const [role, setRole] = useState("member");
  const [channel, setChannel] = useState("web");
  const [signedIn, setSignedIn] = useState(false);
  const [tools, setTools] = useState<{ name: string; readiness: AuthReadiness }[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function show(event: Event) {
    event.preventDefault();
    const answer = await admin<{ tools: { name: string; readiness: AuthReadiness }[] }>(
      "GET",
      `/readiness${queryOf({ role, channel, signedIn })}`,
    );
    if (!answer.ok) return setError(answer.message);
    setError(null);
    setTools(answer.value.tools);
  }

  return (
    <section aria-labelledby="readiness-title" class="panel">
      <h2 id="readiness-title">Readiness</h2>
      <form class="grid-form" onSubmit={show}>
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
      {error && (
        <p role="alert" class="error">
          {error}
        </p>
      )}
      {tools && (
        <div class="scroll">
          <table aria-label="Readiness per tool">
            <thead>
              <tr>
                <th scope="col">Tool</th>
                <th scope="col">Readiness</th>
                <th scope="col">Headers</th>
              </tr>
            </thead>
            <tbody>
              {tools.map((tool) => (
                <tr key={tool.name}>
                  <td>{tool.name}</td>
                  <td class="readiness-label">{readinessLabel(tool.readiness)}</td>
                  <td>{tool.readiness.headerNames.join(", ") || "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
