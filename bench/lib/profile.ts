/**
 * Where the time goes, for a missed target: samples one subject under the V8 CPU profiler (what
 * `node --cpu-prof` records, limited to that subject) and sums self time by module and by function.
 * The profile itself is written to bench/.tmp/ for a closer look in any .cpuprofile viewer.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Subject } from "./measure";
import { BENCH_DIR, ROOT } from "./report";

interface CallFrame {
  readonly functionName: string;
  readonly url: string;
}
interface ProfileNode {
  readonly id: number;
  readonly callFrame: CallFrame;
  readonly children?: readonly number[];
}
interface CpuProfile {
  readonly nodes: readonly ProfileNode[];
  readonly samples?: readonly number[];
  readonly timeDeltas?: readonly number[];
}

export interface HotSpot {
  readonly name: string;
  readonly selfMs: number;
  readonly share: number;
}

function moduleOf(url: string): string {
  if (url === "") return "(native or runtime)";
  const file = url.startsWith("file://") ? fileURLToPath(url) : url;
  const nodeModules = file.lastIndexOf("node_modules/");
  if (nodeModules >= 0) {
    const rest = file.slice(nodeModules + "node_modules/".length).split("/");
    return rest[0]?.startsWith("@") ? `${rest[0]}/${rest[1]}` : (rest[0] ?? file);
  }
  return file.startsWith(ROOT) ? path.relative(ROOT, file) : file;
}

function top(totals: Map<string, number>, all: number, count: number): HotSpot[] {
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, us]) => ({ name, selfMs: us / 1000, share: us / all }));
}

export async function profileSubject(
  subject: Subject,
  ms: number,
  label: string,
): Promise<{ byModule: HotSpot[]; byFunction: HotSpot[]; file: string }> {
  const session = new Session();
  session.connect();
  try {
    await session.post("Profiler.enable");
    await session.post("Profiler.setSamplingInterval", { interval: 100 });
    await session.post("Profiler.start");
    const start = performance.now();
    while (performance.now() - start < ms) await subject.batch();
    const { profile } = (await session.post("Profiler.stop")) as { profile: CpuProfile };
    const dir = path.join(BENCH_DIR, ".tmp");
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `${label}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));

    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const parentOf = new Map<number, ProfileNode>();
    for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node);
    const isApp = (node: ProfileNode) => node.callFrame.url.startsWith("file://");
    /** The nearest frame in a source file (ours or a package): what native and Node-internal work was for. */
    const appFrame = (node: ProfileNode): ProfileNode | undefined => {
      let at: ProfileNode | undefined = node;
      while (at && !isApp(at)) at = parentOf.get(at.id);
      return at;
    };
    const byModule = new Map<string, number>();
    const byFunction = new Map<string, number>();
    let all = 0;
    const samples = profile.samples ?? [];
    const deltas = profile.timeDeltas ?? [];
    for (let i = 0; i < samples.length; i++) {
      const node = byId.get(samples[i] ?? -1);
      const us = deltas[i] ?? 0;
      // Idle time and the profiler's own work (collecting the profile) are not the subject's.
      if (!node || node.callFrame.functionName === "(idle)" || node.callFrame.url === "node:inspector") continue;
      all += us;
      const where = moduleOf(node.callFrame.url);
      const fn = node.callFrame.functionName || "(anonymous)";
      byModule.set(where, (byModule.get(where) ?? 0) + us);
      // Positions are in tsx's generated code, so a function is named by its module, not its line.
      // Native and Node-internal work (a crypto job, JSON.parse) counts for the source function that asked for it.
      const app = fn.startsWith("(") ? undefined : appFrame(node);
      const key = app ? `${app.callFrame.functionName || "(anonymous)"} (${moduleOf(app.callFrame.url)})` : fn;
      byFunction.set(key, (byFunction.get(key) ?? 0) + us);
    }
    return { byModule: top(byModule, all, 8), byFunction: top(byFunction, all, 12), file: path.relative(ROOT, file) };
  } finally {
    await session.post("Profiler.disable").catch(() => undefined);
    session.disconnect();
  }
}

const row = (spot: HotSpot): string => `| ${spot.name} | ${(spot.share * 100).toFixed(1)} % |`;

/** The profile as report lines: self time by module, then the hottest functions. */
export async function profileNotes(subject: Subject, ms: number, label: string): Promise<string[]> {
  const { byModule, byFunction, file } = await profileSubject(subject, ms, label);
  return [
    `Where the time goes (V8 CPU profile of ours alone for ${ms / 1000} s, self time; \`${file}\`, not committed):`,
    "",
    "| module | self |",
    "| --- | --- |",
    ...byModule.map(row),
    "",
    "| function (with the native and Node-internal work it asked for) | self |",
    "| --- | --- |",
    ...byFunction.map(row),
    "",
    "`__name` is the name-keeping wrapper tsx adds to each module: its share belongs to the module it names.",
  ];
}
