/**
 * The partners this member has connected (GET /v1/me/connections), each with what it was granted (a
 * name the app chose itself marked "unverified") and a Revoke button (DELETE /v1/me/connections/:clientId): the partner's next call is refused. Hidden
 * when the deployment has no connections route.
 */
import { useEffect, useState } from "preact/hooks";
import { getJson } from "../common/client";

interface Connection {
  readonly clientId: string;
  readonly clientName: string | null;
  /** False for a self-registered app: the name is its own choice, and nobody checked it. */
  readonly clientNameVerified?: boolean;
  readonly scopes: readonly string[];
}

/** One line per partner: a member who connected the same partner twice revokes it once. */
function byClient(connections: readonly Connection[]): Connection[] {
  const seen = new Map<string, Connection>();
  for (const c of connections) {
    const known = seen.get(c.clientId);
    seen.set(c.clientId, known ? { ...known, scopes: [...new Set([...known.scopes, ...c.scopes])] } : c);
  }
  return [...seen.values()];
}

async function revoke(clientId: string): Promise<boolean> {
  try {
    const response = await fetch(`/v1/me/connections/${encodeURIComponent(clientId)}`, {
      method: "DELETE",
      headers: { accept: "application/json" },
    });
    // Already gone (revoked in another tab) is what the member asked for.
    return response.ok || response.status === 404;
  } catch {
    // The network dropped: the partner may still be connected, and the panel says so.
    return false;
  }
}

export function Partners(props: { signedIn: boolean }) {
  const [connections, setConnections] = useState<readonly Connection[] | null>(null);
  const [notice, setNotice] = useState("");

  async function load() {
    const answer = await getJson<{ connections?: Connection[] }>("/v1/me/connections");
    setConnections(Array.isArray(answer?.connections) ? byClient(answer.connections) : null);
  }

  useEffect(() => {
    setNotice("");
    if (!props.signedIn) return setConnections(null);
    void load();
  }, [props.signedIn]);

  async function onRevoke(connection: Connection, name: string) {
    const done = await revoke(connection.clientId);
    setNotice(done ? `${name} can no longer act for you.` : `Could not revoke ${name}; try again.`);
    if (done) await load();
  }

  if (connections === null) return null;
  return (
    <section aria-labelledby="partners-title" class="panel">
      <h2 id="partners-title">Connected partners</h2>
      {connections.length === 0 ? (
        <p>No partner apps are connected.</p>
      ) : (
        <ul>
          {connections.map((c) => {
            const name = c.clientName ?? "A partner app";
            return (
              <li key={c.clientId}>
                {name}
                {c.clientNameVerified === true ? "" : <span class="unverified"> (unverified)</span>}
                {c.scopes.length > 0 ? ` — ${c.scopes.join(", ")}` : ""}{" "}
                <button type="button" class="secondary" aria-label={`Revoke ${name}`} onClick={() => onRevoke(c, name)}>
                  Revoke
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <p role="status">{notice}</p>
    </section>
  );
}
