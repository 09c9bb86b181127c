/**
 * The conversation's entry in each caller's list of conversations to reopen (their TurnQuota
 * object's index, through IndexPort): titled by the first question the caller may see here, and for
 * a partner, as its client's. Written off the turn's path.
 */
import { type Caller, viewerOf } from "../../src/shared/conversation-api";
import { type ConversationTouch, touchOf } from "../../src/shared/conversation-index";
import type { IndexPort } from "./limits/index-port";
import type { Messages } from "./store/messages";

export class ListEntry {
  constructor(
    private readonly ctx: DurableObjectState,
    private readonly index: IndexPort,
    private readonly messages: Messages,
    private readonly conversationId: () => string | null,
    private readonly now: () => Date,
  ) {}

  /**
   * Records the conversation in the caller's list (off the turn's path): titled by the first question
   * the caller may see, and for a partner, as its client's.
   */
  remember(caller: Caller): void {
    const touch = this.of(caller, this.messages.firstQuestion(viewerOf(caller)), this.now());
    if (touch) this.ctx.waitUntil(this.index.touch(caller.auth, touch));
  }

  /** The caller's list entry for this conversation: titled by `question`, and for a partner, its client's. */
  of(caller: Caller, question: string | null, now: Date): ConversationTouch | undefined {
    const conversationId = this.conversationId();
    return conversationId === null
      ? undefined
      : touchOf(
          conversationId,
          question,
          caller.partner === null ? null : { client: caller.partner.clientId, session: caller.auth.sessionId },
          now,
        );
  }

  /** Takes the conversation off the caller's list (they left it). */
  async forget(caller: Caller): Promise<void> {
    const conversationId = this.conversationId();
    if (conversationId !== null) await this.index.forget(caller.auth, conversationId);
  }
}
