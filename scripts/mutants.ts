/**
 * `npm run mutants`: the guard-removal score. Each mutation of test/reliability/mutants/ (one file
 * per part of the code, gathered in mutations.ts) removes one guard; the runner applies it in a
 * scratch copy of the repository, runs only the tests the list names for it (stopping at the first
 * failure), and restores the file. Several copies run side by side (`--jobs`, default 2), the
 * slowest mutations of the last run first. The tests are first run unmutated (the baseline): if
 * they fail, nothing is scored. Results go to test/reliability/mutants/results.json and
 * test/reliability/MUTANTS.md. Exits 1 unless every declared mutation is killed: a survivor is a
 * missing test, and a mutation that cannot be applied or whose run breaks is an error, never a kill.
 *
 *   npm run mutants                        every mutation
 *   npm run mutants -- --only a,b          some (the report keeps the other rows from earlier runs)
 *   npm run mutants -- --jobs 1            one copy at a time
 *   npm run mutants -- --check             only check that every mutation applies (no tests run)
 */
import { execFileSync } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import type { Mutation } from "../test/reliability/mutants/mutation";
import { MUTATIONS } from "../test/reliability/mutants/mutations";
import {
  loadResults,
  type MutationResult,
  mergeResults,
  type RunInfo,
  renderReport,
  saveResults,
  score,
} from "./mutants/report";
import { applyMutation, mutatedText, type RunOptions, runTests, scratchCopy, stopRuns } from "./mutants/run";

const root = path.resolve(import.meta.dirname, "..");
const REPORT = path.join(root, "test/reliability/MUTANTS.md");
const RESULTS = path.join(root, "test/reliability/mutants/results.json");

function option(name: string): string | null {
  const at = process.argv.indexOf(name);
  return at >= 0 ? (process.argv[at + 1] ?? "") : null;
}

const load = () => Math.round((loadavg()[0] ?? 0) * 10) / 10;

function commitLabel(): string {
  const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root }).toString().trim();
  const dirty = execFileSync("git", ["status", "--porcelain"], { cwd: root }).toString().trim() !== "";
  return dirty ? `${commit}+changes` : commit;
}

/** `--check`: every snippet is in its file exactly once, in the work tree as it is. */
function check(chosen: readonly Mutation[]): number {
  let broken = 0;
  for (const mutation of chosen) {
    let text: string;
    try {
      text = readFileSync(path.join(root, mutation.file), "utf8");
    } catch {
      console.log(`${mutation.id}: ${mutation.file} does not exist`);
      broken++;
      continue;
    }
    const mutated = mutatedText(text, mutation);
    if (!mutated.ok) {
      console.log(`${mutation.id}: ${mutated.why}`);
      broken++;
    }
  }
  console.log(`${chosen.length - broken} of ${chosen.length} mutations apply`);
  return broken === 0 ? 0 : 1;
}

interface Job {
  readonly tests: readonly string[];
  readonly options: RunOptions;
}

/** The unmutated runs: every unfiltered test in `jobs` even parts, and each filtered set on its own. */
function baselineJobs(chosen: readonly Mutation[], jobs: number): Job[] {
  const unfiltered = [...new Set(chosen.filter((m) => !m.filter).flatMap((m) => m.tests))];
  const parts: string[][] = Array.from({ length: Math.min(jobs, unfiltered.length) }, () => []);
  for (const [i, test] of unfiltered.entries()) parts[i % parts.length]?.push(test);
  const filtered = new Map<string, Job>();
  for (const m of chosen.filter((m) => m.filter)) {
    filtered.set(JSON.stringify([m.tests, m.filter]), { tests: m.tests, options: { filter: m.filter } });
  }
  return [...parts.map((tests) => ({ tests, options: {} })), ...filtered.values()];
}

/** Runs `work` over `items` on `dirs.length` copies at once, each item on a free copy. */
async function onCopies<T, R>(
  dirs: readonly string[],
  items: readonly T[],
  work: (dir: string, item: T) => Promise<R>,
) {
  const results: R[] = [];
  let next = 0;
  await Promise.all(
    dirs.map(async (dir) => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(dir, items[index] as T);
      }
    }),
  );
  return results;
}

async function main(): Promise<void> {
  const only = option("--only");
  const ids = only === null ? null : new Set(only.split(","));
  const chosen = MUTATIONS.filter((m) => ids === null || ids.has(m.id));
  if (chosen.length === 0) throw new Error("no mutation matches --only");
  if (process.argv.includes("--check")) process.exit(check(chosen));
  const jobs = Math.max(1, Number(option("--jobs") ?? 2) || 1);

  const started = Date.now();
  const loadAtStart = load();
  const commit = commitLabel();
  const dirs = Array.from({ length: Math.min(jobs, chosen.length) }, () => scratchCopy(root));
  process.once("exit", () => {
    stopRuns();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  // Stopped from outside: the runs (each in its own process group) and the copies go too.
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => process.exit(130));
  console.log(`${chosen.length} mutations on ${dirs.length} scratch copies (load average ${loadAtStart})`);

  const base = await onCopies(dirs, baselineJobs(chosen, dirs.length), (dir, job) =>
    runTests(dir, job.tests, job.options),
  );
  const baseline = base.map((run) => run.summary).join("; ");
  console.log(`baseline: ${baseline}`);
  if (base.some((run) => run.end !== "passed")) {
    console.error("The listed tests fail without any mutation: fix them first (nothing was scored).");
    process.exit(1);
  }

  // The slowest first (by the last run), so no copy is left with one long run at the end.
  const earlier = loadResults(RESULTS);
  const ordered = [...chosen].sort(
    (a, b) => (earlier.mutations[b.id]?.seconds ?? 1e6) - (earlier.mutations[a.id]?.seconds ?? 1e6),
  );
  const at = () => new Date().toISOString().slice(0, 16).replace("T", " ");
  const fresh = await onCopies(dirs, ordered, async (dir, mutation): Promise<MutationResult> => {
    const applied = applyMutation(dir, mutation);
    if (!applied.ok) {
      console.log(`${mutation.id}: error (${applied.why})`);
      return { id: mutation.id, verdict: "error", seconds: 0, note: applied.why, commit, at: at() };
    }
    try {
      const run = await runTests(dir, mutation.tests, { filter: mutation.filter, bail: true });
      const verdict = run.end === "failed" ? "killed" : run.end === "passed" ? "survived" : "error";
      console.log(`${mutation.id}: ${verdict} in ${run.seconds} s (${run.summary})`);
      return { id: mutation.id, verdict, seconds: run.seconds, note: run.summary, commit, at: at() };
    } finally {
      applied.restore();
    }
  });

  const run: RunInfo = {
    commit,
    at: `${new Date(started).toISOString().slice(0, 16).replace("T", " ")} UTC`,
    jobs: dirs.length,
    baseline,
    minutes: Math.round((Date.now() - started) / 6_000) / 10,
    load: [loadAtStart, load()],
    ids: chosen.map((m) => m.id),
  };
  const results = mergeResults(earlier, run, fresh, MUTATIONS);
  saveResults(RESULTS, results);
  writeFileSync(REPORT, renderReport(results, MUTATIONS));
  // Formatted as `npm run format` would, so the written files pass `npm run lint` as they are.
  execFileSync(path.join(root, "node_modules/.bin/biome"), ["format", "--write", REPORT, RESULTS], { stdio: "ignore" });
  const { killed, total } = score(results, MUTATIONS);
  console.log(`${killed} of ${total} killed in ${run.minutes} min; report: ${path.relative(root, REPORT)}`);
  process.exit(killed === total ? 0 : 1);
}

await main();
