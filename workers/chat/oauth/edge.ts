/**
 * What stands in front of the OAuth provider on every request, then the provider itself (which
 * answers its own endpoints and hands everything else to the app): registration's limits (throttle,
 * size, names), then around the token endpoint refresh-token reuse, authorization-code replay and a
 * partner's own revocation (each revoking a grant ends what it held, and leaves its audit row). Each
 * guard looks at its own request first and lets anything else through untouched. A request naming a
 * grant runs through that grant's lock (grant-lock.ts), all the guards inside it.
 */
import { getOAuthApi } from "@cloudflare/workers-oauth-provider";
import { toolService } from "../http/tool-service";
import { guardCodeReplay } from "./code-replay";
import { oneAtATimePerGrant } from "./grant-lock";
import { type AppHandler, oauthProviders, providerOptions } from "./provider";
import { guardRefresh } from "./refresh-reuse";
import { guardRegistration } from "./registration";
import { guardRevocation } from "./revocation";
import { resourceFor } from "./settings";
import type { GrantReusePorts } from "./token-request";

/**
 * Ends what a grant the authorization server revoked held (reuse, a replayed code, or the partner's
 * own revocation), as on a member's Revoke: its session, its sockets, its proposals. The server
 * names the member only by the grant's user id.
 */
async function endHeld(env: Env, clientId: string, userId: string): Promise<void> {
  await toolService(env).endGrants({ clientId, personId: null, grantUserId: userId });
}

export function oauthEdge(app: AppHandler): (request: Request, env: Env, ctx: ExecutionContext) => Promise<Response> {
  const providerFor = oauthProviders(app);
  return async (incoming, env, ctx) => {
    const request = await guardRegistration(incoming, env);
    if (request instanceof Response) return request;
    const provider = (req: Request, requestEnv: Env) => providerFor(req).fetch(req, requestEnv, ctx);
    const revocation = (req: Request, requestEnv: Env) =>
      guardRevocation(req, requestEnv, {
        provider,
        recordRevocation: (event) => toolService(env).recordPartnerRevocation(event),
        endGrant: ({ clientId, userId }) => endHeld(env, clientId, userId),
      });
    // A credential used again (a refresh token, a code) ends its grant the one way, whichever it was.
    const reuse: Omit<GrantReusePorts, "provider"> = {
      // Rare (reuse only): the helpers are built for this one revocation rather than kept.
      revokeGrant: async (userId, grantId, clientId) => {
        await getOAuthApi(providerOptions(resourceFor(request), app), env).revokeGrant(grantId, userId);
        await endHeld(env, clientId, userId);
      },
      recordReuse: (event) => toolService(env).recordGrantReuse(event),
    };
    const codes = (req: Request, requestEnv: Env) =>
      guardCodeReplay(req, requestEnv, { ...reuse, provider: revocation });
    // Uses of one grant's credential are judged one at a time, so two sent together cannot both pass.
    return oneAtATimePerGrant(request, env, () => guardRefresh(request, env, { ...reuse, provider: codes }));
  };
}
