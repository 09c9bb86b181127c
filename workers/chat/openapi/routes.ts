/** GET /openapi.json (the OpenAPI 3.1 document of the published routes) and GET /docs (its readable reference). */
import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { RENDERED_PAGE_HEADERS } from "../http/page-headers";
import { openApiDocument } from "./document";
import { referencePage } from "./reference-page";

export const openApiRoutes = new Hono<AppEnv>()
  .get("/openapi.json", (c) => c.json(openApiDocument(c.env.VERSION, new URL(c.req.url).origin)))
  .get("/docs", (c) =>
    c.html(referencePage(openApiDocument(c.env.VERSION, new URL(c.req.url).origin)), 200, RENDERED_PAGE_HEADERS),
  );
