/**
 * What the published operations share: who may call (sets of security schemes) and the answers many
 * routes give (a refusal's body, a bad request, no such conversation, a turn's event stream).
 */
import { ChatEventSchema } from "../../../src/shared/events";
import { ErrorBodySchema } from "../http/errors";
import type { ResponseSpec, SecurityScheme } from "./operation";

/** A person's session, or none (a guest session is issued on the first request). */
export const SESSION_OR_GUEST: readonly SecurityScheme[] = ["sessionBearer", "sessionCookie", "anonymous"];
export const NONE: readonly SecurityScheme[] = ["anonymous"];
/** A person's session, a partner's token for that person, or a fresh guest. */
export const SESSION_PARTNER_OR_GUEST: readonly SecurityScheme[] = [
  "sessionBearer",
  "sessionCookie",
  "partnerOAuth",
  "anonymous",
];
/** A signed-in member's own session: never a partner's token. */
export const MEMBER_SESSION: readonly SecurityScheme[] = ["sessionBearer", "sessionCookie"];
/** A person's session, or a partner's token for that person (no guest is made here). */
export const SESSION_OR_PARTNER: readonly SecurityScheme[] = ["sessionBearer", "sessionCookie", "partnerOAuth"];

/** A refusal: its description, and the error body every refusal has. */
export const errorResponse = (description: string): ResponseSpec => ({ description, schema: ErrorBodySchema });
export const BAD_REQUEST = errorResponse(
  "The body, params or query did not match the route's schema; nothing happened.",
);
export const NOT_FOUND = errorResponse(
  "No such conversation for this caller (one it is not part of answers the same; a partner is part only of the conversations it started).",
);
export const PARTNER_TOKEN_INVALID = errorResponse(
  "The partner's access token is expired, revoked or its client disabled: a Bearer challenge naming the protected-resource metadata.",
);
export const MEMBER_ONLY = errorResponse(
  "A partner's token: only the member can do this, from a session of their own.",
);
export const EVENTS: ResponseSpec = {
  description:
    "The turn's events as Server-Sent Events, each `data:` one event; ends when the turn completes, fails or pauses.",
  schema: ChatEventSchema,
  contentType: "text/event-stream",
};
