/**
 * A token-endpoint request that names a grant (an authorization code, a refresh token) is answered
 * through that grant's GrantLock object, one at a time: two uses of one credential sent together are
 * judged as a first and a second use, so a replayed code or a reused refresh token is caught however
 * close together they come (code-replay.ts, refresh-reuse.ts). Every other request goes straight on.
 */
import { grantNamed, tokenForm } from "./token-request";

/** The credential each grant type presents, in the form's field of that name. */
const CREDENTIAL_FIELD: Readonly<Record<string, string>> = {
  authorization_code: "code",
  refresh_token: "refresh_token",
};

/** The grant (`userId:grantId`) a token request's credential names; null for any other request. */
async function grantOfTokenRequest(request: Request): Promise<string | null> {
  const form = await tokenForm(request);
  const field = CREDENTIAL_FIELD[String(form?.get("grant_type"))];
  const named = field ? grantNamed(form?.get(field)) : null;
  return named ? `${named.userId}:${named.grantId}` : null;
}

/** `answer(request)`, run through the lock of the grant the request names, if it names one. */
export async function oneAtATimePerGrant(
  request: Request,
  env: Env,
  answer: () => Promise<Response>,
): Promise<Response> {
  const grant = await grantOfTokenRequest(request);
  if (grant === null) return answer();
  let response: Response | undefined;
  await env.GRANT_LOCKS.getByName(grant).hold(async () => {
    response = await answer();
  });
  if (!response) throw new Error("the grant's lock let go before the request was answered");
  return response;
}
