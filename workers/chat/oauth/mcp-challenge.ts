/**
 * /mcp as the MCP authorization specification asks: a request with no credential at all is a 401
 * whose `WWW-Authenticate` points at the protected-resource metadata, so a client can discover the
 * authorization server; a credential that does not verify keeps the app's 401 and gets the same header.
 */
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../http/app-env";
import { jsonError } from "../http/errors";
import { carriedSessionToken } from "../http/session";
import { resourceMetadataUrl } from "./settings";

export function bearerChallenge(request: Request): string {
  return `Bearer resource_metadata="${resourceMetadataUrl(request)}"`;
}

export const mcpChallenge: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (carriedSessionToken(c) === null) {
    c.header("WWW-Authenticate", bearerChallenge(c.req.raw));
    return jsonError(c, 401, "unauthorized", "Send an access token (see the WWW-Authenticate header).");
  }
  await next();
  if (c.res.status === 401 && !c.res.headers.has("WWW-Authenticate")) {
    c.res.headers.set("WWW-Authenticate", bearerChallenge(c.req.raw));
  }
};
