// Part of `npm test`: every Worker bundles with its local and its production configuration
// (`wrangler deploy --dry-run`), so a broken binding, entry point or environment fails CI instead
// of a deploy. Nothing is uploaded.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { unstable_readConfig } from "wrangler";
import { PRODUCTION, WORKERS } from "./deploy/workers.mjs";

const root = path.resolve(import.meta.dirname, "..");
const STAND_IN = { name: "plancover", config: "workers/plancover/wrangler.toml" };
const STAND_IN_SCRIPT = "toolgate-plancover";
const out = mkdtempSync(path.join(tmpdir(), "toolgate-dry-run-"));
const runs = [
  ...WORKERS.flatMap((w) => [
    { label: `${w.name} (local)`, config: w.config, env: [] },
    { label: `${w.name} (${PRODUCTION})`, config: w.config, env: ["--env", PRODUCTION], production: true },
  ]),
  { label: `${STAND_IN.name} (local only)`, config: STAND_IN.config, env: [] },
  { label: "first-deploy placeholder", config: "scripts/deploy/placeholder.toml", env: [] },
];

/** A production bundle must come from a declared environment and must never bind the stand-in. */
function productionProblem(run, output) {
  if (!run.production) return null;
  if (output.includes(`No environment found in configuration with name "${PRODUCTION}"`)) {
    return `${run.config} has no [env.${PRODUCTION}] section`;
  }
  if (output.includes(`(${STAND_IN_SCRIPT})`)) return `the ${PRODUCTION} environment binds the stand-in`;
  return null;
}

/**
 * Workers reached only through the chat Worker that must never get a public URL of their own: the
 * web Worker's assets include the staff-only Quality Lab report (`_private/`).
 */
const NO_PUBLIC_URL = ["workers/web/wrangler.toml"];

/**
 * What would give a config's Worker a public URL (workers.dev or a preview URL), locally or in
 * production, as wrangler itself reads the config (its defaults and the environment's inheritance).
 */
function publicUrlProblem(config) {
  const open = [undefined, PRODUCTION].flatMap((env) => {
    const read = unstable_readConfig({ config: path.join(root, config), env });
    const on = ["workers_dev", "preview_urls"].filter((key) => read[key] !== false);
    return on.map((key) => `${key} = false${env ? ` (in [env.${env}])` : ""}`);
  });
  return open.length > 0 ? `${config} must set ${open.join(" and ")}` : null;
}

/** One dry run, its output kept for the report (wrangler's own start is most of its time). */
function dryRun(run, i) {
  const args = ["wrangler", "deploy", "--dry-run", "--outdir", path.join(out, String(i)), "-c", run.config, ...run.env];
  return new Promise((resolve) => {
    const child = spawn("npx", args, { cwd: root });
    let output = "";
    for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk) => (output += chunk));
    child.on("close", (status) => resolve({ args, status, output }));
  });
}

/** Two dry runs at a time, on two cores; the results in the runs' order. */
async function dryRuns() {
  const results = new Array(runs.length);
  let next = 0;
  const lane = async () => {
    while (next < runs.length) {
      const i = next++;
      results[i] = await dryRun(runs[i], i);
    }
  };
  await Promise.all([lane(), lane()]);
  return results;
}

let failed = 0;
try {
  for (const [i, { args, status, output }] of (await dryRuns()).entries()) {
    const run = runs[i];
    const problem = productionProblem(run, output);
    if (status === 0 && !problem) {
      console.log(`✓ ${run.label} bundles`);
    } else {
      failed++;
      console.error(`✗ ${run.label}: ${problem ?? `wrangler ${args.slice(1).join(" ")}`}\n${output}`);
    }
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}
for (const config of NO_PUBLIC_URL) {
  const problem = publicUrlProblem(config);
  if (problem) {
    failed++;
    console.error(`✗ ${problem}: it would be reachable without the chat Worker`);
  } else console.log(`✓ ${config} has no public URL`);
}
if (failed) process.exit(1);
