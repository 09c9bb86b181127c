/**
 * Where a request's CPU goes inside `wrangler dev`: every Worker, Durable Object and the local D1
 * run as isolates of one workerd process, on one thread, so that process's CPU per request bounds
 * requests per second. This samples each isolate with the V8 profiler (workerd's own inspector,
 * found among the sockets of the server's workerd) while a load runs, and splits the process's
 * measured CPU per request between them by their shares of the samples. The profiles are written
 * to bench/.tmp/ (not committed) for a closer look in any .cpuprofile viewer.
 */
import { readdirSync, readFileSync, readlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { groupProcesses } from "./cpu";
import { BENCH_DIR } from "./report";

interface CallFrame {
  readonly functionName: string;
  readonly url: string;
  readonly lineNumber: number;
}
interface ProfileNode {
  readonly id: number;
  readonly callFrame: CallFrame;
}
interface CpuProfile {
  readonly nodes: readonly ProfileNode[];
  readonly samples?: readonly number[];
}

export interface IsolateShare {
  /** The isolate's name in workerd (`core:user:toolgate-tools`, `d1:db`, …). */
  readonly isolate: string;
  /** Its share of all sampled (non-idle) time across the isolates profiled. */
  readonly share: number;
  /** Its hottest functions by self time, with their share of the isolate's own time. */
  readonly top: readonly { readonly name: string; readonly share: number }[];
}

/** TCP ports a process listens on (its socket inodes matched against /proc/net/tcp). */
function listeningPorts(pid: string): number[] {
  const inodes = new Set<string>();
  try {
    for (const fd of readdirSync(`/proc/${pid}/fd`)) {
      const link = readlinkSync(`/proc/${pid}/fd/${fd}`, { encoding: "utf8" });
      const inode = link.match(/^socket:\[(\d+)\]$/)?.[1];
      if (inode) inodes.add(inode);
    }
  } catch {
    return [];
  }
  const ports: number[] = [];
  for (const line of readFileSync("/proc/net/tcp", "utf8").split("\n").slice(1)) {
    const cols = line.trim().split(/\s+/);
    const [local, state, inode] = [cols[1], cols[3], cols[9]];
    if (state === "0A" && inode !== undefined && inodes.has(inode))
      ports.push(Number.parseInt(local?.split(":")[1] ?? "", 16));
  }
  return ports;
}

interface Target {
  readonly id: string;
  readonly webSocketDebuggerUrl: string;
}

/** The workerd of a group that runs `worker` (by its isolate name), and that isolate list. */
async function inspectorOf(pgid: number, worker: string): Promise<{ pid: string; targets: Target[] } | null> {
  for (const process of (groupProcesses(pgid) ?? []).filter((p) => p.name === "workerd")) {
    for (const port of listeningPorts(process.pid)) {
      const list = await fetch(`http://127.0.0.1:${port}/json`, { signal: AbortSignal.timeout(1000) })
        .then((response) => (response.ok ? response.json() : null))
        .catch(() => null);
      if (Array.isArray(list) && list.some((t: Target) => t.id === worker)) return { pid: process.pid, targets: list };
    }
  }
  return null;
}

/** A DevTools protocol session on one isolate. */
async function open(url: string): Promise<{ send(method: string, params?: object): Promise<unknown>; close(): void }> {
  // Node's WebSocket (undici) takes headers; wrangler's inspector proxy wants an Origin it allows.
  const init = { headers: { origin: "http://localhost" } } as unknown as string[];
  const socket = new WebSocket(url, init);
  // workerd's inspector may answer in binary frames.
  socket.binaryType = "arraybuffer";
  const decoder = new TextDecoder();
  let next = 0;
  const waiting = new Map<number, (result: unknown) => void>();
  socket.addEventListener("message", (event) => {
    const text = typeof event.data === "string" ? event.data : decoder.decode(event.data as ArrayBuffer);
    const message = JSON.parse(text) as { id?: number; result?: unknown };
    if (message.id !== undefined) waiting.get(message.id)?.(message.result);
    if (message.id !== undefined) waiting.delete(message.id);
  });
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener("open", () => resolve());
    socket.addEventListener("error", () => reject(new Error(`could not open ${url}`)));
  });
  return {
    send: (method, params = {}) =>
      new Promise((resolve, reject) => {
        const id = ++next;
        waiting.set(id, resolve);
        socket.send(JSON.stringify({ id, method, params }));
        setTimeout(() => {
          if (waiting.delete(id)) reject(new Error(`${method}: no answer from ${url}`));
        }, 30_000);
      }),
    close: () => socket.close(),
  };
}

/**
 * `Profiler.enable`, sent again while unanswered (a message sent as the session opens can go
 * unheard), with a request through the isolates each time.
 */
async function enableProfiler(
  session: Awaited<ReturnType<typeof open>>,
  isolate: string,
  poke: () => Promise<unknown>,
): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt++) {
    // An idle isolate may read its inspector messages only when a request next runs in it.
    void poke().catch(() => undefined);
    const answered = await Promise.race([
      session.send("Profiler.enable").then(
        () => true,
        () => false,
      ),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), 500)),
    ]);
    if (answered) return;
  }
  throw new Error(`the profiler of ${isolate} did not answer`);
}

function sharesOf(isolate: string, profile: CpuProfile): { total: number; top: Map<string, number> } {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const top = new Map<string, number>();
  let total = 0;
  // Each sample is one sampling interval spent in this isolate: workerd takes them only while the
  // isolate runs, so the wall time between two samples (timeDeltas) also spans the other isolates'
  // work and the idle thread, and counts nothing here.
  for (const id of profile.samples ?? []) {
    const frame = byId.get(id)?.callFrame;
    if (!frame || frame.functionName === "(idle)") continue;
    total += 1;
    const where = frame.url ? ` (${frame.url.split("/").at(-1)}:${frame.lineNumber})` : "";
    const name = `${frame.functionName || "(anonymous)"}${where}`;
    top.set(name, (top.get(name) ?? 0) + 1);
  }
  writeFileSync(path.join(BENCH_DIR, ".tmp", `${isolate.replaceAll(":", "_")}.cpuprofile`), JSON.stringify(profile));
  return { total, top };
}

/**
 * Profiles the named isolates of the group's workerd while `load` runs (`poke` is one request that
 * passes through them, sent while the profilers are being switched on). Null when the inspector
 * cannot be found (not Linux, or a workerd that exposes none): the bench then reports no profile.
 */
export async function profileIsolates(
  pgid: number,
  isolates: readonly string[],
  load: () => Promise<unknown>,
  poke: () => Promise<unknown>,
  devtoolsPort: number,
): Promise<IsolateShare[] | null> {
  const inspector = await inspectorOf(pgid, isolates[0] ?? "");
  if (!inspector) return null;
  // wrangler's own DevTools proxy holds the session of its first Worker (the one `wrangler dev`
  // forwards logs from); workerd answers a second session there not at all, so that one isolate is
  // reached through the proxy, on the port `--inspector-port` gave it.
  const first = inspector.targets.find((t) => t.id.startsWith("core:user:"))?.id;
  const urlOf = (target: Target) =>
    target.id === first ? `ws://127.0.0.1:${devtoolsPort}/ws` : target.webSocketDebuggerUrl;
  const sessions: { isolate: string; session: Awaited<ReturnType<typeof open>> }[] = [];
  try {
    // One isolate at a time: workerd's inspector does not answer sessions opened all at once.
    for (const target of inspector.targets.filter((t) => isolates.includes(t.id))) {
      const session = await open(urlOf(target));
      sessions.push({ isolate: target.id, session });
      await enableProfiler(session, target.id, poke);
      await session.send("Profiler.setSamplingInterval", { interval: 200 });
      await session.send("Profiler.start");
    }
    await load();
    const measured = [];
    for (const { isolate, session } of sessions) {
      const { profile } = (await session.send("Profiler.stop")) as { profile: CpuProfile };
      measured.push({ isolate, ...sharesOf(isolate, profile) });
    }
    const all = measured.reduce((sum, m) => sum + m.total, 0) || 1;
    return measured
      .map(({ isolate, total, top }) => ({
        isolate,
        share: total / all,
        top: [...top]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 4)
          .map(([name, samples]) => ({ name, share: samples / (total || 1) })),
      }))
      .sort((a, b) => b.share - a.share);
  } finally {
    // Disabled before the session closes: wrangler's DevTools proxy keeps its own session to the first
    // Worker open, so closing ours leaves that isolate's profiler enabled, and every later benchmark
    // on these servers would run slower (a B5 turn measured 45 ms after B4's profile against 32 ms).
    for (const { session } of sessions) {
      await session.send("Profiler.disable").catch(() => undefined);
      session.close();
    }
  }
}
