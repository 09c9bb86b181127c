/**
 * Starts what B4, B5 and B7 measure, each in its own `wrangler dev` on loopback ports chosen free:
 * the system (chat Worker, tools Worker, the stand-in with its fault knobs off), the baseline
 * Worker (beside its own stand-in) and, for B7 alone, the `agents` SDK peer (beside its own
 * stand-in). Each gets a fresh local state under bench/.tmp/ (the system's and the baseline's D1
 * migrated and seeded). `stop()` ends the process groups started here (by id) and is safe to repeat.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import {
  copyFileSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { BENCH_DIR, ROOT } from "./report";

const TMP = path.join(BENCH_DIR, ".tmp");
/** Run with this process's Node (22, from the `node` devDependency), whatever `node` is first on PATH. */
const WRANGLER = [process.execPath, path.join(ROOT, "node_modules/wrangler/bin/wrangler.js")] as const;
const LOOPBACK = "127.0.0.1";
/** How long a `wrangler dev` may take to answer its first request. */
const READY_TIMEOUT_MS = 120_000;
const STOP_GRACE_MS = 5_000;

const SYSTEM_CONFIGS = [
  "wrangler.toml",
  "workers/tools/wrangler.toml",
  "workers/web/wrangler.toml",
  "bench/workers/plancover/wrangler.toml",
];
const BASELINE_CONFIGS = ["bench/workers/baseline/wrangler.toml", "bench/workers/plancover/wrangler.toml"];
const AGENTS_CONFIGS = ["bench/workers/agents/wrangler.toml", "bench/workers/plancover/wrangler.toml"];

export interface DevServer {
  readonly url: string;
  /** The wrangler dev inspector (DevTools protocol) for this server's Workers. */
  readonly inspectorPort: number;
  readonly child: ChildProcess;
}

export interface RunningSystem {
  /** The chat Worker (the system as clients see it), with the tools Worker and the stand-in behind it. */
  readonly system: DevServer;
  /** The baseline Worker: /noop, /insert, /floor/session, /floor/read, /floor/reads, /plancover/*. */
  readonly baseline: DevServer;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, LOOPBACK, () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function wrangler(args: readonly string[], title: string): void {
  const result = spawnSync(WRANGLER[0], [WRANGLER[1], ...args], { cwd: ROOT, encoding: "utf8", env: wranglerEnv() });
  if (result.status !== 0)
    throw new Error(`${title} failed (exit ${result.status}):\n${result.stderr || result.stdout}`);
}

/**
 * Every server, ours, the floors' and the peer's alike, runs without wrangler's local observability
 * (`X_LOCAL_OBSERVABILITY`, on by default in `wrangler dev`): it streams a trace of every invocation
 * (each RPC, object call and D1 statement) to a collector that writes them to its own SQLite on the
 * same thread. Production has no such collector, and it charges a side by how many invocations its
 * work is split into rather than by the work itself.
 */
function wranglerEnv(): NodeJS.ProcessEnv {
  return { ...process.env, WRANGLER_SEND_METRICS: "false", NO_COLOR: "1", X_LOCAL_OBSERVABILITY: "false" };
}

/** The Workers' local secrets, created from their committed examples when missing (as `npm start` does). */
function ensureDevVars(): void {
  for (const dir of [".", "workers/tools"]) {
    const vars = path.join(ROOT, dir, ".dev.vars");
    if (!existsSync(vars)) copyFileSync(`${vars}.example`, vars);
  }
}

/** A fresh local D1 for one server: migrations, then the given seed files as one script. */
function prepareDatabase(name: string, config: string, seeds: readonly string[]): string {
  const state = path.join(TMP, "state", name);
  rmSync(state, { recursive: true, force: true });
  mkdirSync(state, { recursive: true });
  const local = ["--local", "--persist-to", state, "-c", config];
  wrangler(["d1", "migrations", "apply", "toolgate", ...local], `${name}: D1 migrations`);
  const script = path.join(TMP, `${name}-seed.sql`);
  writeFileSync(script, seeds.map((file) => readFileSync(path.join(ROOT, file), "utf8")).join("\n"));
  wrangler(["d1", "execute", "toolgate", "--file", script, ...local], `${name}: seed`);
  return state;
}

async function startDev(name: string, configs: readonly string[], state: string): Promise<DevServer> {
  const [port, inspector] = [await freePort(), await freePort()];
  const log = createWriteStream(path.join(TMP, `wrangler-${name}.log`));
  const args = ["dev", ...configs.flatMap((c) => ["-c", c]), "--ip", LOOPBACK, "--port", String(port)];
  args.push("--inspector-port", String(inspector), "--persist-to", state, "--log-level", "warn");
  // Its own process group, so stopping it also stops the workerd it starts.
  const child = spawn(WRANGLER[0], [WRANGLER[1], ...args], {
    cwd: ROOT,
    env: wranglerEnv(),
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  return { url: `http://${LOOPBACK}:${port}`, inspectorPort: inspector, child };
}

async function waitReady(server: DevServer, name: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null)
      throw new Error(`${name}: wrangler dev exited (${server.child.exitCode}); see bench/.tmp/wrangler-${name}.log`);
    const ok = await fetch(`${server.url}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await sleep(500);
  }
  throw new Error(`${name}: not ready after ${READY_TIMEOUT_MS / 1000} s; see bench/.tmp/wrangler-${name}.log`);
}

async function stopDev(server: DevServer): Promise<void> {
  const { child } = server;
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const signal = (sig: NodeJS.Signals) => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, sig);
    } catch {
      // The group is already gone.
    }
  };
  signal("SIGTERM");
  const timedOut = await Promise.race([exited.then(() => false), sleep(STOP_GRACE_MS).then(() => true)]);
  if (timedOut) {
    signal("SIGKILL");
    await exited;
  }
}

/** The web Worker holds the web app's build as its assets; a fresh clone has none yet. */
function ensureWebBuild(): void {
  if (existsSync(path.join(ROOT, "web/dist"))) return;
  console.log("  building the web app (the web Worker's assets)");
  const result = spawnSync("npm", ["run", "build:web"], { cwd: ROOT, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`the web build failed:\n${result.stderr || result.stdout}`);
}

export async function startSystem(): Promise<RunningSystem> {
  mkdirSync(TMP, { recursive: true });
  ensureDevVars();
  ensureWebBuild();
  const demoSeeds = readdirSync(path.join(ROOT, "d1/seed"))
    .filter((file) => file.endsWith(".sql"))
    .sort()
    .map((file) => `d1/seed/${file}`);
  console.log("  preparing local D1 for the system and the baseline");
  const systemState = prepareDatabase("system", "workers/tools/wrangler.toml", [
    ...demoSeeds,
    "bench/fixtures/bench-policy.sql",
  ]);
  const baselineState = prepareDatabase("baseline", BASELINE_CONFIGS[0] ?? "", demoSeeds);

  const started: DevServer[] = [];
  const stop = async () => {
    await Promise.all(started.map(stopDev));
  };
  try {
    console.log("  starting wrangler dev: the system and the baseline Worker");
    const system = await startDev("system", SYSTEM_CONFIGS, systemState);
    started.push(system);
    const baseline = await startDev("baseline", BASELINE_CONFIGS, baselineState);
    started.push(baseline);
    await Promise.all([waitReady(system, "system"), waitReady(baseline, "baseline")]);
    return { system, baseline, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

export interface RunningPeer {
  /** The `agents` SDK peer: /mcp (McpAgent), /chat (an AIChatAgent turn), /plancover/*. */
  readonly agents: DevServer;
  stop(): Promise<void>;
}

/**
 * The `agents` SDK peer (B7), beside its own stand-in, started only when B7 runs (a `wrangler dev`
 * left idle through the other benchmarks' profiling is one more process on the shared cores).
 */
export async function startPeer(): Promise<RunningPeer> {
  mkdirSync(TMP, { recursive: true });
  // The peer's tools read no D1; its agents keep their own SQLite in their objects.
  const state = path.join(TMP, "state", "agents");
  rmSync(state, { recursive: true, force: true });
  mkdirSync(state, { recursive: true });
  console.log("  starting wrangler dev: the agents SDK peer");
  const agents = await startDev("agents", AGENTS_CONFIGS, state);
  const stop = () => stopDev(agents);
  try {
    await waitReady(agents, "agents");
    return { agents, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
