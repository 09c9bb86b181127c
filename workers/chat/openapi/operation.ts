/**
 * How one operation of the published API is described: the valibot schemas its route validates
 * with (params, query, body) and answers with, its security alternatives, and its responses. The
 * document is generated from these descriptions, so the schemas on the wire and in the document are
 * the same objects.
 */
import type * as v from "valibot";

export const SECURITY_SCHEMES = [
  /** `Authorization: Bearer <sessionToken>` from /auth/otp/verify (apps). */
  "sessionBearer",
  /** The `toolgate_session` HttpOnly cookie (browsers). */
  "sessionCookie",
  /** A partner's OAuth 2.1 access token, standing for (member, client) within the granted scopes. */
  "partnerOAuth",
  /** An administrator's staff session token (the bootstrap secret only issues staff sessions). */
  "staffBearer",
  /** Cloudflare Access's application token in `Cf-Access-Jwt-Assertion` (staff sign-in in a deployment). */
  "cloudflareAccess",
  /** No credential: the request runs as a fresh guest session (or needs none). */
  "anonymous",
] as const;
export type SecurityScheme = (typeof SECURITY_SCHEMES)[number];

export const TAGS = ["auth", "tools", "chat", "mcp", "admin", "meta"] as const;
export type Tag = (typeof TAGS)[number];

export type ObjectSchema =
  | v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>
  | v.StrictObjectSchema<v.ObjectEntries, v.ErrorMessage<v.StrictObjectIssue> | undefined>;

export interface ResponseSpec {
  readonly description: string;
  /** The body's schema; absent for a body the document does not describe further. */
  readonly schema?: v.GenericSchema;
  /** Default `application/json`. */
  readonly contentType?: "application/json" | "text/event-stream" | "text/html";
}

export interface OperationSpec {
  readonly method: "get" | "post" | "put" | "delete";
  /** The route as Hono writes it (`/v1/tools/:name/run`). */
  readonly path: string;
  readonly operationId: string;
  readonly summary: string;
  readonly tag: Tag;
  /** Alternatives: any one of them lets the request in. */
  readonly security: readonly SecurityScheme[];
  readonly params?: ObjectSchema;
  readonly query?: ObjectSchema;
  readonly body?: v.GenericSchema;
  readonly responses: Readonly<Record<string, ResponseSpec>>;
}

/** `/v1/tools/:name/run` → `/v1/tools/{name}/run`. */
export function openApiPath(honoPath: string): string {
  return honoPath.replace(/:([A-Za-z0-9_]+)/g, "{$1}");
}
