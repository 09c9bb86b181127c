/**
 * The OAuth 2.1 provider in front of the chat Worker (@cloudflare/workers-oauth-provider): it serves
 * the authorization-server metadata, the protected-resource metadata (RFC 9728), dynamic client
 * registration, the token endpoint (authorization code with PKCE S256, rotated refresh tokens) and
 * revocation. Everything else, /authorize included, is the Hono app, which gets the provider's
 * helpers as `env.OAUTH_PROVIDER`. The app guards /mcp and /v1 itself (a partner's token read with
 * those helpers, the app's own sessions and cookies as before, one error contract); the provider's
 * one protected route is therefore a reserved path nothing else serves. Built per request: the
 * resource is the request's origin.
 */
import { OAuthProvider } from "@cloudflare/workers-oauth-provider";
import {
  ACCESS_TOKEN_TTL_SECONDS,
  AUTHORIZE_PATH,
  REFRESH_TOKEN_TTL_SECONDS,
  REGISTER_PATH,
  resourceFor,
  SCOPES_SUPPORTED,
  TOKEN_PATH,
} from "./settings";

/** The app as the provider calls it (Hono's fetch, which also reads `ctx.props` set by the provider). */
export interface AppHandler {
  fetch(request: Request, env: Env, ctx: ExecutionContext): Response | Promise<Response>;
}

/** The provider's own protected route (it requires one): reserved, unused; see the module comment. */
const RESERVED_API_ROUTE = "/oauth/reserved";

export function oauthProviderFor(request: Request, app: AppHandler): OAuthProvider<Env> {
  const resource = resourceFor(request);
  const asHandler = { fetch: (req: Request, env: Env, ctx: ExecutionContext) => app.fetch(req, env, ctx) };
  return new OAuthProvider<Env>({
    apiRoute: RESERVED_API_ROUTE,
    apiHandler: asHandler,
    defaultHandler: asHandler,
    authorizeEndpoint: AUTHORIZE_PATH,
    tokenEndpoint: TOKEN_PATH,
    clientRegistrationEndpoint: REGISTER_PATH,
    scopesSupported: SCOPES_SUPPORTED,
    resourceMetadata: { resource, authorization_servers: [resource], resource_name: "toolgate" },
    accessTokenTTL: ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTTL: REFRESH_TOKEN_TTL_SECONDS,
  });
}
