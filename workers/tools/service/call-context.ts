/**
 * The chain's context for a call on a caller's session: what the caller's options say, the session as
 * the service resolved it, and the grant it is bound to, which the options may narrow but never drop
 * (effectiveGrant).
 */
import type * as v from "valibot";
import { type AuthContext, invocationSourceOf } from "../../../src/shared/auth-context";
import { effectiveGrant, type PartnerGrant } from "../../../src/shared/partner-scopes";
import type { CallOptionsSchema } from "../../../src/shared/tool-service";

/** The session a call runs as (CallerSession's resolved session, as far as the chain needs it). */
export interface CallingSession {
  readonly auth: AuthContext;
  readonly live: boolean;
  readonly partner: PartnerGrant | null;
}

export function contextOf(options: v.InferOutput<typeof CallOptionsSchema>, session: CallingSession) {
  const partner = effectiveGrant(session.partner, options.partner);
  return {
    ...options,
    invocationSource: invocationSourceOf(options.invocationSource, partner),
    auth: session.auth,
    sessionLive: session.live,
    partner,
  };
}

export type CallContext = ReturnType<typeof contextOf>;
