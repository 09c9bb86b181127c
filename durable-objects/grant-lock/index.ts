/**
 * GrantLock: one small Durable Object per OAuth grant, and only a queue. The authorization server's
 * store (KV) has no compare-and-set, so two requests using one grant's credential at the same instant
 * (the same refresh token twice, the same authorization code twice) would both read it unused and
 * both be answered with tokens, and neither would be seen as reuse. Each runs its whole exchange
 * through this object, after the one before it has finished: the second sees what the first did, and
 * is judged as a second use. It keeps nothing: the queue lives in memory while requests wait.
 */
import { DurableObject } from "cloudflare:workers";
import type { GrantLockApi } from "../../src/shared/grant-lock";

export class GrantLock extends DurableObject<Env> implements GrantLockApi {
  /** Settles when the last call queued so far has; never rejects. */
  #last: Promise<void> = Promise.resolve();

  async hold(work: () => Promise<void>): Promise<void> {
    const turn = this.#last.then(() => work());
    this.#last = turn.catch(() => undefined);
    return turn;
  }
}
