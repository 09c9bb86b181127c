// The local system as `npm start` and the Node-side tests run it: .dev.vars from their committed
// examples, the web app built into its static assets folder, D1 migrated and seeded, then two
// `wrangler dev`s: one for the chat Worker and the tools Worker, and one for the PlanCover stand-in on
// its own port (its own origin, as the real API has: a signed document link opens there, and the
// tests reach its fault knobs). The tools Worker reaches the stand-in over its service binding
// through wrangler's dev registry, one per system (its folder under the persist folder), so two
// systems running side by side never bind to each other's stand-in.
import { spawn, spawnSync } from "node:child_process";
import { copyFileSync, existsSync, readdirSync } from "node:fs";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "..");
const CONFIGS = ["wrangler.toml", "workers/tools/wrangler.toml"];
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

/** Builds the member app and the admin console into web/dist (the chat Worker's static assets). */
export function buildWeb({ quiet = false } = {}) {
  run("building the web app and the admin console", "npx", ["vite", "build", "-c", "web/vite.config.ts"], quiet);
}

/** Applies the D1 migrations and the demo seed to the local database under `persist`. */
export function migrateAndSeed(persist, { quiet = false } = {}) {
  const d1 = ["--local", "--persist-to", persist, "-c", "workers/tools/wrangler.toml"];
  run("applying D1 migrations", "npx", ["wrangler", "d1", "migrations", "apply", "toolgate", ...d1], quiet);
  for (const file of readdirSync(path.join(root, "d1/seed"))
    .filter((f) => f.endsWith(".sql"))
    .sort()) {
    run(`seeding ${file}`, "npx", ["wrangler", "d1", "execute", "toolgate", "--file", `d1/seed/${file}`, ...d1], quiet);
  }
}

/**
 * Starts the system: the stand-in's `wrangler dev` on `standInPort` (its documents' links point at
 * `http://<host>:<standInPort>`) and the chat and tools Workers' on `port`. Each runs in its own
 * process group (when not inheriting stdio); `stop()` ends both.
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
  const env = { ...process.env, WRANGLER_REGISTRY_PATH: path.resolve(root, persist, "dev-registry") };
  const options = { cwd: root, stdio, detached: stdio !== "inherit", env };
  const standInUrl = `http://${host}:${standInPort}`;
  const standIn = spawn(
    "npx",
    [
      "wrangler",
      "dev",
      "-c",
      STAND_IN_CONFIG,
      "--persist-to",
      path.join(persist, "plancover"),
      "--port",
      String(standInPort),
      "--var",
      `DOCUMENTS_BASE_URL:${standInUrl}`,
      ...standInArgs,
    ],
    options,
  );
  const main = spawn(
    "npx",
    [
      "wrangler",
      "dev",
      ...CONFIGS.flatMap((c) => ["-c", c]),
      "--persist-to",
      persist,
      "--port",
      String(port),
      ...extraArgs,
    ],
    options,
  );
  const stop = (signal = "SIGTERM") => {
    for (const child of [main, standIn]) {
      if (!child.pid || child.exitCode !== null) continue;
      // A detached child leads its own group: end it and its children (workerd), nothing else.
      if (options.detached) process.kill(-child.pid, signal);
      else child.kill(signal);
    }
  };
  return { main, standIn, standInUrl, stop };
}
