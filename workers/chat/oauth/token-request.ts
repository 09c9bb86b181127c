/**
 * What the guards around the token endpoint read of a request, and what they do when one of a grant's
 * credentials comes back a second time (a rotated-out refresh token, an exchanged authorization code):
 * one parse of the form, one rule for the client a request names, one reading of the library's
 * refusal, and one ending of the grant, so refresh-token reuse and code replay end a grant alike.
 */
import type { Grant } from "@cloudflare/workers-oauth-provider";
import type { GrantReuse, ReusedCredential } from "../../../src/shared/admin-api";
import { fromBase64 } from "../../../src/shared/encoding";
import { TOKEN_PATH } from "./settings";

/** The form of a request to the token endpoint; null for any other request. */
export async function tokenForm(request: Request): Promise<FormData | null> {
  const url = new URL(request.url);
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (request.method !== "POST" || url.pathname !== TOKEN_PATH || type !== "application/x-www-form-urlencoded") {
    return null;
  }
  return request.clone().formData();
}

/**
 * The grant a credential names: the library issues codes and tokens as `userId:grantId:secret`
 * (exactly three parts; it refuses any other shape). Null for anything else.
 */
export function grantNamed(credential: unknown): { userId: string; grantId: string } | null {
  if (typeof credential !== "string") return null;
  const [userId, grantId, secret, ...rest] = credential.split(":");
  if (!userId || !grantId || !secret || rest.length > 0) return null;
  return { userId, grantId };
}

/** A grant's credential presented at the token endpoint: its secret, the grant it names as the store holds it, and the client. */
export interface Presented {
  readonly secret: string;
  readonly userId: string;
  readonly grantId: string;
  readonly grant: Grant;
  readonly clientId: string | null;
}

/**
 * The credential a token request of `grantType` presents in `field` ("code", "refresh_token") and
 * the grant it names, read before the library answers (and may delete it); null for any other
 * request, or a credential of no grant.
 */
export async function presentedCredential(
  request: Request,
  env: Env,
  grantType: "authorization_code" | "refresh_token",
  field: "code" | "refresh_token",
): Promise<Presented | null> {
  const form = await tokenForm(request);
  if (form?.get("grant_type") !== grantType) return null;
  const secret = form.get(field);
  const named = grantNamed(secret);
  if (typeof secret !== "string" || !named) return null;
  const grant = await env.OAUTH_KV.get<Grant>(`grant:${named.userId}:${named.grantId}`, "json");
  return grant ? { secret, ...named, grant, clientId: clientIdOf(request, form) } : null;
}

/** The client a token request names (RFC 6749 §2.3.1: the Basic user name, else `client_id`). */
export function clientIdOf(request: Request, form: FormData): string | null {
  const basic = request.headers.get("authorization")?.match(/^Basic\s+(\S+)$/i)?.[1];
  if (basic) {
    const bytes = fromBase64(basic);
    const user = bytes ? new TextDecoder().decode(bytes).split(":")[0] : undefined;
    try {
      return user === undefined ? null : decodeURIComponent(user.replace(/\+/g, " "));
    } catch {
      // Not percent-encoding: a client id no registration holds, so it names no grant's client.
      return null;
    }
  }
  const id = form.get("client_id");
  return typeof id === "string" ? id : null;
}

/** What the guards do around the library when a grant's credential is used again. */
export interface GrantReusePorts {
  provider(request: Request, env: Env): Promise<Response>;
  /** Revokes the grant and ends what it holds (its member session, sockets and proposals). */
  revokeGrant(userId: string, grantId: string, clientId: string): Promise<void>;
  /** Records a grant revoked for a credential used again (its admin audit row). */
  recordReuse(event: GrantReuse): Promise<void>;
}

/** A credential used again, the grant it names as the store held it before the library answered, and who sent it. */
export interface Reused {
  readonly credential: ReusedCredential;
  readonly userId: string;
  readonly grantId: string;
  readonly grant: Grant;
  readonly clientId: string | null;
}

/**
 * After the library answered a credential used again: when it refused it as `invalid_grant` (so the
 * client authenticated: a failed authentication is `invalid_client`) and the request came from the
 * grant's own client (another client's refusal is not the grant's to pay for), the grant is revoked
 * (the library may have revoked it already; revoking twice is harmless), what it held is ended and
 * the revocation recorded.
 */
export async function endReusedGrant(response: Response, reused: Reused, ports: GrantReusePorts): Promise<void> {
  if (response.status !== 400 || !(await isInvalidGrant(response))) return;
  if (reused.clientId !== reused.grant.clientId) return;
  await ports.revokeGrant(reused.userId, reused.grantId, reused.grant.clientId);
  await ports.recordReuse({ clientId: reused.grant.clientId, grantId: reused.grantId, credential: reused.credential });
}

async function isInvalidGrant(response: Response): Promise<boolean> {
  const body = await response
    .clone()
    .json()
    .catch(() => null);
  return typeof body === "object" && body !== null && (body as { error?: unknown }).error === "invalid_grant";
}
