/**
 * The GrantLock object's contract: one object per OAuth grant, through which the chat Worker runs
 * each token-endpoint request that names the grant, one at a time (workers/chat/oauth/grant-lock.ts).
 */
export interface GrantLockApi {
  /**
   * Runs `work` (a callback into the caller's request) once every call before it on this grant has
   * settled, and settles as it does. A call that fails does not hold up the ones after it.
   */
  hold(work: () => Promise<void>): Promise<void>;
}
