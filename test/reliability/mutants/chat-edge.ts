/** The chat Worker (workers/chat/): sessions at the edge, body limits, staff and Access, the routes partners call. */

import { ACCESS_TESTS, PARTNER_CHAT, PARTNER_DECISION_ROWS } from "./common-paths";
import type { Mutation } from "./mutation";

const ADMIN_TESTS = ["test/tools/admin/admin-audit.test.ts", "test/reliability/admin-bootstrap.test.ts"];
const ACCESS = "workers/chat/access/verify.ts";
const SESSION_EDGE = "workers/chat/http/session.ts";
const COOKIE_ORIGIN = "workers/chat/http/cookie-origin.ts";
const COOKIE_ORIGIN_TESTS = "test/chat/cookie-origin.test.ts";

export const CHAT_EDGE_MUTATIONS: readonly Mutation[] = [
  {
    id: "socket-session",
    guard: "a socket (and replay) needs a session that verifies: a bad token is a 401",
    file: SESSION_EDGE,
    edits: [
      {
        find: "    const answer = await c.var.session.identity({ becomeGuest: false });\n    if (!answer.ok) return sessionRefused(c, answer.refusal);",
        replace:
          '    const answer = await c.var.session.identity({ becomeGuest: false });\n    if (!answer.ok) return jsonError(c, 404, "not_found", "No such conversation.");',
      },
    ],
    tests: ["test/chat/session.test.ts", "test/conversation/websocket.test.ts"],
  },
  {
    id: "route-call-args",
    guard: "a direct run's arguments reach the chain as sent (no key dropped, no array read as an object)",
    file: "workers/chat/routes/tools.ts",
    edits: [
      {
        find: "args: v.optional(CallArgsSchema, {}),",
        replace: "args: v.optional(v.record(v.string(), v.unknown()), {}),",
      },
    ],
    tests: ["test/reliability/fuzz-arguments.test.ts"],
    filter: "over HTTP",
  },
  {
    id: "mcp-shared-call-id",
    guard: "an MCP batch whose tools/calls share an id runs nothing (one would run with the other's arguments)",
    file: "workers/chat/routes/mcp.ts",
    edits: [{ find: "    if (body.sharedCallId) return", replace: "    if (false as boolean) return" }],
    tests: ["test/chat/mcp.test.ts"],
    filter: "share an id",
  },
  {
    id: "admin-token",
    guard: "only the admin token bootstraps a staff session",
    file: "workers/chat/http/staff.ts",
    edits: [
      {
        find: "const actor: Actor | Response = (await isAdminToken(c, token)) ?",
        replace: "const actor: Actor | Response = token.length > 0 ?",
      },
    ],
    tests: ADMIN_TESTS,
  },
  {
    id: "admin-staff-role",
    guard: "only an administrator's staff session may use the admin routes",
    file: "workers/chat/http/staff.ts",
    edits: [
      {
        find: '  const allowed = auth.role === "admin" || (agents && auth.role === "agent");',
        replace: "  const allowed = true;",
      },
    ],
    tests: ADMIN_TESTS,
  },
  {
    id: "admin-token-not-staff",
    guard: "the admin token itself never acts on an admin route (only staff sessions do)",
    file: "workers/chat/http/staff.ts",
    edits: [
      {
        find: "  if (await isAdminToken(c, token)) {\n    return jsonError(",
        replace:
          '  if (await isAdminToken(c, token)) {\n    c.set("actor", { kind: "admin_token" });\n    return next();\n    return jsonError(',
      },
    ],
    tests: ADMIN_TESTS,
  },
  {
    id: "socket-origin",
    guard: "a browser's socket upgrade must come from an allowed origin",
    file: "workers/chat/http/socket-origin.ts",
    edits: [
      {
        find: "  if (origin === undefined) return next();",
        replace: "  return next();",
      },
    ],
    tests: ["test/chat/edge-limits.test.ts"],
  },
  {
    id: "body-size-limit",
    guard: "a body over MAX_BODY_BYTES is refused (413) before it is read whole",
    file: "workers/chat/http/body-limits.ts",
    edits: [
      { find: "    if (total > stopAt) {", replace: "    if (false) {" },
      {
        find: '  if (total > max) return { ok: false, refusal: { kind: "body_too_large", bytes: total, prefix: "" } };\n',
        replace: "",
      },
    ],
    tests: ["test/chat/edge-limits.test.ts"],
  },
  {
    id: "body-depth-limit",
    guard: "JSON nested deeper than MAX_JSON_DEPTH is refused (400)",
    file: "workers/chat/http/body-limits.ts",
    edits: [
      {
        find: "      if (jsonDepth(text, limits.maxJsonDepth) > limits.maxJsonDepth) {",
        replace: "      if (false) {",
      },
    ],
    tests: ["test/chat/edge-limits.test.ts"],
  },
  {
    id: "json-content-type",
    guard: "a JSON route answers 415 to a body of another content type",
    file: "workers/chat/http/body-limits.ts",
    edits: [
      {
        find: '    if (isJsonContentType(c.req.header("content-type"))) return next();\n    await onRefused',
        replace: "    return next();\n    await onRefused",
      },
    ],
    tests: ["test/chat/edge-limits.test.ts", "test/chat/channels.test.ts"],
  },
  {
    id: "no-body-routes",
    guard: "sign-out and a new invitation refuse a body that is not JSON (415)",
    file: "workers/chat/http/body-limits.ts",
    edits: [{ find: "  if (!sent || isJsonContentType(type)) return next();", replace: "  return next();" }],
    tests: ["test/chat/no-body-routes.test.ts"],
  },
  {
    id: "access-audience",
    guard: "a Cloudflare Access token for another Access application signs nobody in",
    file: ACCESS,
    edits: [{ find: "      audience: settings.audience,\n", replace: "" }],
    tests: ACCESS_TESTS,
  },
  {
    id: "access-issuer",
    guard: "a Cloudflare Access token from another team signs nobody in",
    file: ACCESS,
    edits: [{ find: "      issuer: settings.issuer,\n", replace: "" }],
    tests: ACCESS_TESTS,
  },
  {
    id: "access-role-from-groups",
    guard: "only a person in a configured group gets a console role through Cloudflare Access",
    file: ACCESS,
    edits: [{ find: ': err("no_role");', replace: ': ok({ email: claims.output.email, role: "admin" as const });' }],
    tests: ACCESS_TESTS,
  },
  {
    id: "partner-dropped-on-chat-path",
    guard:
      "a partner's grant goes with the caller into the Conversation object on the chat routes (its conversations only, no decisions)",
    file: "workers/chat/http/conversation.ts",
    edits: [
      { find: '    partner: c.get("partner") ?? null,\n    firstName', replace: "    partner: null,\n    firstName" },
    ],
    tests: [PARTNER_CHAT],
  },
  {
    id: "partner-decides-on-actions",
    guard: "a partner's decision on POST /v1/actions/:id is refused at the edge (403), never judged as the member's",
    file: "workers/chat/routes/tools.ts",
    edits: [
      {
        find: '      if (c.get("partner")) return refusedPartnerDecision(',
        replace: "      if (false) return refusedPartnerDecision(",
      },
    ],
    tests: [PARTNER_DECISION_ROWS, PARTNER_CHAT],
  },
  {
    id: "partner-actions-refusal-unaudited",
    guard: "a partner's decision refused on POST /v1/actions/:id still leaves its one audit row",
    file: "workers/chat/http/partner-decision.ts",
    edits: [
      {
        find: "  const answer = await c.var.session.refuseDecision(",
        replace: "  const answer = { ok: true } as const;\n  void (0 && c.var.session.refuseDecision(",
      },
      { find: "  );\n  if (!answer.ok)", replace: "  ));\n  if (!answer.ok)" },
    ],
    tests: [PARTNER_DECISION_ROWS],
    filter: "actions",
  },
  {
    id: "partner-decision-row-in-foreign-conversation",
    guard: "a partner's refused decision naming a conversation it is no participant of writes nothing under that id",
    file: "workers/chat/http/partner-decision.ts",
    edits: [
      {
        find: '  const conversationId = entered.ok ? entered.conversationId : newId("conv_");',
        replace: "  const conversationId = decision.conversationId;",
      },
    ],
    tests: [PARTNER_DECISION_ROWS],
    filter: "no participant",
  },
  {
    id: "approval-status-on-actions",
    guard: "an approval on POST /v1/actions/:id the kill switch refused answers 503 (a switched-off tool 403)",
    file: "workers/chat/http/decision-status.ts",
    edits: [
      {
        find: "return refusal === null ? 200 : approvalRefusalStatus(refusal);",
        replace: "return refusal === null ? 200 : 200;",
      },
    ],
    tests: ["test/chat/decision-status.test.ts"],
  },
  {
    id: "mcp-call-refusal-ignored",
    guard: "an MCP tools/call whose token does not verify is a 401, judged by the call itself",
    file: "workers/chat/routes/mcp.ts",
    edits: [
      {
        find: "const refusal = asked ? (asked.ok ? null : asked.refusal) : heard.refusal;",
        replace: "const refusal = asked ? (asked.ok ? null : asked.refusal) : null;",
      },
    ],
    tests: ["test/chat/session.test.ts"],
  },
  {
    id: "session-cookie-readable",
    guard: "a browser's session cookie is HttpOnly (no script on the page can read the token)",
    file: SESSION_EDGE,
    edits: [{ find: "    httpOnly: true,", replace: "    httpOnly: false," }],
    tests: ["test/chat/routes.test.ts"],
    filter: "HttpOnly cookie",
  },
  {
    id: "non-bearer-header-ignored",
    guard:
      "an Authorization header that is not a Bearer token is a credential that cannot verify (401), never a fresh guest",
    file: SESSION_EDGE,
    edits: [
      {
        find: '  if (header !== undefined) return header.match(/^Bearer\\s+(\\S+)$/)?.[1] ?? "";',
        replace: "  if (header !== undefined) return header.match(/^Bearer\\s+(\\S+)$/)?.[1] ?? null;",
      },
    ],
    tests: ["test/chat/session.test.ts"],
  },
  {
    id: "anonymous-unlimited",
    guard:
      "requests without a session are limited per client network (429), so tokenless traffic cannot mint sessions without end",
    file: SESSION_EDGE,
    edits: [{ find: "  if (success) return null;", replace: "  return null;" }],
    tests: ["test/chat/anonymous-refusals.test.ts"],
  },
  {
    id: "session-cookie-insecure",
    guard: "over HTTPS a browser's session cookie is Secure (never sent over plain HTTP)",
    file: SESSION_EDGE,
    edits: [{ find: '    secure: new URL(c.req.url).protocol === "https:",', replace: "    secure: false," }],
    tests: ["test/chat/routes.test.ts"],
    filter: "Secure and SameSite",
  },
  {
    id: "session-cookie-cross-site",
    guard: "a browser's session cookie is SameSite=Lax (another site's POST does not carry it)",
    file: SESSION_EDGE,
    edits: [{ find: '    sameSite: "Lax",\n', replace: "" }],
    tests: ["test/chat/routes.test.ts"],
    filter: "Secure and SameSite",
  },
  {
    id: "document-redirect-cacheable",
    guard: "the redirect to a fresh signed document link is never cached (no-store)",
    file: "workers/chat/routes/documents.ts",
    edits: [{ find: '    c.header("cache-control", "no-store");\n', replace: "" }],
    tests: ["test/chat/documents.test.ts"],
    filter: "fresh signed link",
  },
  {
    id: "access-expiry-optional",
    guard: "a Cloudflare Access token with no expiry signs nobody in",
    file: ACCESS,
    edits: [{ find: '      requiredClaims: ["exp", "iat"],', replace: '      requiredClaims: ["iat"],' }],
    tests: ACCESS_TESTS,
    filter: "no expiry",
  },
  {
    id: "cookie-origin-unchecked",
    guard: "a call that changes something and rides on the session cookie must come from an allowed page",
    file: COOKIE_ORIGIN,
    edits: [{ find: "  if (fromAllowedPage(c)) return next();", replace: "  if (true) return next();" }],
    tests: [COOKIE_ORIGIN_TESTS],
  },
  {
    id: "cookie-origin-any-origin",
    guard: "a cookie call's Origin must be this origin or one in ALLOWED_ORIGINS",
    file: COOKIE_ORIGIN,
    edits: [
      {
        find: "  return allowedOrigins(c.env.ALLOWED_ORIGINS, new URL(c.req.url).origin).has(origin.toLowerCase());",
        replace: "  return true;",
      },
    ],
    tests: [COOKIE_ORIGIN_TESTS],
  },
  {
    id: "cookie-origin-cross-site-without-origin",
    guard: "a cookie call the browser marks as from another site is refused even when it sends no Origin",
    file: COOKIE_ORIGIN,
    edits: [
      {
        find: "  if (origin === undefined) return site === undefined;",
        replace: "  if (origin === undefined) return true;",
      },
    ],
    tests: [COOKIE_ORIGIN_TESTS],
  },
  {
    id: "private-file-by-encoded-path",
    guard: "the private files (the Quality Lab report) are never served however the path is spelled (%5f, %2f, //)",
    file: "workers/chat/routes/web.ts",
    edits: [{ find: "namesPrivateFile(url.pathname)) {", replace: "url.pathname.startsWith(PRIVATE_PREFIX)) {" }],
    tests: ["test/chat/quality-lab-report.test.ts"],
  },
];
