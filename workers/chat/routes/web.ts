/**
 * The member web app (`/`) and the admin console (`/admin`), served from the web Worker's static
 * assets (workers/web: web/dist, built by Vite) over the `WEB` service binding, so an API request
 * never passes through the assets router. A strict Content-Security-Policy: scripts, styles and
 * connections only from this origin, nothing inline, no framing. Only GET and HEAD reach the assets;
 * every API route is matched before this one, so the assets can never shadow one.
 */
import type { Context } from "hono";
import type { AppEnv } from "../http/app-env";
import { jsonError } from "../http/errors";

/** The pages' policy: everything from this origin only; no inline script or style; not framed. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "manifest-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

const SECURITY_HEADERS: Record<string, string> = {
  "content-security-policy": CONTENT_SECURITY_POLICY,
  "x-content-type-options": "nosniff",
  "referrer-policy": "no-referrer",
  "x-frame-options": "DENY",
  "cross-origin-opener-policy": "same-origin",
};

/**
 * Built files that are not public (the Quality Lab report): never served as a page's file; a route
 * that checks the caller reads them through `privateAsset`.
 */
const PRIVATE_PREFIX = "/_private/";

/** A private built file's body, or null when this build has none. */
export async function privateAsset(env: Env, name: string): Promise<Response | null> {
  // The web Worker's assets are served by path; the host is not looked at.
  const answer = await env.WEB.fetch(new Request(`https://assets.invalid${PRIVATE_PREFIX}${name}`));
  return answer.ok ? answer : null;
}

/**
 * Whether a request's path reaches the private files however it is spelled: the assets router
 * decodes `%5f` and `%2f` and folds `//` before it looks a file up, so the path is read the same way,
 * every segment (a path that does not decode is never served).
 */
function namesPrivateFile(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return true;
  }
  const folder = PRIVATE_PREFIX.slice(1, -1);
  return decoded
    .replaceAll("\\", "/")
    .split("/")
    .some((segment) => segment.toLowerCase() === folder);
}

/** Serves a static file for a GET or HEAD that no route matched; anything else is the JSON 404. */
export async function serveAsset(c: Context<AppEnv>): Promise<Response> {
  const url = new URL(c.req.url);
  if ((c.req.method !== "GET" && c.req.method !== "HEAD") || namesPrivateFile(url.pathname)) {
    return jsonError(c, 404, "not_found", "No such route.");
  }
  // The console is one page: every path under /admin that is not a file or an API route is that page.
  const consolePath =
    url.pathname === "/admin" ||
    (url.pathname.startsWith("/admin/") && !url.pathname.startsWith("/admin/v1/") && !url.pathname.includes("."));
  if (consolePath) url.pathname = "/admin/";
  const answer = await c.env.WEB.fetch(new Request(url, { method: c.req.method, headers: c.req.raw.headers }));
  if (answer.status === 404) return jsonError(c, 404, "not_found", "No such route.");
  const response = new Response(answer.body, answer);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.headers.set(name, value);
  return response;
}
