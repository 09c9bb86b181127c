/**
 * B4's and B5's profile, for a missed target: which isolate of the one workerd thread spends what
 * per request (a read, a turn) and per request of the floor. Each share (from a V8 profile of every
 * isolate while that side alone runs) is turned into milliseconds with the thread's CPU per request
 * measured without the profiler, since the profiler's own sampling inflates the CPU it watches.
 */
import { type IsolateShare, profileIsolates } from "./isolate-profile";
import { formatNumber } from "./report";

/** What each isolate is on the request's path. */
const ROLES: Readonly<Record<string, string>> = {
  "core:entry": "the local runtime's entry Worker (routes each request to its Worker)",
  "core:user:toolgate-chat": "chat Worker, with the Conversation and TurnQuota objects",
  "core:user:toolgate-tools": "tools Worker (session, the chain, vault, audit row)",
  "core:user:toolgate-plancover": "PlanCover stand-in (the upstream read, its token check)",
  "core:user:toolgate-bench-baseline": "baseline Worker (the floor's own handler)",
  "d1:db": "local D1 (its SQLite object: each statement)",
  "d1:db:entry": "local D1's entry Worker (each round trip into D1)",
};

export const SYSTEM_ISOLATES = [
  "core:user:toolgate-chat",
  "core:entry",
  "core:user:toolgate-tools",
  "core:user:toolgate-plancover",
  "d1:db",
  "d1:db:entry",
] as const;
export const BASELINE_ISOLATES = ["core:user:toolgate-bench-baseline", "core:entry", "d1:db", "d1:db:entry"] as const;
/** The baseline's isolates when its floor also reads from its stand-in (B5). */
export const BASELINE_READ_ISOLATES = [...BASELINE_ISOLATES, "core:user:toolgate-plancover"] as const;

export interface ProfiledTarget {
  readonly label: string;
  readonly pgid: number;
  /** The `--inspector-port` of its `wrangler dev` (DevTools for its first Worker). */
  readonly devtoolsPort: number;
  readonly isolates: readonly string[];
  /** CPU per request of the Workers' thread without the profiler, in ms. */
  readonly threadCpuMs: number;
  load(): Promise<unknown>;
  /** One request of the target. */
  once(): Promise<unknown>;
}

/** `bound`: what the thread's CPU per request means for the benchmark's figure. */
export async function profileNotes(read: ProfiledTarget, floor: ProfiledTarget, bound: string): Promise<string[]> {
  let readShares: IsolateShare[] | null;
  let floorShares: IsolateShare[] | null;
  try {
    readShares = await profileIsolates(read.pgid, read.isolates, read.load, read.once, read.devtoolsPort);
    floorShares = await profileIsolates(floor.pgid, floor.isolates, floor.load, floor.once, floor.devtoolsPort);
  } catch (error) {
    return [`No isolate profile: ${error instanceof Error ? error.message : String(error)}.`];
  }
  if (!readShares || !floorShares) return ["No isolate profile: the local runtime's inspector was not found."];
  const ms = (shares: readonly IsolateShare[], isolate: string, thread: number) => {
    const share = shares.find((s) => s.isolate === isolate)?.share;
    return share === undefined ? "—" : `${formatNumber(share * thread)} ms (${(share * 100).toFixed(0)} %)`;
  };
  const isolates = [...new Set([...readShares.map((s) => s.isolate), ...floorShares.map((s) => s.isolate)])];
  const hottest = (isolate: string) =>
    (readShares.find((s) => s.isolate === isolate)?.top ?? [])
      .slice(0, 3)
      .map((t) => `\`${t.name}\` ${(t.share * 100).toFixed(0)} %`)
      .join(", ");
  return [
    `Where the CPU goes (the target is missed). Under \`wrangler dev\` every Worker, object and the local D1 is an ` +
      `isolate of one workerd process running on one thread, so ${bound}: ${formatNumber(read.threadCpuMs)} ms per ` +
      `${read.label} against ${formatNumber(floor.threadCpuMs)} ms per ${floor.label}. Split by isolate from V8 ` +
      "profiles of each isolate under the same work (`bench/.tmp/*.cpuprofile`, not committed):",
    "",
    `| isolate | on the path | ${read.label} | ${floor.label} | hottest in the ${read.label} (self time) |`,
    "| --- | --- | --- | --- | --- |",
    ...isolates.map(
      (isolate) =>
        `| \`${isolate}\` | ${ROLES[isolate] ?? ""} | ${ms(readShares, isolate, read.threadCpuMs)} | ` +
        `${ms(floorShares, isolate, floor.threadCpuMs)} | ${hottest(isolate)} |`,
    ),
  ];
}
