/**
 * The chat Worker: the entry point for clients and partners. Composition root only: the OAuth edge
 * (its guards, then the provider) answers its own endpoints; everything else is the Hono app.
 */
import { app } from "./app";
import { oauthEdge } from "./oauth/edge";

export { Conversation } from "../../durable-objects/conversation";
export { GrantLock } from "../../durable-objects/grant-lock";
export { TurnQuota } from "../../durable-objects/turn-quota";

const edge = oauthEdge(app);

export default {
  fetch: (request, env, ctx) => edge(request, env, ctx),
} satisfies ExportedHandler<Env>;
