/**
 * When FAULTS_ENABLED is "true": records each request in the ledger and plays the fault it meets
 * before the route runs. Only the app built with faults has it (the production-shaped app has no
 * trace of it); the FAULTS_ENABLED check stays here too, so the ledger is never touched with it off.
 */
import type { Context, Next } from "hono";
import { createMiddleware } from "hono/factory";
import type { PlanCoverApp } from "../app-env";
import { requestMember } from "../auth/request-member";
import { problem } from "../http/errors";
import { plantCanaries } from "./canaries";
import { ledgerOf } from "./ledger";

/** The knob routes themselves are neither recorded nor faulted (a test must always be able to clear). */
export const KNOB_PATHS: readonly string[] = ["/__faults", "/__requests", "/__canaries"];

export const faultsAndLedger = createMiddleware<PlanCoverApp>(async (c, next) => {
  if (c.env.FAULTS_ENABLED !== "true" || KNOB_PATHS.includes(c.req.path)) return next();
  // Whose request it is, so member-scoped faults and the ledger name the person (see auth/request-member.ts).
  const memberId = await requestMember(c.env, c.req.raw, c.req.path);
  const { effect, canaries } = await ledgerOf(c.env).admit({ method: c.req.method, path: c.req.path, memberId });
  if (!effect) return canaries.length > 0 ? withCanaries(c, next, canaries) : next();
  if (effect.latencyMs > 0) await sleep(effect.latencyMs);
  if (effect.hang) return hang(c.req.raw.signal);
  if (effect.unauthorized) return problem(c, "unauthorized");
  if (effect.status !== null) return Response.json({ error: "injected_fault" }, { status: effect.status });
  // A latency-only fault: the request now runs as usual.
  return next();
});

/** Runs the route, then plants the canaries in its JSON answer (the canary knob; see canaries.ts). */
async function withCanaries(c: Context<PlanCoverApp>, next: Next, canaries: readonly string[]): Promise<void> {
  await next();
  if (!c.res.headers.get("content-type")?.includes("application/json")) return;
  const planted = JSON.stringify(plantCanaries(await c.res.clone().json(), canaries));
  const { status } = c.res;
  const headers = new Headers(c.res.headers);
  headers.delete("content-length");
  // Cleared first, so the setter does not merge the old answer's headers into the new one.
  c.res = undefined;
  c.res = new Response(planted, { status, headers });
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The period of the timer that keeps a hanging request alive. */
const HANG_TICK_MS = 10_000;

/**
 * Never answers. workerd cancels a request whose promise has nothing left that could settle it (it
 * reports the Worker as hung), so a repeating timer stays pending; the caller's abort cancels the
 * request, and with it the timer. If the runtime passes the abort on as a signal, we stop at once.
 */
function hang(signal: AbortSignal): Promise<never> {
  return new Promise<never>((_, reject) => {
    const tick = setInterval(() => {}, HANG_TICK_MS);
    signal.addEventListener(
      "abort",
      () => {
        clearInterval(tick);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}
