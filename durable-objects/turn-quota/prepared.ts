/**
 * The person's next conversation, made ready ahead. Starting a conversation makes its object, and a
 * new object is the dearest part of a first turn: the runtime creates its SQLite file and the turn
 * creates its tables before the question is read. So when a person starts a conversation, their quota
 * object hands them the id it made ready before (if any), and makes the next one ready a moment later,
 * once the turn that took the last one has had the machine to itself.
 *
 * The id is held in memory, not stored: handing it out adds nothing to the write of the slot the same
 * call takes for the conversation's first turn (`startConversation`). The runtime runs one instance
 * of the object at a time, so an id is handed out once; an instance that is evicted forgets it (that object stays empty, and the person's next
 * conversation is made on its turn's path, as a first one is). An id is nobody's conversation until
 * the first turn sent to it makes its sender the creator, exactly as for a fresh id; it is handed out
 * only to the person (or a partner acting for them) this object counts, and never listed.
 */

/** How long after an id is taken the next is made ready: after the taking turn, before a person's next conversation. */
export const PREPARE_DELAY_MS = 1_000;

export class PreparedConversations {
  #ready: string | null = null;
  #preparing: Promise<void> | null = null;

  /** `prepare` makes a conversation's object and tables (`Conversation.prepare`); `schedule` keeps the work alive. */
  constructor(
    private readonly prepare: (conversationId: string) => Promise<void>,
    private readonly schedule: (work: Promise<void>) => void,
    private readonly newConversationId: () => string,
  ) {}

  /** The id made ready, now no longer held (or null); the next is made ready a moment later. */
  take(): string | null {
    const ready = this.#ready;
    this.#ready = null;
    if (this.#preparing === null) {
      this.#preparing = this.#prepareNext().finally(() => {
        this.#preparing = null;
      });
      this.schedule(this.#preparing);
    }
    return ready;
  }

  /** The id held now, without taking it, once any preparation under way has ended (for tests). */
  async held(): Promise<string | null> {
    await this.#preparing;
    return this.#ready;
  }

  async #prepareNext(): Promise<void> {
    await scheduler.wait(PREPARE_DELAY_MS);
    const conversationId = this.newConversationId();
    // Held only once its object answered, so an id handed out always has its tables.
    await this.prepare(conversationId);
    this.#ready = conversationId;
  }
}
