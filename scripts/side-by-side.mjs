#!/usr/bin/env node
/**
 * Runs two lanes of npm scripts at once: `node scripts/side-by-side.mjs a b -- c d` runs `a` then
 * `b` in one lane and `c` then `d` in the other. The lane after `--` is the one you watch: its
 * output streams as it comes (a test run's progress). The first lane's output is kept and printed
 * whole once both lanes end, so two tools never interleave their lines. A lane stops at its first
 * failing script; the command fails if either lane does, and says which script failed.
 *
 * Why: the test tiers run on two cores, and the workerd suite leaves part of them idle (its files
 * wait on their own Workers and storage); the type checker and the dry-run bundles, at the lowest
 * priority, fill that time instead of adding their own.
 */
import { spawn } from "node:child_process";
import { constants, setPriority } from "node:os";

const separator = process.argv.indexOf("--");
if (separator < 0) {
  console.error("usage: node scripts/side-by-side.mjs <kept scripts…> -- <streamed scripts…>");
  process.exit(2);
}
const kept = process.argv.slice(2, separator);
const streamed = process.argv.slice(separator + 1);

/** One npm script; `collect` keeps its output (stdout and stderr together, in order) instead of streaming it. */
function run(script, collect) {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", script], { stdio: collect ? ["ignore", "pipe", "pipe"] : "inherit" });
    // The kept lane only fills what the watched one leaves idle: at the lowest priority, before npm
    // starts anything (its children inherit it), so it never slows the run you are watching.
    if (collect && child.pid !== undefined) setPriority(child.pid, constants.priority.PRIORITY_LOW);
    let output = "";
    if (collect) for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => resolve({ script, code: code ?? 1, output }));
  });
}

/** The lane's scripts one after another; the first that fails ends it. */
async function lane(scripts, collect) {
  const results = [];
  for (const script of scripts) {
    const result = await run(script, collect);
    results.push(result);
    if (result.code !== 0) break;
  }
  return results;
}

const [keptResults, streamedResults] = await Promise.all([lane(kept, true), lane(streamed, false)]);
for (const { output } of keptResults) process.stdout.write(output);
const failed = [...keptResults, ...streamedResults].filter((result) => result.code !== 0);
for (const { script, code } of failed) console.error(`side-by-side: npm run ${script} failed (exit ${code})`);
process.exit(failed.length > 0 ? 1 : 0);
