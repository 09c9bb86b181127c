/**
 * The toolgate client: sign-in, tools, actions, chat and group conversations over the chat
 * Worker's documented routes. Every call answers a value (`{ ok, value }` or `{ ok: false, error }`).
 * This file only wires the areas together: requests.ts (one request, one answer), chat.ts (turns
 * over SSE or a WebSocket), options.ts (the public shapes).
 */
import { chatApi } from "./chat";
import { type HttpOptions, REQUEST_TIMEOUT_MS } from "./http";
import { limitsOf, meApi } from "./me";
import { type ClientOptions, TURN_TIMEOUT_MS } from "./options";
import { actionsApi, authApi, groupApi, toolsApi } from "./requests";
import { SessionHolder } from "./session";

export function createClient(options: ClientOptions) {
  const session = new SessionHolder(options.session ?? "bearer", options.sessionToken ?? null, options.onSessionToken);
  const http: HttpOptions = {
    baseUrl: options.baseUrl.replace(/\/$/, ""),
    session,
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    timeoutMs: options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS,
  };
  const { chat, joined } = chatApi({
    http,
    session,
    transport: options.transport ?? "sse",
    turnTimeoutMs: options.turnTimeoutMs ?? TURN_TIMEOUT_MS,
    options,
  });
  return {
    auth: authApi(http, session),
    tools: toolsApi(http),
    actions: actionsApi(http),
    chat,
    group: groupApi(http, joined),
    me: meApi(http),
    /** The server's limits: the longest message (a longer one is `rejected`, `serverCode: message_too_long`). */
    limits: limitsOf(http),
  };
}

export type ToolgateClient = ReturnType<typeof createClient>;
