/** The Hono environment of the chat Worker: its bindings and what the session middleware sets. */
import type { AuthContext, Channel } from "../../../src/shared/auth-context";
import type { PartnerGrant } from "../../../src/shared/partner-scopes";
import type { SessionCapability } from "../../../src/shared/tool-service";

export interface AppEnv {
  Bindings: Env;
  Variables: {
    /**
     * The caller's session in the tools Worker, as a capability: every call on it runs as that
     * session. Set by `sessionCapability` (and so by `sessionMiddleware`); calls through it are
     * pipelined, so a route that only calls the tools Worker makes one round trip.
     */
    session: SessionCapability;
    /** Who is calling, as the tools Worker resolved it: set by `sessionMiddleware` only. */
    auth: AuthContext;
    /** The caller's session token (set by `sessionMiddleware`; a guest's when one was just created). */
    sessionToken: string;
    channel: Channel;
    /** A partner acting for the member with an OAuth token (its client and granted scopes); unset otherwise. */
    partner: PartnerGrant | null;
    /** When the partner's access token expires (ms since the epoch): a socket it opens ends then. Unset otherwise. */
    partnerTokenExpiresAt: number | null;
    /**
     * The signed-in member's first name (set with `auth`), so a group names them; null for anyone
     * else, and for a partner acting for them (a partner is named as a partner).
     */
    firstName: string | null;
  };
}
