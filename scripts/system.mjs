// The local system as `npm start` and the Node-side tests run it: .dev.vars from their committed
// examples, the web app built into its static assets folder, D1 migrated and seeded, then two
// `wrangler dev`s: one for the chat Worker, the tools Worker and the web app's assets-only Worker
// (reached only through the chat Worker), and one for the PlanCover stand-in on
// its own port (its own origin, as the real API has: a signed document link opens there, and the
// tests reach its fault knobs). The tools Worker reaches the stand-in over its service binding
// through wrangler's dev registry, one per system (its folder under the persist folder), so two
// systems running side by side never bind to each other's stand-in.
import { spawn, spawnSync } from "node:child_process";
import { copyFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "..");
const CONFIGS = ["wrangler.toml", "workers/tools/wrangler.toml", "workers/web/wrangler.toml"];
const STAND_IN_CONFIG = "workers/plancover/wrangler.toml";

function run(title, command, args, quiet) {
  if (!quiet) console.log(`\n▸ ${title}`);
  const result = spawnSync(command, args, { cwd: root, stdio: quiet ? "pipe" : "inherit", encoding: "utf8" });
  if (result.status !== 0) {
    const detail = quiet ? `\n${result.stdout}\n${result.stderr}` : "";
    throw new Error(`✗ ${title} failed (exit ${result.status}).${detail}`);
  }
}

/** Creates each missing .dev.vars from its committed example (dev-only values). */
export function prepareDevVars({ quiet = false } = {}) {
  for (const dir of [".", "workers/tools", "workers/plancover"]) {
    const vars = path.join(root, dir, ".dev.vars");
    if (!existsSync(vars)) {
      copyFileSync(`${vars}.example`, vars);
      if (!quiet) console.log(`▸ created ${path.relative(root, vars)} from its example (dev-only values)`);
    }
  }
}

/** Builds the member app and the admin console into web/dist (the web Worker's static assets). */
export function buildWeb({ quiet = false } = {}) {
  run("building the web app and the admin console", "npx", ["vite", "build", "-c", "web/vite.config.ts"], quiet);
}

/**
 * Applies the D1 migrations and the demo seed to the local database under `persist`. The seed files
 * go in one `wrangler d1 execute` (one file, written beside the database, in their names' order):
 * each wrangler start costs seconds.
 */
export function migrateAndSeed(persist, { quiet = false } = {}) {
  const d1 = ["--local", "--persist-to", persist, "-c", "workers/tools/wrangler.toml"];
  run("applying D1 migrations", "npx", ["wrangler", "d1", "migrations", "apply", "toolgate", ...d1], quiet);
  const seeds = readdirSync(path.join(root, "d1/seed"))
    .filter((f) => f.endsWith(".sql"))
    .sort();
  const seed = path.resolve(root, persist, "seed.sql");
  writeFileSync(seed, seeds.map((file) => `${readFileSync(path.join(root, "d1/seed", file), "utf8")}\n`).join(""));
  run(`seeding ${seeds.join(", ")}`, "npx", ["wrangler", "d1", "execute", "toolgate", "--file", seed, ...d1], quiet);
}

/** Where a system's Workers find each other: wrangler's dev registry, one per system, under its persist folder. */
function devOptions(persist, stdio) {
  const env = { ...process.env, WRANGLER_REGISTRY_PATH: path.resolve(root, persist, "dev-registry") };
  return { cwd: root, stdio, detached: stdio !== "inherit", env };
}

/** Ends a started `wrangler dev`: a detached child leads its own group, so it and its children (workerd), nothing else. */
function stopper(child, detached) {
  return (signal = "SIGTERM") => {
    if (!child.pid || child.exitCode !== null) return;
    if (detached) process.kill(-child.pid, signal);
    else child.kill(signal);
  };
}

/**
 * Starts the PlanCover stand-in's `wrangler dev` on `port`; its documents' links point at
 * `http://<host>:<port>`. It needs nothing of the main system's D1, so it can start while that is
 * migrated.
 */
export function startStandIn({ port, persist, host = "localhost", args = [], stdio = "inherit" }) {
  const options = devOptions(persist, stdio);
  const url = `http://${host}:${port}`;
  const child = spawn(
    "npx",
    [
      "wrangler",
      "dev",
      "-c",
      STAND_IN_CONFIG,
      "--persist-to",
      path.join(persist, "plancover"),
      "--port",
      String(port),
      "--var",
      `DOCUMENTS_BASE_URL:${url}`,
      ...args,
    ],
    options,
  );
  return { child, url, stop: stopper(child, options.detached) };
}

/** Starts the chat, tools and web Workers' `wrangler dev` on `port`, over the D1 under `persist`. */
export function startMain({ port, persist, args = [], stdio = "inherit" }) {
  const options = devOptions(persist, stdio);
  const child = spawn(
    "npx",
    ["wrangler", "dev", ...CONFIGS.flatMap((c) => ["-c", c]), "--persist-to", persist, "--port", String(port), ...args],
    options,
  );
  return { child, stop: stopper(child, options.detached) };
}

/**
 * Starts the system: the stand-in's `wrangler dev` on `standInPort` and the chat and tools Workers'
 * on `port`. Each runs in its own process group (when not inheriting stdio); `stop()` ends both.
 */
export function startDev({
  port,
  standInPort,
  persist,
  host = "localhost",
  extraArgs = [],
  standInArgs = [],
  stdio = "inherit",
}) {
  const standIn = startStandIn({ port: standInPort, persist, host, args: standInArgs, stdio });
  const main = startMain({ port, persist, args: extraArgs, stdio });
  const stop = (signal = "SIGTERM") => {
    main.stop(signal);
    standIn.stop(signal);
  };
  return { main: main.child, standIn: standIn.child, standInUrl: standIn.url, stop };
}
