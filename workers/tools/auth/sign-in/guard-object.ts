/**
 * SignInGuard: the Durable Object that makes sign-in limits hold under concurrency. One object per
 * challenge (`challenge:<id>`) counts its tries and consumes it once; one per throttle bucket
 * (`<action>:<scope>:<hashed key>`) counts hits in a window. An object handles one call at a time
 * and every read-then-write below has no other I/O in between, so two racing verifies cannot both
 * pass a count or both consume a challenge. Each object forgets everything when its alarm fires.
 */
import { DurableObject } from "cloudflare:workers";
import { type AttemptAnswer, attemptOn, type ChallengeRecord, consumeOn } from "./challenge-record";
import { type ThrottleAnswer, type ThrottleWindow, takeFrom } from "./throttle-window";

const CHALLENGE_KEY = "challenge";
const WINDOW_KEY = "window";

export class SignInGuard extends DurableObject<ToolsEnv> {
  /** Records a new challenge; its object forgets it once it expires. An id is never issued twice. */
  async issueChallenge(record: ChallengeRecord): Promise<void> {
    // Ids are 256 random bits: a second issue under one id is a broken invariant, not a request.
    if ((await this.ctx.storage.get(CHALLENGE_KEY)) !== undefined) throw new Error("challenge id reused");
    await this.ctx.storage.put(CHALLENGE_KEY, record);
    await this.ctx.storage.setAlarm(record.expiresAtMs);
  }

  async attemptChallenge(maxAttempts: number, nowMs: number): Promise<AttemptAnswer> {
    const { answer, next } = attemptOn(await this.ctx.storage.get<ChallengeRecord>(CHALLENGE_KEY), maxAttempts, nowMs);
    if (next) await this.ctx.storage.put(CHALLENGE_KEY, next);
    return answer;
  }

  async consumeChallenge(nowMs: number): Promise<boolean> {
    const next = consumeOn(await this.ctx.storage.get<ChallengeRecord>(CHALLENGE_KEY), nowMs);
    if (!next) return false;
    await this.ctx.storage.put(CHALLENGE_KEY, next);
    return true;
  }

  async take(limit: number, windowMs: number, nowMs: number): Promise<ThrottleAnswer> {
    const window = await this.ctx.storage.get<ThrottleWindow>(WINDOW_KEY);
    const { answer, next } = takeFrom(window, limit, windowMs, nowMs);
    if (next) {
      await this.ctx.storage.put(WINDOW_KEY, next);
      if (next.startMs !== window?.startMs) await this.ctx.storage.setAlarm(next.startMs + windowMs);
    }
    return answer;
  }

  /** Forgets a bucket's count (a number's counts once its owner signed in). */
  async clear(): Promise<void> {
    await this.ctx.storage.deleteAll();
    await this.ctx.storage.deleteAlarm();
  }

  override async alarm(): Promise<void> {
    await this.ctx.storage.deleteAll();
  }
}
