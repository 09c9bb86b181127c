/**
 * The guard-removal results: kept as JSON beside the list (so a partial run, `--only`, updates its
 * own rows and keeps the others) and written out as test/reliability/MUTANTS.md, one row per
 * declared mutation. A declared mutation with no result counts as not run: it is not killed.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import type { Mutation } from "../../test/reliability/mutants/mutation";

export const VERDICTS = [
  /** Its tests failed with the guard removed. */
  "killed",
  /** Its tests passed with the guard removed: a missing test. */
  "survived",
  /** It could not be scored: the snippet is not in the file exactly once, or the run broke or timed out. */
  "error",
] as const;
export type MutationVerdict = (typeof VERDICTS)[number];

export interface MutationResult {
  readonly id: string;
  readonly verdict: MutationVerdict;
  readonly seconds: number;
  readonly note: string;
  /** The commit the scratch copy was taken from (plus "+changes" when the work tree had any). */
  readonly commit: string;
  readonly at: string;
}

export interface RunInfo {
  readonly commit: string;
  readonly at: string;
  readonly jobs: number;
  readonly baseline: string;
  readonly minutes: number;
  /** The 1-minute load average when the run started and when it ended. */
  readonly load: readonly [number, number];
  readonly ids: readonly string[];
}

export interface Results {
  readonly runs: readonly RunInfo[];
  readonly mutations: Readonly<Record<string, MutationResult>>;
}

export function loadResults(file: string): Results {
  if (!existsSync(file)) return { runs: [], mutations: {} };
  return JSON.parse(readFileSync(file, "utf8")) as Results;
}

/** The earlier results with this run's rows replaced; only results of declared mutations are kept. */
export function mergeResults(
  earlier: Results,
  run: RunInfo,
  fresh: readonly MutationResult[],
  declared: readonly Mutation[],
): Results {
  const ids = new Set(declared.map((m) => m.id));
  const mutations: Record<string, MutationResult> = {};
  for (const [id, result] of Object.entries(earlier.mutations)) if (ids.has(id)) mutations[id] = result;
  for (const result of fresh) mutations[result.id] = result;
  return { runs: [...earlier.runs, run].slice(-5), mutations };
}

export function saveResults(file: string, results: Results): void {
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
}

const cell = (text: string) => text.replaceAll("|", "\\|").replaceAll("\n", " ");

/** The kill count over every declared mutation. */
export function score(results: Results, declared: readonly Mutation[]): { killed: number; total: number } {
  const killed = declared.filter((m) => results.mutations[m.id]?.verdict === "killed").length;
  return { killed, total: declared.length };
}

export function renderReport(results: Results, declared: readonly Mutation[]): string {
  const { killed, total } = score(results, declared);
  const count = (verdict: MutationVerdict) =>
    declared.filter((m) => results.mutations[m.id]?.verdict === verdict).length;
  const notRun = declared.filter((m) => results.mutations[m.id] === undefined).length;
  const runs = results.runs.map(
    (run) =>
      `- \`${run.commit}\`, ${run.at}: ${run.ids.length} mutation(s), ${run.jobs} in parallel, ${run.minutes} min, load average ${run.load[0]} → ${run.load[1]}; baseline ${run.baseline}`,
  );
  const rows = declared.map((m) => {
    const result = results.mutations[m.id];
    const tests = `${m.tests.map((t) => `\`${t}\``).join(", ")}${m.filter ? ` (\`-t "${m.filter}"\`)` : ""}`;
    const verdict = result ? `**${result.verdict}**` : "**not run**";
    const time = result ? `${result.seconds} s` : "";
    return `| \`${m.id}\` | ${cell(m.guard)} | \`${m.file}\` | ${tests} | ${verdict} | ${time} | ${cell(result?.note ?? "")} | ${result?.commit ?? ""} |`;
  });
  return [
    "# Guard-removal report",
    "",
    "Written by `npm run mutants` (scripts/mutants.ts) from the list in",
    "[`mutants/`](mutants/) (one file per part of the code): each mutation removes one guard in a scratch copy",
    "and runs the tests named for it. Killed: at least one of them failed. Survived: they all passed (a",
    "missing test). Error: not scored, because the snippet is no longer in the file exactly once (the code",
    "moved: rewrite the mutation) or the run broke or timed out without a failing test.",
    "",
    `**${killed} of ${total} killed**, ${count("survived")} survived, ${count("error")} error, ${notRun} not run.`,
    "",
    "Runs (latest last):",
    "",
    ...runs,
    "",
    "| mutation | guard removed | file | tests run | verdict | time | tests | commit |",
    "| --- | --- | --- | --- | --- | --- | --- | --- |",
    ...rows,
    "",
  ].join("\n");
}
