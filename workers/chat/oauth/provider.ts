/**
 * The OAuth 2.1 provider in front of the chat Worker (@cloudflare/workers-oauth-provider): it serves
 * the authorization-server metadata, the protected-resource metadata (RFC 9728), dynamic client
 * registration, the token endpoint (authorization code with PKCE S256, rotated refresh tokens) and
 * revocation. Everything else, /authorize included, is the Hono app, which gets the provider's
 * helpers as `env.OAUTH_PROVIDER`. The app guards /mcp and /v1 itself (a partner's token read with
 * those helpers, the app's own sessions and cookies as before, one error contract); the provider's
 * one protected route is therefore a reserved path nothing else serves. The resource is the
 * request's origin, so a provider is built per origin, once per isolate: building one validates its
 * whole configuration, which cost more CPU than many a route it fronts.
 */
import { OAuthProvider, type OAuthProviderOptions } from "@cloudflare/workers-oauth-provider";
import { refuseReusedRefresh } from "./refresh-reuse";
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

/**
 * Origins whose provider is kept. A deployment answers on one or two (its domain, workers.dev); the
 * bound only keeps requests with made-up Host headers from growing the memory (past it, start over).
 */
const MAX_KEPT_ORIGINS = 8;

/** The provider's configuration for one origin (its resource), in front of `app`. */
export function providerOptions(resource: string, app: AppHandler): OAuthProviderOptions<Env> {
  const asHandler = { fetch: (req: Request, env: Env, ctx: ExecutionContext) => app.fetch(req, env, ctx) };
  return {
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
    // A refresh token used again after its retry is refused, and the library then revokes the grant.
    tokenExchangeCallback: refuseReusedRefresh,
  };
}

function buildProvider(resource: string, app: AppHandler): OAuthProvider<Env> {
  return new OAuthProvider<Env>(providerOptions(resource, app));
}

/**
 * The provider for a request, in front of `app`. A provider is configuration only (no session,
 * grant or request state lives in it), so one per origin serves every request from that origin.
 */
export function oauthProviders(app: AppHandler): (request: Request) => OAuthProvider<Env> {
  const byResource = new Map<string, OAuthProvider<Env>>();
  return (request) => {
    const resource = resourceFor(request);
    const kept = byResource.get(resource);
    if (kept) return kept;
    const provider = buildProvider(resource, app);
    if (byResource.size >= MAX_KEPT_ORIGINS) byResource.clear();
    byResource.set(resource, provider);
    return provider;
  };
}
