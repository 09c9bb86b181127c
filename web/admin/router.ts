/**
 * The console's screens live at their own URLs (`/admin/<screen>?<query>`), so a screen and its
 * filters can be linked, reloaded and walked with Back and Forward. The chat Worker serves the
 * console's page for every such path. Pure: the console (navigation.tsx) owns history and the
 * unsaved-changes guard.
 */
export const SCREENS = [
  { path: "overview", label: "Overview" },
  { path: "policy", label: "Policy" },
  { path: "partners", label: "Partner rules" },
  { path: "audit", label: "Audit" },
  { path: "admin-audit", label: "Admin audit" },
  { path: "readiness", label: "Readiness" },
  { path: "quality-lab", label: "Quality Lab" },
] as const;
export type ScreenPath = (typeof SCREENS)[number]["path"];

export const CONSOLE_ROOT = "/admin";

export interface Route {
  readonly screen: ScreenPath;
  readonly query: URLSearchParams;
  /** The path and query, as a link to this route. */
  readonly href: string;
}

const isScreen = (name: string): name is ScreenPath => SCREENS.some((screen) => screen.path === name);

/** The route a location shows: `/admin` and anything unknown under it show the overview. */
export function routeOf(location: { pathname: string; search: string }): Route {
  const name = location.pathname.slice(CONSOLE_ROOT.length).replace(/^\/+|\/+$/g, "");
  const screen = isScreen(name) ? name : "overview";
  const query = new URLSearchParams(location.search);
  return { screen, query, href: hrefOf(screen, query) };
}

/** A link to a screen with the filled-in query values only. */
export function hrefOf(
  screen: ScreenPath,
  query?: URLSearchParams | Record<string, string | null | undefined>,
): string {
  const params = new URLSearchParams();
  const entries = query instanceof URLSearchParams ? [...query.entries()] : Object.entries(query ?? {});
  for (const [key, value] of entries) if (value) params.set(key, value);
  const text = params.toString();
  return `${CONSOLE_ROOT}/${screen}${text ? `?${text}` : ""}`;
}
