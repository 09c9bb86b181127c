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
import { sha256Hex } from "../../../src/shared/encoding";
import { endReusedGrant, type GrantReusePorts, presentedCredential, type Reused } from "./token-request";

/** A code-exchange request whose code its grant already exchanged; null for anything else. */
async function replayed(request: Request, env: Env): Promise<Reused | null> {
  const p = await presentedCredential(request, env, "authorization_code", "code");
  // A code still waiting for its exchange, or one this grant never issued, is the library's alone.
  if (!p || p.grant.authCodeWrappedKey !== undefined || p.grant.authCodeId !== (await sha256Hex(p.secret))) {
    return null;
  }
  const { userId, grantId, grant, clientId } = p;
  return { credential: "authorization_code", userId, grantId, grant, clientId };
}

export async function guardCodeReplay(request: Request, env: Env, ports: GrantReusePorts): Promise<Response> {
  const reused = await replayed(request, env);
  const response = await ports.provider(request, env);
  if (reused) await endReusedGrant(response, reused, ports);
  return response;
}
