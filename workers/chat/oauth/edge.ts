/**
 * What stands in front of the OAuth provider on every request, then the provider itself (which
 * answers its own endpoints and hands everything else to the app): registration's limits (throttle,
 * size, names), refresh-token reuse detection, and a partner's own revocation (its audit row, and the
 * ending of what its grant held) around the token endpoint. Each guard looks at its own request first
 * and lets anything else through untouched.
 */
import { getOAuthApi } from "@cloudflare/workers-oauth-provider";
import { toolService } from "../http/tool-service";
import { type AppHandler, oauthProviders, providerOptions } from "./provider";
import { guardRefresh } from "./refresh-reuse";
import { guardRegistration } from "./registration";
import { guardRevocation } from "./revocation";
import { resourceFor } from "./settings";

/**
 * Ends what a grant the authorization server revoked held (reuse, or the partner's own revocation),
 * as on a member's Revoke: its session, its sockets, its proposals. The server names the member only
 * by the grant's user id.
 */
async function endHeld(env: Env, clientId: string, userId: string): Promise<void> {
  await toolService(env).endGrants({ clientId, personId: null, grantUserId: userId });
}

export function oauthEdge(app: AppHandler): (request: Request, env: Env, ctx: ExecutionContext) => Promise<Response> {
  const providerFor = oauthProviders(app);
  return async (incoming, env, ctx) => {
    const request = await guardRegistration(incoming, env);
    if (request instanceof Response) return request;
    return guardRefresh(request, env, {
      provider: (req, requestEnv) =>
        guardRevocation(req, requestEnv, {
          provider: (revoking, revokingEnv) => providerFor(revoking).fetch(revoking, revokingEnv, ctx),
          recordRevocation: (event) => toolService(env).recordPartnerRevocation(event),
          endGrant: ({ clientId, userId }) => endHeld(env, clientId, userId),
        }),
      // Rare (reuse only): the helpers are built for this one revocation rather than kept.
      revokeGrant: async (userId, grantId, clientId) => {
        await getOAuthApi(providerOptions(resourceFor(request), app), env).revokeGrant(grantId, userId);
        await endHeld(env, clientId, userId);
      },
      recordReuse: (clientId, grantId) => toolService(env).recordRefreshReuse({ clientId, grantId }),
    });
  };
}
