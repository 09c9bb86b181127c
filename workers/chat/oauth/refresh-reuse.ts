/**
 * Refresh-token reuse detection (RFC 9700 §4.14.2), around the library's rotation rather than in a
 * fork of it. The library (1.2.3) keeps two refresh tokens of a grant valid: the newest, and the one
 * before it until the newest is first used, so that a client whose refresh response was lost can
 * retry. Alone, that lets a stolen previous token be replayed again and again, each time issuing
 * working tokens, while the legitimate client's newer token is the one that dies. This adds:
 *
 * - Every token a rotation drops is remembered (its hash, with its grant) for the grant's lifetime:
 *   using the newest token drops the one before it; using the previous one (a retry) drops the newest,
 *   which was never used.
 * - The previous token may be used once more: one retry of a lost response, and only while the newest
 *   was never used (had it been, the previous one would have been dropped already). Its second use is
 *   reuse, and so is any use of a dropped token.
 * - Reuse revokes the grant, with every token of it, and only once the library has authenticated the
 *   client: a previous token used again reaches `tokenExchangeCallback` (after client authentication
 *   and the client-to-grant match), which answers `invalid_grant`, and on that answer the library
 *   revokes the grant itself; a dropped token is refused by the library (it matches neither token),
 *   and when it refused with `invalid_grant` (a client that failed authentication gets
 *   `invalid_client` instead) for the grant's own client, the grant is revoked here.
 *
 * The verdict reaches the callback on the request's own env (a per-request object), never through
 * module state. Two refreshes of one grant sent together are taken one at a time (grant-lock.ts):
 * KV has no compare-and-set, and both would otherwise read the same token unused.
 */
import {
  type Grant,
  GrantType,
  OAuthError,
  type TokenExchangeCallbackOptions,
} from "@cloudflare/workers-oauth-provider";
import { sha256Hex } from "../../../src/shared/encoding";
import { REFRESH_TOKEN_TTL_SECONDS } from "./settings";
import { endReusedGrant, type GrantReusePorts, type Presented, presentedCredential } from "./token-request";

export const REFRESH_VERDICTS = [
  /** The grant's newest refresh token: an ordinary rotation. */
  "newest",
  /** The token before the newest, the first time: a retry of a lost response, allowed once. */
  "retry",
  /** A token this grant once had and rotated out, or the previous one again: the grant is revoked. */
  "reuse",
] as const;
export type RefreshVerdict = (typeof REFRESH_VERDICTS)[number];

/** The env a token request runs with, carrying what this module found for the callback. */
export interface RefreshEnv extends Env {
  readonly refreshVerdict?: RefreshVerdict;
}

/** What a refresh request presented, the grant its token names, and the token's hash. */
type Refresh = Presented & { readonly tokenHash: string };

/** KV's shortest expiry, in seconds. */
const KV_MIN_TTL_SECONDS = 60;

const droppedKey = (tokenHash: string) => `toolgate-refresh-dropped:${tokenHash}`;
const retriedKey = (userId: string, grantId: string) => `toolgate-refresh-retried:${userId}:${grantId}`;

/** How long a dropped token must be remembered: as long as its grant can live. */
function rememberFor(grant: Grant): number {
  const left =
    grant.expiresAt === undefined ? REFRESH_TOKEN_TTL_SECONDS : grant.expiresAt - Math.floor(Date.now() / 1000);
  return Math.max(left, KV_MIN_TTL_SECONDS);
}

/** A refresh-token request's token and grant; null for any other request, or a token of no grant. */
async function presented(request: Request, env: Env): Promise<Refresh | null> {
  const p = await presentedCredential(request, env, "refresh_token", "refresh_token");
  return p ? { ...p, tokenHash: await sha256Hex(p.secret) } : null;
}

async function verdictFor(env: Env, p: Refresh): Promise<RefreshVerdict | null> {
  if (p.tokenHash === p.grant.refreshTokenId) return "newest";
  if (p.tokenHash === p.grant.previousRefreshTokenId) {
    const retried = await env.OAUTH_KV.get(retriedKey(p.userId, p.grantId));
    return retried === p.tokenHash ? "reuse" : "retry";
  }
  const dropped = await env.OAUTH_KV.get(droppedKey(p.tokenHash));
  return dropped === `${p.userId}:${p.grantId}` ? "reuse" : null;
}

async function rememberDropped(env: Env, p: Refresh, tokenHash: string | undefined): Promise<void> {
  if (tokenHash === undefined) return;
  await env.OAUTH_KV.put(droppedKey(tokenHash), `${p.userId}:${p.grantId}`, { expirationTtl: rememberFor(p.grant) });
}

export async function guardRefresh(request: Request, env: Env, ports: GrantReusePorts): Promise<Response> {
  const p = await presented(request, env);
  const verdict = p ? await verdictFor(env, p) : null;
  if (!p || !verdict) return ports.provider(request, env);
  const requestEnv: RefreshEnv = Object.assign(Object.create(env) as Env, { refreshVerdict: verdict });
  const response = await ports.provider(request, requestEnv);
  switch (verdict) {
    case "newest":
      if (response.ok) await rememberDropped(env, p, p.grant.previousRefreshTokenId);
      return response;
    case "retry":
      if (response.ok) {
        await rememberDropped(env, p, p.grant.refreshTokenId);
        await env.OAUTH_KV.put(retriedKey(p.userId, p.grantId), p.tokenHash, { expirationTtl: rememberFor(p.grant) });
      }
      return response;
    case "reuse":
      // A previous token used again was revoked by the library already; a dropped one is revoked here.
      await endReusedGrant(response, { credential: "refresh_token", ...p }, ports);
      return response;
  }
}

/**
 * The provider's `tokenExchangeCallback`: a refresh the wrapper found to be reuse is answered
 * `invalid_grant`, after the library authenticated the client, and the library revokes the grant.
 */
export function refuseReusedRefresh(options: TokenExchangeCallbackOptions<Env>): undefined {
  const verdict = (options.env as RefreshEnv).refreshVerdict;
  if (options.grantType === GrantType.REFRESH_TOKEN && verdict === "reuse") {
    throw new OAuthError("invalid_grant", {
      description: "This refresh token was already used; the grant is revoked.",
    });
  }
  return undefined;
}
