/**
 * A conversation's Durable Object as this Worker reaches it: typed by the shared contract
 * (src/shared/conversation-api.ts), never by the object's own class, and looked up in one place.
 */
import type { ConversationServiceApi } from "../../../src/shared/conversation-api";

export function conversationOf(namespace: ToolsEnv["CONVERSATIONS"], conversationId: string): ConversationServiceApi {
  return namespace.get(namespace.idFromName(conversationId));
}
