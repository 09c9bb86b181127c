/**
 * The chat Worker's OAuth 2.1 surface for partners: where its endpoints live and how long what it
 * issues lasts. Access tokens are short-lived; refresh tokens rotate on every use (the library's rule).
 */
import { PARTNER_SCOPES } from "../../../src/shared/partner-scopes";

export const AUTHORIZE_PATH = "/authorize";
export const TOKEN_PATH = "/oauth/token";
export const REGISTER_PATH = "/oauth/register";
/** RFC 9728: the protected resource's metadata (the resource is the whole origin: /mcp and /v1). */
export const RESOURCE_METADATA_PATH = "/.well-known/oauth-protected-resource";

/** An access token's life, in seconds: short, so a revoked or disabled grant stops soon anyway. */
export const ACCESS_TOKEN_TTL_SECONDS = 600;
/** A grant's life from the code exchange, in seconds (30 days), however often it is refreshed. */
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 3600;

/** Everything the authorization server can grant: the member-meaningful partner scopes. */
export const SCOPES_SUPPORTED: string[] = [...PARTNER_SCOPES];

/** The protected resource is the deployment's origin; its tokens are good for /mcp and /v1. */
export function resourceFor(request: Request): string {
  return new URL(request.url).origin;
}

export function resourceMetadataUrl(request: Request): string {
  return `${resourceFor(request)}${RESOURCE_METADATA_PATH}`;
}
