/**
 * The partners this member has connected (GET /v1/me/connections), each with what it was granted, in
 * the consent screen's words (a name the app chose itself marked "unverified"), and a Revoke button
 * (DELETE /v1/me/connections/:clientId): the partner's next call is refused. Shown in the menu's
 * dialog; says so when the list cannot be read.
 */
import { useEffect, useState } from "preact/hooks";
import { isPartnerScope, scopeLabel } from "../../src/shared/partner-scopes";
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

export function Partners() {
  const [connections, setConnections] = useState<readonly Connection[] | null | "unavailable">(null);
  const [notice, setNotice] = useState("");

  async function load() {
    const answer = await getJson<{ connections?: Connection[] }>("/v1/me/connections");
    setConnections(Array.isArray(answer?.connections) ? byClient(answer.connections) : "unavailable");
  }

  useEffect(() => {
    void load();
  }, []);

  async function onRevoke(connection: Connection, name: string) {
    const done = await revoke(connection.clientId);
    setNotice(done ? `${name} can no longer act for you.` : `Could not revoke ${name}; try again.`);
    if (done) await load();
  }

  if (connections === null) return <p>Loading…</p>;
  if (connections === "unavailable") return <p>Your connected partners cannot be shown right now.</p>;
  return (
    <>
      <p class="hint">Apps you allowed to act for you. Revoke one and its next request is refused.</p>
      {connections.length === 0 ? (
        <p>No partner apps are connected.</p>
      ) : (
        <ul class="partners">
          {connections.map((c) => {
            const name = c.clientName ?? "A partner app";
            return (
              <li key={c.clientId}>
                <div class="partner-name">
                  {name}
                  {c.clientNameVerified === true ? "" : <span class="unverified"> (unverified)</span>}
                </div>
                <ul class="scopes" aria-label={`What ${name} may do`}>
                  {c.scopes.map((scope) => (
                    <li key={scope}>{isPartnerScope(scope) ? scopeLabel(scope) : scope}</li>
                  ))}
                </ul>
                <button type="button" class="secondary" aria-label={`Revoke ${name}`} onClick={() => onRevoke(c, name)}>
                  Revoke
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <p role="status">{notice}</p>
    </>
  );
}
