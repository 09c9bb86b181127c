/**
 * Who is calling, as the tool-call service sees it. The model never sees this: it carries an opaque
 * `credentialRef` that only the tools Worker exchanges for a token, inside the call.
 */
import * as v from "valibot";
import { CredentialRefSchema, PortalRefSchema, SessionIdSchema } from "./ids";
import { type PartnerGrant, PartnerGrantSchema } from "./partner-scopes";

export const ROLES = [
  /** A member signed in with their mobile number. */
  "member",
  /** A care agent acting on a member's behalf. */
  "agent",
  /** An administrator of the deployment. */
  "admin",
  /** Nobody signed in yet: a guest session. */
  "guest",
] as const;
export type Role = (typeof ROLES)[number];

export const CHANNELS = [
  /** The mobile app over WebSocket. */
  "mobile",
  /** A browser (the bundled client page). */
  "web",
  /** A partner integration over HTTPS. */
  "partner",
  /** A partner agent over MCP. */
  "mcp",
] as const;
export type Channel = (typeof CHANNELS)[number];

export const INVOCATION_SOURCES = [
  /** Proposed by the model or by code planning a turn (a partner's agent over MCP included). */
  "agent",
  /** A person's own direct run, in their own session: explicit by construction. */
  "user",
  /** A partner's direct run for its member (its token on `POST /v1/tools/:name/run`): nobody selected the tool. */
  "partner",
] as const;
export type InvocationSource = (typeof INVOCATION_SOURCES)[number];

/**
 * Who asked for a call, as the service records it. A call on a partner's grant is the partner's,
 * whatever its caller says: `user` is only ever a person pressing run in a session of their own, so
 * an explicit-only tool can never run for a partner as if the member had selected it.
 */
export function invocationSourceOf(claimed: InvocationSource, partner: PartnerGrant | null): InvocationSource {
  return claimed === "user" && partner !== null ? "partner" : claimed;
}

export const AuthContextSchema = v.object({
  sessionId: SessionIdSchema,
  /** The upstream member id for a signed-in member; null for a guest or staff without one. */
  personId: v.nullable(v.string()),
  role: v.picklist(ROLES),
  companyId: v.string(),
  credentialRef: v.nullable(CredentialRefSchema),
  portalRefs: v.array(PortalRefSchema),
  /**
   * The product PlanCover names for each of the member's portals, read by code at sign-in with the
   * portals (never from a model): what scopes a wording answer to the products the member holds, as
   * `companyId` scopes it to the company. Empty for a guest, staff, and a member holding no policy.
   */
  policies: v.optional(v.array(v.object({ portalRef: PortalRefSchema, product: v.string() })), []),
});
export type AuthContext = v.InferOutput<typeof AuthContextSchema>;
/** One of the member's policies as the session knows it: its portal and the product it is for. */
export type HeldPolicy = AuthContext["policies"][number];

/**
 * Which policies the member holds (their products, portals, how many) is their policies' data: a
 * partner acting for them knows it only when the member granted `policies:read`.
 */
export function partnerKnowsPolicies(partner: PartnerGrant | null): boolean {
  return partner === null || partner.scopes.includes("policies:read");
}

/**
 * The caller as the assistant may see them when it plans and words a turn run for `partner`: without
 * `policies:read`, holding no policy it could name (nor count, unless it may read their documents).
 * The tools still run as the session does; this only keeps the answer from saying what the grant
 * does not cover.
 */
export function assistantAuth(auth: AuthContext, partner: PartnerGrant | null): AuthContext {
  if (partnerKnowsPolicies(partner)) return auth;
  // Documents and e-cards are read one policy at a time, and name it: a partner granted them may be
  // planned those reads (their policies' names stay unsaid unless their own results say them).
  const portalRefs = partner?.scopes.includes("documents:read") ? auth.portalRefs : [];
  return { ...auth, portalRefs, policies: [] };
}

/**
 * What the tool-call service's chain runs a call with, inside that service: the session as the
 * service itself resolved it (from a token, or by a verified id), never a caller's copy, and whether
 * it is still live. Callers outside the service hold a session capability instead (tool-service.ts).
 */
export const CallContextSchema = v.object({
  auth: AuthContextSchema,
  /** False when the session ended (signed out, expired) after it was verified: nothing runs. */
  sessionLive: v.boolean(),
  channel: v.picklist(CHANNELS),
  invocationSource: v.picklist(INVOCATION_SOURCES),
  conversationId: v.string(),
  /** Tools the person selected for this request or conversation (validated server-side). */
  explicitlySelectedTools: v.optional(v.array(v.string()), []),
  /** A partner acting for the member with an OAuth token: its client and granted scopes; null otherwise. */
  partner: v.optional(v.nullable(PartnerGrantSchema)),
});
/** The context as built (ids unbranded)… */
export type CallContext = v.InferInput<typeof CallContextSchema>;
/** …and once the schema has parsed it. */
export type ParsedCallContext = v.InferOutput<typeof CallContextSchema>;
