/** The partners this member has connected, when the deployment has the connections route. */
import { useEffect, useState } from "preact/hooks";
import { getJson } from "../common/client";

interface Connection {
  readonly clientId?: string;
  readonly clientName?: string;
  readonly name?: string;
  readonly scopes?: readonly string[];
}

export function Partners(props: { signedIn: boolean }) {
  const [connections, setConnections] = useState<readonly Connection[] | null>(null);
  useEffect(() => {
    if (!props.signedIn) return setConnections(null);
    void getJson<{ connections?: Connection[] }>("/v1/me/connections").then((answer) =>
      setConnections(Array.isArray(answer?.connections) ? answer.connections : null),
    );
  }, [props.signedIn]);
  if (connections === null) return null;
  return (
    <section aria-labelledby="partners-title" class="panel">
      <h2 id="partners-title">Connected partners</h2>
      {connections.length === 0 ? (
        <p>No partner apps are connected.</p>
      ) : (
        <ul>
          {connections.map((c, i) => (
            <li key={c.clientId ?? i}>
              {c.clientName ?? c.name ?? c.clientId ?? "A partner app"}
              {c.scopes && c.scopes.length > 0 ? ` — ${c.scopes.join(", ")}` : ""}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
