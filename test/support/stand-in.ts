/**
 * The PlanCover stand-in as tests see it, over the real PLANCOVER binding: calling it, signing in to
 * it, its fault knobs and its request ledger (workers/plancover/API.md, "Test and dev knobs").
 *
 * A test's knobs are its own. A fault lives until the test that set it finishes, pass or fail, and
 * should name the test's own member (`memberId`, a synthetic one from `uniqueMobile`): the stand-in
 * knows whose each request is from its token, or on sign-in from the OTP body, so no other test
 * meets it. Only a credential-free route (the call-back) needs a fault for everyone. The
 * ledger is read from a mark taken in the test, and for a member's own requests where it can be.
 * The setup file resets the knobs before each file (test/support/setup.ts).
 */
import { env } from "cloudflare:test";
import { onTestFinished } from "vitest";
import { DEMO_OTP } from "../../workers/plancover/data/members";
import type { FaultSpec } from "../../workers/plancover/faults/fault";
import type { LedgerEntry } from "../../workers/plancover/faults/ledger";

export type { FaultSpec, LedgerEntry };

const BASE = "https://plancover.test";

export interface StandInCall {
  /** A bearer token of the stand-in's own (`Authorization: Bearer …`). */
  readonly token?: string;
  /** A whole Authorization header, for tests of malformed ones. */
  readonly authorization?: string;
  readonly method?: string;
  /** JSON (an object) or a raw string. */
  readonly body?: unknown;
  readonly signal?: AbortSignal;
}

export function callStandIn(path: string, options: StandInCall = {}): Promise<Response> {
  const headers = new Headers({ accept: "application/json" });
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  if (options.authorization !== undefined) headers.set("authorization", options.authorization);
  if (options.body !== undefined) headers.set("content-type", "application/json");
  return env.PLANCOVER.fetch(`${BASE}${path}`, {
    method: options.method ?? (options.body === undefined ? "GET" : "POST"),
    headers,
    body:
      options.body === undefined
        ? undefined
        : typeof options.body === "string"
          ? options.body
          : JSON.stringify(options.body),
    signal: options.signal,
  });
}

async function expectStatus(response: Response, status: number, what: string): Promise<Response> {
  if (response.status !== status) throw new Error(`${what} answered ${response.status}`);
  return response;
}

export async function startChallenge(mobile: string): Promise<string> {
  const started = await callStandIn("/auth/otp/start", { body: { mobile } });
  const { challengeId } = await (await expectStatus(started, 200, "the stand-in's OTP start")).json<{
    challengeId: string;
  }>();
  return challengeId;
}

/** Signs a member in to the stand-in itself (the simulator's OTP) and returns its access token. */
export async function standInToken(mobile: string): Promise<string> {
  const challengeId = await startChallenge(mobile);
  const verified = await callStandIn("/auth/otp/verify", { body: { challengeId, otp: DEMO_OTP } });
  const { accessToken } = await (await expectStatus(verified, 200, `sign-in of ${mobile}`)).json<{
    accessToken: string;
  }>();
  return accessToken;
}

/** A member route's JSON answer (200 or a thrown error naming the status). */
export async function getJson<T>(path: string, token: string): Promise<T> {
  return (await expectStatus(await callStandIn(path, { token }), 200, path)).json<T>();
}

/** Sets a fault for the rest of the current test: it is cleared when the test finishes, pass or fail. */
export async function setFault(fault: FaultSpec): Promise<void> {
  onTestFinished(clearFaults);
  await expectStatus(await callStandIn("/__faults", { body: fault }), 201, "setting a fault");
}

export async function clearFaults(): Promise<void> {
  await expectStatus(await callStandIn("/__faults", { method: "DELETE" }), 204, "clearing the faults");
}

/** Plants texts in the stand-in's JSON answers (the canary knob); an empty list stops planting. */
export async function plantCanaries(texts: readonly string[]): Promise<void> {
  await expectStatus(
    await callStandIn("/__canaries", { method: "PUT", body: { texts } }),
    204,
    "planting the canaries",
  );
}

/** The ledger after `after`: its newest sequence number, and the requests (only `memberId`'s when given). */
export async function ledgerAfter(
  after: number,
  memberId?: string,
): Promise<{ last: number; requests: LedgerEntry[] }> {
  const query = new URLSearchParams({ after: String(after) });
  if (memberId !== undefined) query.set("memberId", memberId);
  const response = await expectStatus(await callStandIn(`/__requests?${query}`), 200, "the ledger");
  return response.json<{ last: number; requests: LedgerEntry[] }>();
}

/** Past any sequence number the ledger will reach: asking after it answers only `last`. */
const PAST_EVERY_SEQ = 999_999_999_999_999;

/** The ledger's newest sequence number: the requests after it are the ones the test goes on to cause. */
export async function ledgerMark(): Promise<number> {
  return (await ledgerAfter(PAST_EVERY_SEQ)).last;
}

/** The requests since a mark, oldest first; only those of `memberId` when given. */
export async function requestsSince(mark: number, memberId?: string): Promise<LedgerEntry[]> {
  return (await ledgerAfter(mark, memberId)).requests;
}

/** The requests since a mark as `METHOD /path`, oldest first; only those of `memberId` when given. */
export async function callsSince(mark: number, memberId?: string): Promise<string[]> {
  return (await requestsSince(mark, memberId)).map(({ method, path }) => `${method} ${path}`);
}

/** What a file starts from: no fault and no canary (test/support/setup.ts calls it before each file). */
export async function resetStandIn(): Promise<void> {
  await clearFaults();
  await plantCanaries([]);
}
