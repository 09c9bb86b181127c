/**
 * A fault knob: what to do (delay, answer a status, hang, answer 401) to which requests (one member's or
 * everyone's, some paths or all) and how many times. Pure: the ledger stores faults and asks this which
 * one a request meets.
 */
import * as v from "valibot";

const MAX_LATENCY_MS = 60_000;

/** A member of the stand-in: a demo member (`MBR-1001`) or a synthetic one (`MBR-T00100001`). */
export const MemberIdSchema = v.pipe(v.string(), v.regex(/^MBR-[A-Z0-9]{1,16}$/));

/** `POST /__faults`. Strict, so a misspelt knob in a test fails loudly instead of faulting nothing. */
export const FaultSchema = v.pipe(
  v.strictObject({
    memberId: v.optional(MemberIdSchema),
    latencyMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_LATENCY_MS))),
    status: v.optional(v.pipe(v.number(), v.integer(), v.minValue(400), v.maxValue(599))),
    hang: v.optional(v.boolean()),
    unauthorized: v.optional(v.boolean()),
    paths: v.optional(v.pipe(v.array(v.pipe(v.string(), v.startsWith("/"))), v.minLength(1))),
    times: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  }),
  v.check(
    (f) => f.latencyMs !== undefined || f.status !== undefined || f.hang === true || f.unauthorized === true,
    "a fault needs latencyMs, status, hang or unauthorized",
  ),
);
export type Fault = v.InferOutput<typeof FaultSchema>;
/** A fault as a caller writes it (`POST /__faults`'s body): the one type tests set faults with. */
export type FaultSpec = v.InferInput<typeof FaultSchema>;

/** What the ledger hands back for a request that met a fault. */
export type FaultEffect = {
  readonly latencyMs: number;
  readonly hang: boolean;
  readonly unauthorized: boolean;
  readonly status: number | null;
};

export type RequestFacts = { readonly method: string; readonly path: string; readonly memberId: string | null };

export function faultApplies(fault: Fault, request: RequestFacts): boolean {
  if (fault.memberId !== undefined && fault.memberId !== request.memberId) return false;
  return fault.paths === undefined || fault.paths.some((prefix) => request.path.startsWith(prefix));
}

export function effectOf(fault: Fault): FaultEffect {
  return {
    latencyMs: fault.latencyMs ?? 0,
    hang: fault.hang ?? false,
    unauthorized: fault.unauthorized ?? false,
    status: fault.status ?? null,
  };
}
