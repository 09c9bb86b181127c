/**
 * The admin console: staff sign in with a staff session token (issued by POST /admin/v1/sessions
 * from the bootstrap secret); then policy, audit search, the admin audit, readiness and the Quality
 * Lab. The server checks the session on every call; the console only carries the token.
 */
import { useState } from "preact/hooks";
import { ErrorLine } from "../common/error-line";
import { AdminAuditScreen } from "./admin-audit";
import { staffToken } from "./api";
import { AuditScreen } from "./audit";
import { PolicyScreen } from "./policy";
import { QualityLabScreen } from "./quality-lab";
import { ReadinessScreen } from "./readiness";
import { leave, signInWithToken } from "./session";

const SCREENS = ["Policy", "Audit", "Admin audit", "Readiness", "Quality Lab"] as const;
type Screen = (typeof SCREENS)[number];

function ScreenOf({ screen }: { screen: Screen }) {
  switch (screen) {
    case "Policy":
      return <PolicyScreen />;
    case "Audit":
      return <AuditScreen />;
    case "Admin audit":
      return <AdminAuditScreen />;
    case "Readiness":
      return <ReadinessScreen />;
    case "Quality Lab":
      return <QualityLabScreen />;
  }
}

function StaffSignIn(props: { onSignedIn: () => void; notice: string | null }) {
  const [token, setToken] = useState("");
  const [error, setError] = useState<string | null>(null);
  async function submit(event: Event) {
    event.preventDefault();
    const signedIn = await signInWithToken(token.trim());
    if (!signedIn.ok) return setError(signedIn.message);
    props.onSignedIn();
  }
  return (
    <section aria-labelledby="staff-title" class="card">
      <h2 id="staff-title">Staff sign-in</h2>
      {props.notice && <p role="status">{props.notice}</p>}
      <form onSubmit={submit}>
        <label for="staff-token">Admin token</label>
        <input
          id="staff-token"
          type="password"
          autoComplete="off"
          value={token}
          onInput={(e) => setToken(e.currentTarget.value)}
        />
        <button type="submit" disabled={token.trim() === ""}>
          Sign in
        </button>
      </form>
      <ErrorLine message={error} />
    </section>
  );
}

const tabId = (screen: Screen) => `tab-${screen.replaceAll(" ", "-").toLowerCase()}`;

/** The tab a key moves to (the WAI-ARIA tabs pattern: arrows wrap, Home and End jump), or null. */
function tabAfter(current: Screen, key: string): Screen | null {
  const index = SCREENS.indexOf(current);
  const last = SCREENS.length - 1;
  const next =
    key === "ArrowRight"
      ? (index + 1) % SCREENS.length
      : key === "ArrowLeft"
        ? (index + last) % SCREENS.length
        : key === "Home"
          ? 0
          : key === "End"
            ? last
            : null;
  return next === null ? null : (SCREENS[next] ?? null);
}

export function Console() {
  const [signedIn, setSignedIn] = useState(() => staffToken.get() !== null);
  const [notice, setNotice] = useState<string | null>(null);
  const [screen, setScreen] = useState<Screen>("Policy");

  function onTabKey(event: KeyboardEvent) {
    const next = tabAfter(screen, event.key);
    if (next === null) return;
    event.preventDefault();
    setScreen(next);
    document.getElementById(tabId(next))?.focus();
  }
  return (
    <div class="page">
      <header class="top">
        <h1>Admin console</h1>
        {signedIn && (
          <button
            type="button"
            class="secondary"
            onClick={async () => {
              const ended = await leave();
              setNotice(
                ended
                  ? "You left the console; the staff session has ended."
                  : "The server could not be told. Try again.",
              );
              if (ended) setSignedIn(false);
            }}
          >
            Leave the console
          </button>
        )}
      </header>
      {!signedIn ? (
        <StaffSignIn notice={notice} onSignedIn={() => setSignedIn(true)} />
      ) : (
        <>
          <div class="tabs" role="tablist" aria-label="Console screens" onKeyDown={onTabKey}>
            {SCREENS.map((name) => (
              <button
                key={name}
                id={tabId(name)}
                type="button"
                role="tab"
                aria-selected={screen === name}
                aria-controls="console-panel"
                tabIndex={screen === name ? 0 : -1}
                onClick={() => setScreen(name)}
              >
                {name}
              </button>
            ))}
          </div>
          <div id="console-panel" role="tabpanel" aria-labelledby={tabId(screen)}>
            <ScreenOf screen={screen} />
          </div>
        </>
      )}
    </div>
  );
}
