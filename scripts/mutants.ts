/**
 * `npm run mutants`: the guard-removal score. Copies the repository to a scratch folder (tracked
 * and new files; node_modules hard-linked), checks that the tests the list names pass there
 * unchanged, then for each mutation of test/reliability/mutants/mutations.ts applies it, runs its
 * tests, and restores the file. Writes test/reliability/MUTANTS.md: each mutation killed (its tests
 * failed), survived (they passed: a missing test) or not applied (its snippet is not in the file
 * exactly once: the code moved). Exits 1 when a mutation survived or could not be applied.
 *
 *   npm run mutants                       every mutation
 *   npm run mutants -- --only a,b         some (the report then lists only those)
 */
import { execFileSync, spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { MUTATIONS, type Mutation } from "../test/reliability/mutants/mutations";

const root = path.resolve(import.meta.dirname, "..");
const REPORT = path.join(root, "test/reliability/MUTANTS.md");
/** One run of a mutation's tests; a run past this counts as killed only if it failed, so it is reported. */
const RUN_TIMEOUT_MS = 15 * 60_000;

type Verdict = "killed" | "survived" | "not applied";
interface Result {
  readonly mutation: Mutation;
  readonly verdict: Verdict;
  readonly seconds: number;
  readonly note: string;
}

function scratchCopy(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "toolgate-mutants-"));
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: root })
    .toString()
    .split("\0")
    .filter((file) => file !== "");
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    try {
      copyFileSync(path.join(root, file), path.join(dir, file));
    } catch {
      // A file git still tracks but the work tree deleted: the copy mirrors the work tree.
    }
  }
  execFileSync("cp", ["-al", path.join(root, "node_modules"), path.join(dir, "node_modules")]);
  return dir;
}

function runTests(dir: string, tests: readonly string[], filter?: string): { passed: boolean; tail: string } {
  const args = ["run", ...tests, ...(filter ? ["-t", filter] : [])];
  const run = spawnSync(path.join(dir, "node_modules/.bin/vitest"), args, {
    cwd: dir,
    encoding: "utf8",
    timeout: RUN_TIMEOUT_MS,
    env: {
      ...process.env,
      PATH: `${path.join(dir, "node_modules/.bin")}:${process.env.PATH ?? ""}`,
      CI: "true",
      NO_COLOR: "1",
    },
  });
  const output = `${run.stdout ?? ""}${run.stderr ?? ""}`;
  const summary =
    output
      .split("\n")
      .filter((line) => /^\s*Tests\s+\d/.test(line))
      .at(-1)
      ?.trim() ?? "";
  return { passed: run.status === 0, tail: run.error ? `did not finish: ${run.error.message}` : summary };
}

function occurrences(text: string, find: string): number {
  return text.split(find).length - 1;
}

function applyMutation(dir: string, mutation: Mutation): { original: string; ok: true } | { ok: false; why: string } {
  const file = path.join(dir, mutation.file);
  let original: string;
  try {
    original = readFileSync(file, "utf8");
  } catch {
    return { ok: false, why: `${mutation.file} does not exist` };
  }
  let mutated = original;
  for (const edit of mutation.edits) {
    const count = occurrences(mutated, edit.find);
    if (count !== 1)
      return { ok: false, why: `snippet found ${count} times: ${JSON.stringify(edit.find.slice(0, 60))}` };
    mutated = mutated.replace(edit.find, () => edit.replace);
  }
  writeFileSync(file, mutated);
  return { original, ok: true };
}

function report(results: readonly Result[], commit: string, baseline: string): string {
  const killed = results.filter((r) => r.verdict === "killed").length;
  const survived = results.filter((r) => r.verdict === "survived");
  const notApplied = results.filter((r) => r.verdict === "not applied");
  const rows = results.map(
    (r) =>
      `| \`${r.mutation.id}\` | ${r.mutation.guard} | \`${r.mutation.file}\` | ${r.mutation.tests.map((t) => `\`${t}\``).join(", ")}${r.mutation.filter ? ` (\`-t "${r.mutation.filter}"\`)` : ""} | **${r.verdict}** | ${r.seconds} s | ${r.note.replaceAll("|", "\\|")} |`,
  );
  return [
    "# Guard-removal report",
    "",
    "Written by `npm run mutants` (scripts/mutants.ts) from the list in",
    "[`mutants/mutations.ts`](mutants/mutations.ts): each mutation removes one guard in a scratch copy",
    "and runs the tests named for it. Killed: the tests failed. Survived: they passed (a missing test).",
    "Not applied: the snippet is no longer in the file exactly once (the code moved; rewrite the mutation).",
    "",
    `Commit \`${commit}\`, ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC. Baseline (every listed test, unmutated): ${baseline}.`,
    "",
    `**${killed} of ${results.length} killed**, ${survived.length} survived, ${notApplied.length} not applied.`,
    "",
    "| mutation | guard removed | file | tests run | verdict | time | tests |",
    "| --- | --- | --- | --- | --- | --- | --- |",
    ...rows,
    "",
  ].join("\n");
}

function main(): void {
  const onlyArg = process.argv.indexOf("--only");
  const only = onlyArg >= 0 ? new Set((process.argv[onlyArg + 1] ?? "").split(",")) : null;
  const chosen = MUTATIONS.filter((m) => only === null || only.has(m.id));
  if (chosen.length === 0) throw new Error("no mutation matches --only");
  const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root }).toString().trim();

  const dir = scratchCopy();
  process.once("exit", () => rmSync(dir, { recursive: true, force: true }));
  console.log(`scratch copy: ${dir}`);

  const allTests = [...new Set(chosen.flatMap((m) => m.tests))];
  const base = runTests(dir, allTests);
  console.log(`baseline: ${base.passed ? "passed" : "FAILED"} ${base.tail}`);
  if (!base.passed) {
    console.error("The listed tests fail without any mutation: fix them first (nothing was scored).");
    process.exit(1);
  }

  const results: Result[] = [];
  for (const mutation of chosen) {
    const started = Date.now();
    const applied = applyMutation(dir, mutation);
    if (!applied.ok) {
      results.push({ mutation, verdict: "not applied", seconds: 0, note: applied.why });
      console.log(`${mutation.id}: not applied (${applied.why})`);
      continue;
    }
    const run = runTests(dir, mutation.tests, mutation.filter);
    writeFileSync(path.join(dir, mutation.file), applied.original);
    const seconds = Math.round((Date.now() - started) / 1000);
    const verdict: Verdict = run.passed ? "survived" : "killed";
    results.push({ mutation, verdict, seconds, note: run.tail });
    console.log(`${mutation.id}: ${verdict} in ${seconds} s (${run.tail})`);
  }

  writeFileSync(REPORT, report(results, commit, base.tail || "passed"));
  const killed = results.filter((r) => r.verdict === "killed").length;
  console.log(`${killed} of ${results.length} killed; report: ${path.relative(root, REPORT)}`);
  process.exit(killed === results.length ? 0 : 1);
}

main();
