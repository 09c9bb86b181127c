/** The signed-in caller's own things: the conversations to reopen (one request, one answer each). */
import type { ConversationPage } from "../shared/conversation-index";
import type { ClientResult } from "./errors";
import { type HttpOptions, requestJson } from "./http";

export function meApi(http: HttpOptions) {
  return {
    /** Newest first; pass the page's `next` as `before` for the next (older) page. */
    conversations(page: { before?: string; limit?: number } = {}): Promise<ClientResult<ConversationPage>> {
      const query = new URLSearchParams();
      if (page.before !== undefined) query.set("before", page.before);
      if (page.limit !== undefined) query.set("limit", String(page.limit));
      const suffix = query.size > 0 ? `?${query}` : "";
      return requestJson<ConversationPage>(http, "GET", `/v1/me/conversations${suffix}`);
    },
  };
}

/** `GET /v1/limits`: what to enforce before sending (a composer's character counter). */
export function limitsOf(http: HttpOptions) {
  return () => requestJson<{ messageMaxChars: number; explicitlySelectedToolsMax: number }>(http, "GET", "/v1/limits");
}
