/**
 * How each route of the mediation table is called for an identity: a well-formed request, with the
 * identity's credential, naming the subject's resources where the route names one. The answer is
 * read back as a decision (status, and the outcome's or error's code), in the table's own terms.
 */
import { SELF } from "cloudflare:test";
import { BASE } from "../http";
import { uniqueMobile } from "../members";
import type { Identity, Route } from "./table";
import type { World } from "./world";

type Send = (
  path: string,
  init?: { method?: string; body?: unknown; headers?: Record<string, string> },
) => Promise<Response>;

const MCP_LIST = { jsonrpc: "2.0", id: 1, method: "tools/list" };
const MCP_HEADERS = { accept: "application/json, text/event-stream" };

/** Each route's request, as `send` (the identity's credential already on it) makes it in `world`. */
export const REQUESTS: Readonly<Record<Route, (send: Send, world: World, who: Identity) => Promise<Response>>> = {
  "GET /health": (send) => send("/health"),
  "GET /openapi.json": (send) => send("/openapi.json"),
  "GET /docs": (send) => send("/docs"),
  "GET /v1/limits": (send) => send("/v1/limits"),
  "POST /auth/otp/start": (send) => send("/auth/otp/start", { body: { mobile: uniqueMobile() } }),
  "POST /auth/otp/verify": (send) =>
    send("/auth/otp/verify", { body: { challengeId: "otc_nothing-was-ever-issued-under-this-id", otp: "123456" } }),
  "GET /auth/me": (send) => send("/auth/me"),
  "GET /authorize": (send) => send("/authorize"),
  "POST /authorize": (send) =>
    send("/authorize", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" } }),
  "POST /chat": (send, w) => send("/chat", { body: { conversationId: w.conversationId, message: "hello" } }),
  "POST /chat/resume": (send, w) => send("/chat/resume", { body: { conversationId: w.conversationId } }),
  "GET /chat/:conversationId/events": (send, w) => send(`/chat/${w.conversationId}/events?after=0`),
  "GET /chat/:conversationId/ws": (send, w) =>
    send(`/chat/${w.conversationId}/ws`, { headers: { upgrade: "websocket" } }),
  "POST /chat/:conversationId/invites": (send, w) => send(`/chat/${w.conversationId}/invites`, { method: "POST" }),
  "POST /chat/:conversationId/stop": (send, w) => send(`/chat/${w.joinConversationId}/stop`, { method: "POST" }),
  "GET /chat/:conversationId/participants": (send, w) => send(`/chat/${w.conversationId}/participants`),
  "POST /chat/:conversationId/leave": (send, w) => send(`/chat/${w.joinConversationId}/leave`, { method: "POST" }),
  "POST /chat/:conversationId/join": (send, w, who) =>
    send(`/chat/${w.joinConversationId}/join`, { body: { inviteCode: w.invites[who] } }),
  "GET /v1/me/conversations": (send) => send("/v1/me/conversations"),
  "GET /v1/me/connections": (send) => send("/v1/me/connections"),
  "GET /v1/tools": (send) => send("/v1/tools"),
  "POST /v1/tools/:name/run": (send, w) =>
    send("/v1/tools/get_sum_insured_balance/run", { body: { args: { portal_ref: w.portal } } }),
  "POST /v1/actions/:pendingActionId": (send, w) =>
    send(`/v1/actions/${w.pendingActionId}`, { body: { conversationId: w.conversationId, decision: "reject" } }),
  "GET /v1/passages": (send, w) => send(`/v1/passages?${new URLSearchParams(w.passage)}`),
  "GET /v1/documents/:documentId": (send, w) => send(`/v1/documents/${w.documentId}`),
  "ALL /mcp": (send) => send("/mcp", { body: MCP_LIST, headers: MCP_HEADERS }),
  "POST /admin/v1/sessions": (send) => send("/admin/v1/sessions", { body: { role: "agent" } }),
  "POST /admin/v1/sessions/access": (send) => send("/admin/v1/sessions/access", { method: "POST" }),
  "GET /admin/v1/partners": (send) => send("/admin/v1/partners"),
  "POST /admin/v1/partners/:clientId/disable": (send, w) =>
    send(`/admin/v1/partners/${w.disableClientId}/disable`, { method: "POST" }),
  "GET /admin/v1/audit": (send, w) => send(`/admin/v1/audit?conversationId=${w.conversationId}`),
  "GET /admin/v1/admin-audit": (send) => send("/admin/v1/admin-audit"),
  "GET /admin/v1/overview": (send) => send("/admin/v1/overview?range=24h"),
  "GET /admin/v1/quality-lab": (send) => send("/admin/v1/quality-lab"),
  "GET /admin/v1/readiness": (send) => send("/admin/v1/readiness?role=member&channel=web&signedIn=true"),
  "GET /admin/v1/companies/:companyId/policy": (send, w) => send(`/admin/v1/companies/${w.companyId}/policy`),
  "PUT /admin/v1/companies/:companyId/policy": (send, w) =>
    send(`/admin/v1/companies/${w.companyId}/policy`, {
      method: "PUT",
      body: { dailyCallBudget: 1000, callsPerMinute: 1000, channels: ["mobile", "web", "partner", "mcp"] },
    }),
  "PUT /admin/v1/companies/:companyId/tools/:name": (send, w) =>
    send(`/admin/v1/companies/${w.companyId}/tools/list_my_policies`, { method: "PUT", body: { enabled: true } }),
  "PUT /admin/v1/companies/:companyId/partners/:clientId": (send, w) =>
    send(`/admin/v1/companies/${w.companyId}/partners/client-of-the-matrix`, {
      method: "PUT",
      body: { enabled: true },
    }),
  "POST /admin/v1/companies/:companyId/kill-switch": (send, w) =>
    send(`/admin/v1/companies/${w.companyId}/kill-switch`, { body: { on: false } }),
  "DELETE /v1/me/connections/:clientId": (send, w) =>
    send(`/v1/me/connections/${w.revocableClientId}`, { method: "DELETE" }),
  "POST /admin/v1/sessions/end": (send) => send("/admin/v1/sessions/end", { method: "POST" }),
  "POST /auth/signout": (send) => send("/auth/signout", { method: "POST" }),
};

/** A fetch through the chat Worker as `token` (none: no credential at all); redirects are answers. */
export function sender(token: string | null): Send {
  return (path, init = {}) => {
    const headers = new Headers(init.headers);
    if (init.body !== undefined) headers.set("content-type", "application/json");
    if (token !== null) headers.set("authorization", `Bearer ${token}`);
    return SELF.fetch(`${BASE}${path}`, {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      redirect: "manual",
    });
  };
}

/**
 * The answer in the table's terms: the status alone, or with the code when the table names one. A
 * stream is read to its end (so a turn it started has stopped) and a socket closed.
 */
export async function decisionOf(response: Response, withCode: boolean): Promise<string> {
  response.webSocket?.accept();
  response.webSocket?.close(1000, "done");
  const text = response.webSocket ? "" : await response.text();
  if (!withCode) return String(response.status);
  let body: { outcome?: { status?: string; code?: string }; error?: { code?: string } } = {};
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: only the status can be compared, and the code reads as missing.
  }
  const code = body.outcome?.status === "ok" ? "ok" : (body.outcome?.code ?? body.error?.code ?? "(none)");
  return `${response.status} ${code}`;
}
