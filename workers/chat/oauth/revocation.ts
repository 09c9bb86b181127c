/**
 * A partner revoking its own token (RFC 7009, the token endpoint with `token` and no `grant_type`)
 * leaves an admin audit row, as a member's Revoke does: the library revokes, this records what it
 * revoked. A refresh token ends its grant with every token of it; an access token ends only itself.
 * The library answers 200 whatever happened (a token of another client, or none at all), so what was
 * revoked is read from the store: the grant, or the access token, that was there before and is gone
 * after. Nothing is recorded when nothing was revoked.
 */
import type { Grant } from "@cloudflare/workers-oauth-provider";
import { sha256Hex } from "../../../src/shared/encoding";
import { TOKEN_PATH } from "./settings";

/** What a revocation request presented: the token's grant and the store keys that tell what it ended. */
interface Presented {
  readonly grantId: string;
  readonly grantKey: string;
  readonly accessKey: string;
}

export interface RevocationPorts {
  provider(request: Request, env: Env): Promise<Response>;
  /** Records a partner's revocation of its own token (its admin audit row). */
  recordRevocation(event: { clientId: string; grantId: string; grantEnded: boolean }): Promise<void>;
}

/** A revocation request's token, as the provider's token format splits it; null for any other request. */
async function presented(request: Request): Promise<Presented | null> {
  const url = new URL(request.url);
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (request.method !== "POST" || url.pathname !== TOKEN_PATH || type !== "application/x-www-form-urlencoded") {
    return null;
  }
  const form = await request.clone().formData();
  const token = form.get("token");
  if (form.get("grant_type") || typeof token !== "string") return null;
  const [userId, grantId, secret, ...rest] = token.split(":");
  if (!userId || !grantId || !secret || rest.length > 0) return null;
  return {
    grantId,
    grantKey: `grant:${userId}:${grantId}`,
    accessKey: `token:${userId}:${grantId}:${await sha256Hex(token)}`,
  };
}

export async function guardRevocation(request: Request, env: Env, ports: RevocationPorts): Promise<Response> {
  const p = await presented(request);
  if (!p) return ports.provider(request, env);
  const grant = await env.OAUTH_KV.get<Grant>(p.grantKey, "json");
  const hadAccess = (await env.OAUTH_KV.get(p.accessKey)) !== null;
  const response = await ports.provider(request, env);
  if (!response.ok || !grant) return response;
  const grantEnded = (await env.OAUTH_KV.get(p.grantKey)) === null;
  const accessEnded = hadAccess && (await env.OAUTH_KV.get(p.accessKey)) === null;
  if (grantEnded || accessEnded) {
    await ports.recordRevocation({ clientId: grant.clientId, grantId: p.grantId, grantEnded });
  }
  return response;
}
