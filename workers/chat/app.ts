/** The chat Worker's HTTP surface, composed from one router per concern. */
import { Hono } from "hono";
import type { AppEnv } from "./http/app-env";
import { jsonError, onError } from "./http/errors";
import { adminRoutes } from "./routes/admin";
import { authRoutes } from "./routes/auth";
import { chatRoutes } from "./routes/chat";
import { mcpRoutes } from "./routes/mcp";
import { toolRoutes } from "./routes/tools";

export const app = new Hono<AppEnv>()
  .get("/health", (c) => c.json({ ok: true, version: c.env.VERSION }))
  .route("/auth", authRoutes)
  .route("/chat", chatRoutes)
  .route("/v1", toolRoutes)
  .route("/mcp", mcpRoutes)
  .route("/admin/v1", adminRoutes)
  .notFound((c) => jsonError(c, 404, "not_found", "No such route."))
  .onError(onError);
