/**
 * Where the console is and how it moves: the route (from the URL), `navigate` for links and for a
 * screen's own query (filters, pages), and the unsaved-changes guard. A screen with changes not
 * saved reports their count; any move away then (a link, Back, Leave, closing the tab) asks first.
 */
import { type ComponentChildren, createContext } from "preact";
import { useContext, useEffect, useRef, useState } from "preact/hooks";
import { type Route, routeOf } from "./router";

interface Navigation {
  readonly route: Route;
  /** Moves to `href` unless unsaved changes make the person decide first. */
  readonly navigate: (href: string) => void;
  readonly setUnsaved: (count: number) => void;
}

const NavigationContext = createContext<Navigation | null>(null);

export function useNavigation(): Navigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error("a console screen rendered outside the console's navigation");
  return navigation;
}

/** Reports this screen's unsaved changes to the guard (0 when it unmounts). */
export function useUnsaved(count: number): void {
  const { setUnsaved } = useNavigation();
  useEffect(() => {
    setUnsaved(count);
    return () => setUnsaved(0);
  }, [count]);
}

/** What the guard is holding back: a move to a URL, or any other leaving (the console's Leave). */
export type Held = { kind: "href"; href: string } | { kind: "action"; run: () => void };

export function NavigationProvider(props: {
  children: (held: Held | null, decide: (leave: boolean) => void, unsaved: number) => ComponentChildren;
}) {
  const [route, setRoute] = useState(() => routeOf(location));
  const [held, setHeld] = useState<Held | null>(null);
  const [unsaved, setUnsavedState] = useState(0);
  const unsavedRef = useRef(0);
  const routeRef = useRef(route);
  routeRef.current = route;

  const setUnsaved = (count: number) => {
    unsavedRef.current = count;
    setUnsavedState(count);
  };

  const move = (href: string) => {
    if (href !== routeRef.current.href) history.pushState(null, "", href);
    setRoute(routeOf(location));
  };

  const navigate = (href: string) => {
    if (href === routeRef.current.href) return;
    if (unsavedRef.current > 0) setHeld({ kind: "href", href });
    else move(href);
  };

  useEffect(() => {
    // Back and Forward have already moved the URL: with unsaved changes, put it back and ask.
    const onPopState = () => {
      const next = routeOf(location);
      if (unsavedRef.current === 0) return setRoute(next);
      history.pushState(null, "", routeRef.current.href);
      setHeld({ kind: "href", href: next.href });
    };
    // Closing or reloading the tab: the browser's own question.
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (unsavedRef.current > 0) event.preventDefault();
    };
    addEventListener("popstate", onPopState);
    addEventListener("beforeunload", onBeforeUnload);
    return () => {
      removeEventListener("popstate", onPopState);
      removeEventListener("beforeunload", onBeforeUnload);
    };
  }, []);

  const decide = (leave: boolean) => {
    const pending = held;
    setHeld(null);
    if (!leave || !pending) return;
    setUnsaved(0);
    if (pending.kind === "href") move(pending.href);
    else pending.run();
  };

  /** Any other leaving (Leave the console) goes through the same question. */
  const guard = (run: () => void) => (unsavedRef.current > 0 ? setHeld({ kind: "action", run }) : run());

  return (
    <NavigationContext.Provider value={{ route, navigate, setUnsaved }}>
      <GuardContext.Provider value={guard}>{props.children(held, decide, unsaved)}</GuardContext.Provider>
    </NavigationContext.Provider>
  );
}

const GuardContext = createContext<(run: () => void) => void>((run) => run());

/** Runs `run` now, or after the person agrees to drop their unsaved changes. */
export function useGuard(): (run: () => void) => void {
  return useContext(GuardContext);
}
