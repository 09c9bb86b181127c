/**
 * A partner revoking its own token (RFC 7009, the token endpoint with `token` and no `grant_type`)
 * leaves an admin audit row, as a member's Revoke does: the library revokes, this records what it
 * revoked. A refresh token ends its grant with every token of it, and then what the grant held, as a
 * member's Revoke and refresh-token reuse end it (its member session, its open sockets, its pending
 * proposals); an access token ends only itself, the grant and its session going on.
 * The library answers 200 whatever happened (a token of another client, or none at all), so what was
 * revoked is read from the store: the grant, or the access token, that was there before and is gone
 * after. Nothing is recorded when nothing was revoked.
 */
import type { Grant } from "@cloudflare/workers-oauth-provider";
import { sha256Hex } from "../../../src/shared/encoding";
import { grantNamed, tokenForm } from "./token-request";

/** What a revocation request presented: the token's grant and the store keys that tell what it ended. */
interface Presented {
  readonly userId: string;
  readonly grantId: string;
  readonly grantKey: string;
  readonly accessKey: string;
}

export interface RevocationPorts {
  provider(request: Request, env: Env): Promise<Response>;
  /** Records a partner's revocation of its own token (its admin audit row). */
  recordRevocation(event: { clientId: string; grantId: string; grantEnded: boolean }): Promise<void>;
  /** Ends what an ended grant held (the member's Revoke's ending): its session, its sockets, its proposals. */
  endGrant(grant: { clientId: string; userId: string }): Promise<void>;
}

/** A revocation request's token, as the provider's token format splits it; null for any other request. */
async function presented(request: Request): Promise<Presented | null> {
  const form = await tokenForm(request);
  const token = form?.get("token") ?? null;
  const named = grantNamed(token);
  if (!form || form.get("grant_type") || typeof token !== "string" || !named) return null;
  return {
    ...named,
    grantKey: `grant:${named.userId}:${named.grantId}`,
    accessKey: `token:${named.userId}:${named.grantId}:${await sha256Hex(token)}`,
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
  // The tokens are gone; what the grant held goes too, or the partner's open socket would stay up.
  if (grantEnded) await ports.endGrant({ clientId: grant.clientId, userId: p.userId });
  return response;
}
