// Part of `npm test`: every Worker bundles with its local and its production configuration
// (`wrangler deploy --dry-run`), so a broken binding, entry point or environment fails CI instead
// of a deploy. Nothing is uploaded.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
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

let failed = 0;
try {
  for (const [i, run] of runs.entries()) {
    const args = [
      "wrangler",
      "deploy",
      "--dry-run",
      "--outdir",
      path.join(out, String(i)),
      "-c",
      run.config,
      ...run.env,
    ];
    const result = spawnSync("npx", args, { cwd: root, encoding: "utf8" });
    const problem = productionProblem(run, `${result.stdout}${result.stderr}`);
    if (result.status === 0 && !problem) {
      console.log(`✓ ${run.label} bundles`);
    } else {
      failed++;
      console.error(
        `✗ ${run.label}: ${problem ?? `wrangler ${args.slice(1).join(" ")}`}\n${result.stdout}${result.stderr}`,
      );
    }
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}
if (failed) process.exit(1);
