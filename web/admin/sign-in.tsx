/**
 * Staff sign-in. Where the deployment has Cloudflare Access, the console signs in by itself on load
 * (the request came through Access); otherwise, or when Access refuses, the form takes the bootstrap
 * token and exchanges it for a staff session (session.ts). The form is the page's main content.
 */
import { useEffect, useState } from "preact/hooks";
import { ErrorLine } from "../common/error-line";
import { signInWithAccess, signInWithToken } from "./session";

/** `auto`: try Access on load (not right after Leave, which would sign the person straight back in). */
export function SignIn(props: { onSignedIn: () => void; notice: string | null; auto: boolean }) {
  const [token, setToken] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [trying, setTrying] = useState(props.auto);

  async function tryAccess(byHand: boolean) {
    setTrying(true);
    const access = await signInWithAccess();
    setTrying(false);
    if (access?.ok) return props.onSignedIn();
    if (access) setError(access.message);
    else if (byHand) setError("Cloudflare Access sign-in is not set up here. Use the admin token.");
  }

  useEffect(() => {
    if (props.auto) void tryAccess(false);
  }, []);

  async function submit(event: Event) {
    event.preventDefault();
    const signedIn = await signInWithToken(token.trim());
    if (!signedIn.ok) return setError(signedIn.message);
    props.onSignedIn();
  }

  return (
    <section aria-labelledby="screen-title" class="box sign-in">
      <h2 id="screen-title" tabIndex={-1}>
        Staff sign-in
      </h2>
      {props.notice && (
        <p role="status" class="notice">
          {props.notice}
        </p>
      )}
      {trying ? (
        <p role="status">Checking for a Cloudflare Access sign-in…</p>
      ) : (
        <form onSubmit={submit}>
          <p class="hint">
            Enter the deployment's admin token (locally, <code>ADMIN_TOKEN</code> in <code>.dev.vars</code>). It is
            exchanged for your own staff session, which every change you make is recorded under.
          </p>
          <label for="staff-token">Admin token</label>
          <input
            id="staff-token"
            type="password"
            autoComplete="off"
            value={token}
            onInput={(e) => setToken(e.currentTarget.value)}
          />
          <div class="actions">
            <button type="submit" disabled={token.trim() === ""}>
              Sign in
            </button>
            {!props.auto && (
              <button type="button" class="secondary" onClick={() => void tryAccess(true)}>
                Sign in through Cloudflare Access
              </button>
            )}
          </div>
        </form>
      )}
      <ErrorLine message={error} />
    </section>
  );
}
