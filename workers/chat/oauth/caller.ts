/**
 * Who a partner's token stands for: the member (through the session the member's own sign-in on the
 * authorization page created, kept only in the grant's encrypted props) and the client with the
 * scopes the member granted. The token itself is never passed on: the tools Worker sees the member's
 * session and the partner grant, and PlanCover sees the member's vaulted credential.
 */
import type { OAuthHelpers } from "@cloudflare/workers-oauth-provider";
import * as v from "valibot";
import type { AuthContext } from "../../../src/shared/auth-context";
import { isPartnerScope, type PartnerGrant } from "../../../src/shared/partner-scopes";
import type { SessionCapability } from "../../../src/shared/tool-service";
import { toolService } from "../http/tool-service";

/** What a grant stores (encrypted by the library with a key only the token unwraps). */
export const GrantPropsSchema = v.object({
  kind: v.literal("partner"),
  sessionToken: v.pipe(v.string(), v.minLength(16)),
});
export type GrantProps = v.InferOutput<typeof GrantPropsSchema>;

export interface PartnerCaller {
  /** The member's session behind the grant, as the tools Worker's capability. */
  readonly session: SessionCapability;
  readonly auth: AuthContext;
  readonly sessionToken: string;
  readonly grant: PartnerGrant;
  /** When the access token stops being valid (ms since the epoch). */
  readonly tokenExpiresAt: number;
}

/** An OAuth access token has three colon-separated parts; a session token has none. */
export function looksLikeOAuthToken(token: string): boolean {
  return token.split(":").length === 3;
}

export function grantOf(clientId: string, scopes: readonly string[]): PartnerGrant {
  return { clientId, scopes: scopes.filter(isPartnerScope) };
}

/** The member and grant a valid partner access token stands for, or null (expired, revoked, elsewhere). */
export async function partnerFromToken(
  env: Env,
  helpers: OAuthHelpers,
  token: string,
  resource: string,
): Promise<PartnerCaller | null> {
  const summary = await helpers.unwrapToken(token);
  if (!summary) return null;
  const audiences = Array.isArray(summary.audience) ? summary.audience : [summary.audience];
  if (!audiences.includes(resource)) return null;
  const props = v.safeParse(GrantPropsSchema, summary.grant.props);
  if (!props.success) return null;
  const grant = grantOf(summary.grant.clientId, summary.scope);
  // The provider counts a token's life in seconds.
  return callerFor(env, props.output.sessionToken, grant, summary.expiresAt * 1000);
}

/**
 * The partner behind a grant's session: the member it acts for, and the grant and expiry as the token carries them.
 * The session must be bound to this same client's grant (at consent); one that is not, or no longer
 * verifies (the grant was revoked or its client disabled, which ends the session), stands for nobody.
 */
export async function callerFor(
  env: Env,
  sessionToken: string,
  grant: PartnerGrant,
  tokenExpiresAt: number,
): Promise<PartnerCaller | null> {
  const session = toolService(env).session(sessionToken);
  const who = await session.identity({ becomeGuest: false });
  if (!who.ok || who.value?.auth.role !== "member") return null;
  if (who.value.partner?.clientId !== grant.clientId) return null;
  return { session, auth: who.value.auth, sessionToken, grant, tokenExpiresAt };
}

/** The member a session stands for; null for a guest, staff, or a session that no longer verifies. */
export async function memberOf(session: SessionCapability): Promise<AuthContext | null> {
  const who = await session.identity({ becomeGuest: false });
  // A partner acts only for a signed-in member, never as a guest or staff.
  return who.ok && who.value?.auth.role === "member" ? who.value.auth : null;
}

/** The helpers the provider hands its default handler as `env.OAUTH_PROVIDER`. */
export function oauthHelpers(env: Env): OAuthHelpers | null {
  return (env as Env & { OAUTH_PROVIDER?: OAuthHelpers }).OAUTH_PROVIDER ?? null;
}
