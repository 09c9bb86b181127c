/**
 * Where a capability's session comes from: a token the request presented, or an id the chat Worker
 * verified. A source reads the session on its own (`resolve`), or, for a capability whose first call
 * runs tools, in the same D1 batch as the step's load (`withStep`): one round trip where there were
 * two. Either way the session is judged by the same verdict (auth/sessions.ts), so a token is refused
 * exactly as before; and a batch that counted calls for a session its verdict does not let run gives
 * the counts back before anything else happens (the SQL counts only for a live row, so this is the
 * belt to its braces).
 */

import type { SessionRefusal } from "../../../src/shared/tool-service";
import type { SessionStep, SessionStepRequest } from "../adapters/d1-session-step";
import type { SessionKey } from "../auth/session-row";
import type { LoadedSession, ResolvedSession } from "../auth/sessions";
import { idVerdict, loadSession, resolveToken, tokenKey, tokenVerdict } from "../auth/sessions";
import type { ExecutorPorts } from "../chain/ports";
import type { PrefetchedStep, StepForecast } from "../chain/step-load";

/** Who a capability stands for, once resolved: a session as auth/sessions.ts reads it, nobody, or a refusal. */
export type Resolution =
  | ({ readonly kind: "session" } & LoadedSession)
  | { readonly kind: "anonymous" }
  | { readonly kind: "refused"; readonly refusal: SessionRefusal };

/** What a step's batch is read for, before the session is known (see PrefetchedStep). */
export interface StepAssumption {
  readonly forecast: StepForecast;
  readonly partnerClientId: string | null;
}

/** The session and, when its verdict lets the step run, the step's load read with it. */
export interface ResolvedWithStep {
  readonly resolution: Resolution;
  readonly prefetched: PrefetchedStep | null;
}

/** A capability's session, read once: alone, or with the step of the capability's first question. */
export interface SessionSource {
  /** The session (every later question of the capability takes the same answer). */
  resolve(): Promise<Resolution>;
  /**
   * The session and the step's load in one D1 batch, when nothing has asked for the session yet (the
   * capability's first question; one asked meanwhile waits for this answer). Otherwise the session as
   * read (or being read) alone, and no load: the step reads its own.
   */
  withStep(step: StepAssumption): Promise<ResolvedWithStep>;
}

/** A source over its two reads: the session alone, and (absent for an anonymous caller) with a step. */
function readOnce(
  resolve: () => Promise<Resolution>,
  withStep: ((step: StepAssumption) => Promise<ResolvedWithStep>) | null,
): SessionSource {
  let resolution: Promise<Resolution> | null = null;
  const resolved = () => {
    resolution ??= resolve();
    return resolution;
  };
  return {
    resolve: resolved,
    withStep: async (step) => {
      if (resolution !== null || withStep === null) return { resolution: await resolved(), prefetched: null };
      const folded = withStep(step);
      resolution = folded.then((answer) => answer.resolution);
      // A failed batch is heard by the call that sent it; this copy, for later questions, must not be
      // reported as a rejection nobody handled when no later question comes.
      resolution.catch(() => {});
      return folded;
    },
  };
}

export interface SessionSourcePorts {
  readonly db: D1Database;
  /** The session and the step in one batch (adapters/d1-session-step.ts). */
  readSessionStep(request: SessionStepRequest): Promise<SessionStep>;
  /** The step's clock and the give-back of counts (the executor's). */
  readonly executor: Pick<ExecutorPorts, "now" | "giveBack">;
  /** A guest's session in use is renewed; the write, rare, is put off the answer's path. */
  renew(resolved: ResolvedSession, now: Date): void;
}

/** The session a presented token stands for (`null`: no credential at all, an anonymous caller). */
export function tokenSource(ports: SessionSourcePorts, token: string | null): SessionSource {
  const resolve = async (): Promise<Resolution> => {
    if (token === null) return { kind: "anonymous" };
    const now = new Date();
    const resolved = await resolveToken(ports.db, token, now);
    if (!resolved.ok) return { kind: "refused", refusal: resolved.error };
    ports.renew(resolved.value, now);
    return asResolution(resolved.value);
  };
  if (token === null) return readOnce(resolve, null);
  return readOnce(resolve, async (step) => {
    const key = await tokenKey(token);
    // Not a token of ours: refused without reading anything, as `resolveToken` does.
    if (key === null) return { resolution: { kind: "refused", refusal: "invalid_session" }, prefetched: null };
    const { read, sessionNow } = await readWithStep(ports, key, step);
    const verdict = tokenVerdict(read.row, read.live);
    if (verdict.ok) ports.renew(verdict.value, sessionNow);
    const resolution: Resolution = verdict.ok
      ? asResolution(verdict.value)
      : { kind: "refused", refusal: verdict.error };
    return settle(ports, step, read, resolution);
  });
}

/** The session a verified id names, as it is now (an ended one runs nothing, and says so in each row). */
export function idSource(ports: SessionSourcePorts, sessionId: string): SessionSource {
  const resolve = async (): Promise<Resolution> => {
    const loaded = await loadSession(ports.db, sessionId, new Date());
    return loaded ? { kind: "session", ...loaded } : { kind: "refused", refusal: "session_expired" };
  };
  return readOnce(resolve, async (step) => {
    const { read } = await readWithStep(ports, { kind: "id", sessionId }, step);
    const loaded = idVerdict(read.row, read.live);
    const resolution: Resolution = loaded
      ? { kind: "session", ...loaded }
      : { kind: "refused", refusal: "session_expired" };
    return settle(ports, step, read, resolution);
  });
}

function asResolution(resolved: ResolvedSession): Resolution {
  const { auth, partner, display } = resolved;
  return { kind: "session", auth, live: true, partner, display };
}

async function readWithStep(ports: SessionSourcePorts, key: SessionKey, step: StepAssumption) {
  const sessionNow = new Date();
  const read = await ports.readSessionStep({ key, sessionNow, now: ports.executor.now(), ...step });
  return { read, sessionNow };
}

/**
 * The step's load for a session that may run it. One that may not (refused, or ended) keeps nothing
 * it was counted: the counts go back now, and an ended session's step (which still answers each call
 * with its refusal) gets the load without them.
 */
async function settle(
  ports: SessionSourcePorts,
  step: StepAssumption,
  read: SessionStep,
  resolution: Resolution,
): Promise<ResolvedWithStep> {
  const runs = resolution.kind === "session" && resolution.live;
  const { load } = read;
  if (!runs && load.counters.length > 0)
    await ports.executor.giveBack(load.counters, step.forecast.counted.filter(Boolean).length);
  if (resolution.kind !== "session") return { resolution, prefetched: null };
  const kept = runs ? load : { ...load, usage: [], counters: [] };
  return { resolution, prefetched: { ...step, load: kept } };
}
