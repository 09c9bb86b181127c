// The local system as `npm start` and the Node-side tests run it: .dev.vars from their committed
// examples, the web app built into its static assets folder, D1 migrated and seeded, then one
// `wrangler dev` for the chat Worker, the tools Worker and the PlanCover stand-in.
import { spawn, spawnSync } from "node:child_process";
import { copyFileSync, existsSync, readdirSync } from "node:fs";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "..");
const CONFIGS = ["wrangler.toml", "workers/tools/wrangler.toml", "workers/plancover/wrangler.toml"];

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

/** Starts `wrangler dev` for the three Workers; returns the child process. */
export function startDev({ port, persist, extraArgs = [], stdio = "inherit" }) {
  return spawn(
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
    { cwd: root, stdio, detached: stdio !== "inherit" },
  );
}
