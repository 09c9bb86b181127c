/**
 * A partner's OAuth access token on /v1 and /chat: the request runs as the member it stands for, on
 * channel `partner`, with the grant's client and scopes. A token that has the shape of one but does
 * not validate (expired, revoked, another resource's) is a 401 with a Bearer challenge, never a guest.
 */
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../http/app-env";
import { jsonError } from "../http/errors";
import { looksLikeOAuthToken, oauthHelpers, type PartnerCaller, partnerFromToken } from "./caller";
import { resourceFor, resourceMetadataUrl } from "./settings";

/** The partner a request's bearer token stands for; `none` when it carries no OAuth token at all. */
export async function partnerBearer(c: Context<AppEnv>): Promise<PartnerCaller | "none" | "invalid"> {
  const token = c.req.header("authorization")?.match(/^Bearer\s+(\S+)$/)?.[1];
  if (!token || !looksLikeOAuthToken(token)) return "none";
  const helpers = oauthHelpers(c.env);
  if (!helpers) return "invalid";
  return (await partnerFromToken(c.env, helpers, token, resourceFor(c.req.raw))) ?? "invalid";
}

export function invalidPartnerToken(c: Context<AppEnv>): Response {
  c.header(
    "WWW-Authenticate",
    `Bearer error="invalid_token", error_description="The access token is not valid", resource_metadata="${resourceMetadataUrl(c.req.raw)}"`,
  );
  return jsonError(c, 401, "unauthorized", "The access token is expired, revoked or not for this API.");
}

/** The admin API is an operator's: a partner's token is refused there (403), whatever else it carries. */
export const refusePartnerTokens: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = c.req.header("authorization")?.match(/^Bearer\s+(\S+)$/)?.[1];
  if (token && looksLikeOAuthToken(token))
    return jsonError(c, 403, "forbidden", "A partner's token cannot use the admin API.");
  await next();
};
