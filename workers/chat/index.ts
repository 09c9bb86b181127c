/**
 * The chat Worker: the entry point for clients and partners. Composition root only: the OAuth
 * provider answers its own endpoints and guards /mcp; everything else is the Hono app.
 */
import { app } from "./app";
import { oauthProviders } from "./oauth/provider";

export { Conversation } from "../../durable-objects/conversation";
export { TurnQuota } from "../../durable-objects/turn-quota";

const providerFor = oauthProviders(app);

export default {
  fetch: (request, env, ctx) => providerFor(request).fetch(request, env, ctx),
} satisfies ExportedHandler<Env>;
