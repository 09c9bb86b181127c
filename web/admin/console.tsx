/**
 * The admin console's shell: a banner (the title, Leave the console), the screens as links (each
 * screen has its own URL), and the screen in the page's one `main` landmark. Staff sign in first
 * (sign-in.tsx); the server checks the staff session on every call, the console only carries it.
 * Moving between screens takes the focus to the new screen's heading; with unsaved changes, any
 * move asks first (navigation.tsx).
 */
import { useEffect, useLayoutEffect, useRef, useState } from "preact/hooks";
import { AdminAuditScreen } from "./admin-audit";
import { sessionEndedListeners, staffToken } from "./api";
import { AuditScreen } from "./audit";
import { LeaveDialog } from "./leave-dialog";
import { NavigationProvider, useGuard, useNavigation } from "./navigation";
import { OverviewScreen } from "./overview";
import { PartnersScreen } from "./partners";
import { PolicyScreen } from "./policy";
import { QualityLabScreen } from "./quality-lab";
import { ReadinessScreen } from "./readiness";
import { hrefOf, SCREENS, type ScreenPath } from "./router";
import { leave } from "./session";
import { SignIn } from "./sign-in";

function ScreenOf({ screen }: { screen: ScreenPath }) {
  switch (screen) {
    case "overview":
      return <OverviewScreen />;
    case "policy":
      return <PolicyScreen />;
    case "partners":
      return <PartnersScreen />;
    case "audit":
      return <AuditScreen />;
    case "admin-audit":
      return <AdminAuditScreen />;
    case "readiness":
      return <ReadinessScreen />;
    case "quality-lab":
      return <QualityLabScreen />;
  }
}

function ScreenLinks() {
  const { route, navigate } = useNavigation();
  return (
    <nav aria-label="Console screens" class="screens">
      <ul>
        {SCREENS.map(({ path, label }) => (
          <li key={path}>
            <a
              href={hrefOf(path)}
              aria-current={route.screen === path ? "page" : undefined}
              onClick={(event) => {
                // A plain click stays in the page (and under the guard); a modified one opens a tab as usual.
                if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
                event.preventDefault();
                navigate(hrefOf(path));
              }}
            >
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SignedIn(props: { onLeft: (notice: string) => void }) {
  const { route } = useNavigation();
  const guard = useGuard();
  const [error, setError] = useState<string | null>(null);
  const first = useRef(true);
  // A layout effect, so the focus moves in the same task that shows the screen: an effect waits for
  // the next frame, and a keyboard or screen-reader user (or a test) may act on the old focus before it.
  useLayoutEffect(() => {
    // Not on the first screen (the page's own load); after that, a new screen takes the focus.
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById("screen-title")?.focus();
  }, [route.screen]);

  const onLeave = () =>
    guard(async () => {
      if (await leave()) props.onLeft("You left the console; your staff session has ended.");
      else setError("The server could not be told that you left. Try again.");
    });

  return (
    <>
      <header class="console-top">
        <a class="skip" href="#main">
          Skip to the screen
        </a>
        <h1>toolgate · admin console</h1>
        <button type="button" class="secondary" onClick={onLeave}>
          Leave the console
        </button>
      </header>
      <ScreenLinks />
      <main id="main" tabIndex={-1}>
        {error && (
          <p role="alert" class="error">
            {error}
          </p>
        )}
        <ScreenOf screen={route.screen} />
      </main>
    </>
  );
}

export function Console() {
  const [signedIn, setSignedIn] = useState(() => staffToken.get() !== null);
  const [notice, setNotice] = useState<string | null>(null);
  const [left, setLeft] = useState(false);
  useEffect(() => {
    const ended = () => {
      staffToken.clear();
      setNotice("Your staff session has ended. Sign in again.");
      setSignedIn(false);
    };
    sessionEndedListeners.add(ended);
    return () => sessionEndedListeners.delete(ended);
  }, []);

  if (!signedIn) {
    return (
      <div class="console">
        <header class="console-top">
          <h1>toolgate · admin console</h1>
        </header>
        <main id="main">
          <SignIn notice={notice} auto={!left} onSignedIn={() => setSignedIn(true)} />
        </main>
      </div>
    );
  }
  return (
    <div class="console">
      <NavigationProvider>
        {(held, decide, unsaved) => (
          <>
            <SignedIn
              onLeft={(text) => {
                setNotice(text);
                setLeft(true);
                setSignedIn(false);
              }}
            />
            <LeaveDialog open={held !== null} count={unsaved} onDecide={decide} />
          </>
        )}
      </NavigationProvider>
    </div>
  );
}
