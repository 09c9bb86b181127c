/**
 * Complete mediation as one table: every identity × every HTTP route of the chat Worker and every
 * socket frame type → the decision it must get. Declared here once; mediation.test.ts generates a
 * test for each cell, and fails when the Worker serves a route, or the frame schema has a variant,
 * that this table does not list.
 *
 * The world every cell acts in (world.ts): a subject member with an app conversation C (a call-back
 * waiting for confirmation, pending action P), a second conversation J to join by invitation, a
 * document and a portal of theirs. Partners act for that member: each is a participant only of the
 * conversations its own grant started, so every route naming C is a stranger's to them. A route that
 * ends the caller's own session is called with a spare credential of the same kind; the one order a
 * row relies on is leave after join (an identity leaves J, which it has just joined).
 */

export const IDENTITIES = [
  "anonymous",
  "guest",
  "member",
  "another member",
  "staff agent",
  "staff admin",
  "partner policies:read",
  "partner claims:read",
  "partner documents:read",
  "partner hospitals:read",
  "partner callbacks:write",
  "partner switched off",
  "partner revoked",
  "expired session",
] as const;
export type Identity = (typeof IDENTITIES)[number];

/** Shorthands a row may use; an identity named in the row wins over its group, a group over `rest`. */
const GROUPS = {
  partners: [
    "partner policies:read",
    "partner claims:read",
    "partner documents:read",
    "partner hospitals:read",
    "partner callbacks:write",
    "partner switched off",
  ],
  staff: ["staff agent", "staff admin"],
  ended: ["partner revoked", "expired session"],
} as const satisfies Record<string, readonly Identity[]>;
type Group = keyof typeof GROUPS;

/**
 * A decision: the HTTP status, and where the body says more, the outcome's code (`ok` for an ok
 * outcome) or the error's code. A frame's decision is what the socket answers.
 */
export type Decision = `${number}` | `${number} ${string}`;
export const FRAME_DECISIONS = [
  "replayed",
  "turn",
  "forbidden",
  "not_resumable",
  "not_running",
  "closed",
  "no_socket",
] as const;
export type FrameDecision = (typeof FRAME_DECISIONS)[number];

type Row<D> = Partial<Record<Identity | Group, D>> & { readonly rest: D };

/** The 401 of a credential that no longer verifies: a partner's token (Bearer challenge) or our session. */
const ENDED = { "partner revoked": "401 unauthorized", "expired session": "401 session_expired" } as const;
/** A route naming the subject's conversation: theirs alone. */
const SUBJECTS_CONVERSATION = { rest: "404 not_found", anonymous: "401 unauthorized", ...ENDED } as const;
/** The admin API: an administrator's staff session only. */
const ADMIN_ONLY = {
  rest: "403 forbidden",
  anonymous: "401 unauthorized",
  "staff admin": "200",
  "expired session": "401 unauthorized",
} as const;

export const ROUTES = {
  "GET /health": { rest: "200" },
  "GET /openapi.json": { rest: "200" },
  "GET /docs": { rest: "200" },
  "GET /v1/limits": { rest: "200" },
  "POST /auth/otp/start": { rest: "200" },
  "POST /auth/otp/verify": { rest: "401 invalid_otp" },
  // Who is signed in: everyone is told (anonymous too, as nobody); a credential that ended is a 401.
  "GET /auth/me": { rest: "200", ...ENDED },
  "GET /authorize": { rest: "400" },
  "POST /authorize": { rest: "400" },
  "POST /chat": { ...SUBJECTS_CONVERSATION, anonymous: "404 not_found", member: "200" },
  "POST /chat/resume": { ...SUBJECTS_CONVERSATION, member: "200" },
  "GET /chat/:conversationId/events": { ...SUBJECTS_CONVERSATION, member: "200" },
  "GET /chat/:conversationId/ws": { ...SUBJECTS_CONVERSATION, member: "101" },
  "POST /chat/:conversationId/invites": { ...SUBJECTS_CONVERSATION, member: "200" },
  // On J, whose turns have all ended (C may still run the POST /chat cell's turn); before the row's
  // own join, so only the member (and the host who made the codes) is in J then, nothing of theirs running.
  "POST /chat/:conversationId/stop": { ...SUBJECTS_CONVERSATION, member: "409 not_running" },
  "GET /chat/:conversationId/participants": { ...SUBJECTS_CONVERSATION, member: "200" },
  "POST /chat/:conversationId/join": { rest: "200", partners: "403 forbidden", ...ENDED },
  // Right after join (cells run in the table's order): the identity leaves J, which it just joined.
  "POST /chat/:conversationId/leave": {
    rest: "200",
    anonymous: "401 unauthorized",
    partners: "404 not_found",
    ...ENDED,
  },
  "GET /v1/me/conversations": { rest: "200", anonymous: "401 unauthorized", ...ENDED },
  "GET /v1/me/connections": {
    rest: "401 unauthorized",
    member: "200",
    "another member": "200",
    partners: "403 forbidden",
    ...ENDED,
  },
  "GET /v1/tools": { rest: "200", ...ENDED },
  "POST /v1/tools/:name/run": {
    rest: "200 credential_unavailable",
    member: "200 ok",
    "another member": "200 not_found",
    // A tool outside the grant, or a client switched off, is answered as a tool that does not exist.
    partners: "200 unknown_tool",
    "partner policies:read": "200 ok",
    ...ENDED,
  },
  "POST /v1/actions/:pendingActionId": {
    rest: "404 not_found",
    member: "200",
    partners: "403 forbidden",
    ...ENDED,
  },
  "GET /v1/passages": { rest: "200", ...ENDED },
  "GET /v1/documents/:documentId": {
    rest: "403 forbidden",
    member: "302",
    "another member": "404 not_found",
    "partner documents:read": "302",
    ...ENDED,
  },
  "ALL /mcp": { rest: "200", anonymous: "401 unauthorized", ...ENDED },
  "POST /admin/v1/sessions": ADMIN_ONLY,
  "POST /admin/v1/sessions/access": {
    rest: "404 not_found",
    partners: "403 forbidden",
    "partner revoked": "403 forbidden",
  },
  "GET /admin/v1/partners": ADMIN_ONLY,
  "POST /admin/v1/partners/:clientId/disable": ADMIN_ONLY,
  "GET /admin/v1/audit": ADMIN_ONLY,
  "GET /admin/v1/admin-audit": ADMIN_ONLY,
  "GET /admin/v1/overview": ADMIN_ONLY,
  "GET /admin/v1/quality-lab": ADMIN_ONLY,
  "GET /admin/v1/readiness": ADMIN_ONLY,
  "GET /admin/v1/companies/:companyId/policy": ADMIN_ONLY,
  "PUT /admin/v1/companies/:companyId/policy": ADMIN_ONLY,
  "PUT /admin/v1/companies/:companyId/tools/:name": ADMIN_ONLY,
  "PUT /admin/v1/companies/:companyId/partners/:clientId": ADMIN_ONLY,
  "POST /admin/v1/companies/:companyId/kill-switch": ADMIN_ONLY,
  "DELETE /v1/me/connections/:clientId": {
    rest: "401 unauthorized",
    member: "200",
    "another member": "404 not_found",
    partners: "403 forbidden",
    ...ENDED,
  },
  "POST /admin/v1/sessions/end": { ...ADMIN_ONLY, "staff agent": "200" },
  "POST /auth/signout": { rest: "200", partners: "403 forbidden", ...ENDED },
} as const satisfies Record<string, Row<Decision>>;
export type Route = keyof typeof ROUTES;

/**
 * Frames, each on a socket the identity opened on a conversation of its own (the subject's for the
 * member and the expired session) before its grant or session ended; in this order, so `hello` has
 * the `message` frame's turn to replay. `resume` carries a decision, on an interrupt nobody has;
 * `stop` names no turn, so it stops the identity's latest running one (there is none by then).
 */
export const FRAMES = {
  message: { rest: "turn", anonymous: "no_socket", ended: "closed" },
  hello: { rest: "replayed", anonymous: "no_socket", ended: "closed" },
  resume: { rest: "not_resumable", partners: "forbidden", anonymous: "no_socket", ended: "closed" },
  // After `message`, whose turn has ended: nothing of the identity's own is running.
  stop: { rest: "not_running", anonymous: "no_socket", ended: "closed" },
} as const satisfies Record<string, Row<FrameDecision>>;
export type Frame = keyof typeof FRAMES;

/** The one decision a row gives an identity: its own entry, else its group's, else the row's rest. */
export function decisionOf<D>(row: Row<D>, who: Identity): D {
  const own = row[who];
  if (own !== undefined) return own;
  for (const [group, members] of Object.entries(GROUPS) as [Group, readonly Identity[]][]) {
    const value = row[group];
    if (value !== undefined && members.includes(who)) return value;
  }
  return row.rest;
}
