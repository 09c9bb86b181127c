/** The chat Worker's HTTP surface, composed from one router per concern. */
import { Hono, type MiddlewareHandler } from "hono";
import { CHAT_LIMITS } from "../../src/shared/chat-protocol";
import type { AppEnv } from "./http/app-env";
import { limitBody } from "./http/body-limits";
import { cookieOrigin } from "./http/cookie-origin";
import { onError } from "./http/errors";
import { socketOrigin } from "./http/socket-origin";
import { refusePartnerTokens } from "./oauth/partner-bearer";
import { openApiRoutes } from "./openapi/routes";
import { adminRoutes } from "./routes/admin";
import { adminPartnerRoutes } from "./routes/admin-partners";
import { adminSessionRoutes } from "./routes/admin-sessions";
import { authRoutes } from "./routes/auth";
import { authorizeRoutes } from "./routes/authorize";
import { chatRoutes } from "./routes/chat";
import { connectionRoutes } from "./routes/connections";
import { groupRoutes } from "./routes/group";
import { mcpRoutes } from "./routes/mcp";
import { myConversationRoutes } from "./routes/my-conversations";
import { toolRoutes } from "./routes/tools";
import { serveAsset } from "./routes/web";

/** Routes that run a tool limit their own bodies, after the session is known, so a refused call is audited. */
const CALL_ROUTES = [/^\/v1\/tools\/[^/]+\/run$/, /^\/mcp$/];
const limitBodies = limitBody();
const limitOtherBodies: MiddlewareHandler<AppEnv> = (c, next) =>
  CALL_ROUTES.some((route) => route.test(c.req.path)) ? next() : limitBodies(c, next);

export const app = new Hono<AppEnv>()
  // Before anything else: the body's size and depth, and which pages may open a socket or act with the cookie.
  .use(limitOtherBodies)
  .use("/chat/:conversationId/ws", socketOrigin)
  .use(cookieOrigin)
  .get("/health", (c) => c.json({ ok: true, version: c.env.VERSION }))
  // What a client enforces before sending; public, like the OpenAPI document that states them too.
  .get("/v1/limits", (c) => c.json(CHAT_LIMITS))
  .route("/", openApiRoutes)
  .route("/auth", authRoutes)
  .route("/chat", chatRoutes)
  .route("/chat", groupRoutes)
  .route("/authorize", authorizeRoutes)
  // Before /v1/me's connections: a guest and a partner may list their own conversations too.
  .route("/v1/me/conversations", myConversationRoutes)
  .route("/v1/me", connectionRoutes)
  .route("/v1", toolRoutes)
  .route("/mcp", mcpRoutes)
  .use("/admin/*", refusePartnerTokens)
  .route("/admin/v1/sessions", adminSessionRoutes())
  .route("/admin/v1/partners", adminPartnerRoutes)
  .route("/admin/v1", adminRoutes)
  // Not an API route: the web app's and the console's static files, or the JSON 404.
  .notFound(serveAsset)
  .onError(onError);
