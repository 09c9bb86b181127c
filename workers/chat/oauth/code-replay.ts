/**
 * An authorization code presented again after it was exchanged (RFC 6749 §4.1.2, RFC 9700 §4.2.4:
 * the tokens issued on a code used twice are revoked). The library (1.2.3) revokes the grant, with
 * every token of it, when the grant's own client presents its exchanged code again, but nothing
 * outside its store hears of it: the member's session, the partner's open sockets and its pending
 * proposals would go on. This recognises the replay before the library answers (the code names its
 * grant, `userId:grantId:secret`; an exchanged code is the grant's `authCodeId` with its wrapped key
 * gone, the library's own mark, read before the library deletes the grant) and, once the library
 * refused it as `invalid_grant` for the grant's own client, ends the grant as refresh-token reuse
 * does (token-request.ts): what it held, and its admin audit row.
 */
import type { Grant } from "@cloudflare/workers-oauth-provider";
import { sha256Hex } from "../../../src/shared/encoding";
import { clientIdOf, endReusedGrant, type GrantReusePorts, grantNamed, type Reused, tokenForm } from "./token-request";

/** A code-exchange request whose code its grant already exchanged; null for anything else. */
async function replayed(request: Request, env: Env): Promise<Reused | null> {
  const form = await tokenForm(request);
  if (form?.get("grant_type") !== "authorization_code") return null;
  const code = form.get("code");
  const named = grantNamed(code);
  if (typeof code !== "string" || !named) return null;
  const grant = await env.OAUTH_KV.get<Grant>(`grant:${named.userId}:${named.grantId}`, "json");
  // A code still waiting for its exchange, or one this grant never issued, is the library's alone.
  if (!grant || grant.authCodeWrappedKey !== undefined || grant.authCodeId !== (await sha256Hex(code))) return null;
  return { credential: "authorization_code", ...named, grant, clientId: clientIdOf(request, form) };
}

export async function guardCodeReplay(request: Request, env: Env, ports: GrantReusePorts): Promise<Response> {
  const reused = await replayed(request, env);
  const response = await ports.provider(request, env);
  if (reused) await endReusedGrant(response, reused, ports);
  return response;
}
