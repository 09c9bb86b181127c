/**
 * The shape of a benchmark's result and the two files `npm run bench` writes from them:
 * bench/report.json (every figure) and bench/REPORT.md (the table, then each benchmark's notes).
 * Running one benchmark replaces only its own entry; the others keep their last real run.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export const BENCH_DIR = path.resolve(import.meta.dirname, "..");
export const ROOT = path.resolve(BENCH_DIR, "..");

/** A figure with its unit: `{ value: 812, unit: "ns/decision" }`. */
export interface Figure {
  readonly value: number;
  readonly unit: string;
}

export interface Target {
  /** `<=`: ours ÷ peer must be at most `value` (times); `>=`: at least (rates). */
  readonly op: "<=" | ">=";
  readonly value: number;
}

export interface RatioRow {
  readonly label: string;
  readonly ours: Figure;
  readonly peer: Figure & { readonly name: string };
  /** Median over runs of the ratio taken inside each run. */
  readonly ratio: number;
  /** The ratio of each run, whose median `ratio` is: how much the machine's noise moved it. */
  readonly perRun?: readonly number[];
  /** The bar; a row without one is shown for context. */
  readonly target?: Target;
  /** A second condition the target carries ("at no lower recall"), already evaluated. */
  readonly condition?: { readonly label: string; readonly met: boolean };
}

export type BenchStatus = "measured" | "pending" | "failed";

export interface BenchResult {
  readonly id: string;
  readonly title: string;
  readonly status: BenchStatus;
  readonly rows: readonly RatioRow[];
  readonly runs: number;
  /** Markdown lines shown under the table: method, extra tables, what was missed. */
  readonly notes: readonly string[];
  /** Anything else worth keeping in report.json (per-run figures, recall per kind). */
  readonly details?: unknown;
  readonly machine?: Machine;
  readonly at?: string;
}

export interface Machine {
  readonly cpu: string;
  readonly cores: number;
  readonly memoryGiB: number;
  readonly node: string;
  readonly platform: string;
  readonly commit: string;
}

export function machine(): Machine {
  let commit = "unknown";
  try {
    commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: ROOT, encoding: "utf8" }).trim();
  } catch {
    // Not a git checkout (a tarball): the report says so instead of failing the run.
  }
  return {
    cpu: os.cpus()[0]?.model.trim() ?? "unknown",
    cores: os.availableParallelism(),
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    commit,
  };
}

/** Whether a row meets its target; null for a row shown for context. */
export function met(row: RatioRow): boolean | null {
  const { target } = row;
  if (!target) return null;
  const within = target.op === "<=" ? row.ratio <= target.value : row.ratio >= target.value;
  return within && (row.condition?.met ?? true);
}

const JSON_PATH = path.join(BENCH_DIR, "report.json");
const MD_PATH = path.join(BENCH_DIR, "REPORT.md");

interface ReportFile {
  readonly generatedAt: string;
  readonly results: readonly BenchResult[];
}

function readPrevious(): BenchResult[] {
  if (!existsSync(JSON_PATH)) return [];
  const parsed: unknown = JSON.parse(readFileSync(JSON_PATH, "utf8"));
  if (typeof parsed !== "object" || parsed === null || !("results" in parsed) || !Array.isArray(parsed.results)) {
    return [];
  }
  return parsed.results as BenchResult[];
}

/** Merges this run's results into the report (by id) and rewrites both files. */
export function writeReport(fresh: readonly BenchResult[]): void {
  const byId = new Map(readPrevious().map((result) => [result.id, result]));
  for (const result of fresh) byId.set(result.id, result);
  const results = [...byId.values()].sort((a, b) => a.id.localeCompare(b.id, "en", { numeric: true }));
  const file: ReportFile = { generatedAt: new Date().toISOString(), results };
  writeFileSync(JSON_PATH, `${JSON.stringify(file, null, 2)}\n`);
  writeFileSync(MD_PATH, renderMarkdown(results));
  // The repository's formatter owns Markdown layout (aligned tables), so `npm run lint` stays clean.
  const biome = path.join(ROOT, "node_modules/@biomejs/biome/bin/biome");
  const formatted = spawnSync(process.execPath, [biome, "format", "--write", MD_PATH], { cwd: ROOT, encoding: "utf8" });
  if (formatted.status !== 0) console.warn(`biome could not format bench/REPORT.md: ${formatted.stderr}`);
}

export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const magnitude = Math.abs(value);
  if (magnitude >= 1000) return Math.round(value).toLocaleString("en-US");
  if (magnitude >= 100) return value.toFixed(0);
  if (magnitude >= 10) return value.toFixed(1);
  if (magnitude >= 1) return value.toFixed(2);
  return value.toPrecision(2);
}

const figure = (f: Figure): string => `${formatNumber(f.value)} ${f.unit}`;
const machineShort = (m: Machine | undefined): string =>
  m ? `${m.cores} cores, ${m.memoryGiB} GiB, Node ${m.node.replace(/^v/, "")}` : "—";

function renderRow(result: BenchResult, row: RatioRow): string {
  const verdict = result.status === "failed" ? "**failed** (see notes)" : met(row) ? "met" : "**missed**";
  const condition = row.condition ? `, ${row.condition.label} (${row.condition.met ? "yes" : "no"})` : "";
  const target = row.target ? `${row.target.op} ${row.target.value}×${condition}: ${verdict}` : "context";
  const spread = row.perRun ? ` (runs: ${row.perRun.map(formatNumber).join(", ")})` : "";
  return `| ${result.id} ${row.label} | ${figure(row.ours)} | ${row.peer.name}: ${figure(row.peer)} | ${formatNumber(row.ratio)}×${spread} | ${target} | ${result.runs} | ${machineShort(result.machine)} |`;
}

function renderMarkdown(results: readonly BenchResult[]): string {
  const lines = [
    "# Benchmarks",
    "",
    "Written by `npm run bench` (one benchmark: `npm run bench -- b3`); do not edit by hand. Every ratio",
    "is taken inside one run (the two sides alternated, after a warm-up) and reported as the median of",
    "the runs; the absolute figures beside it are medians too, for context only: the machine is shared.",
    "The servers of B4, B5 and B7 (ours, the floors and the peer alike) run `wrangler dev` without its local",
    "observability (`X_LOCAL_OBSERVABILITY=false`): a trace of every invocation written to SQLite on the same",
    "thread, which production does not have and which charges a side by how many invocations its work takes.",
    "",
    "| benchmark | ours | peer or floor | ratio | target | runs | machine |",
    "| --- | --- | --- | --- | --- | --- | --- |",
  ];
  for (const result of results) {
    if (result.rows.length === 0) {
      lines.push(
        `| ${result.id} ${result.title} | ${result.status} | — | — | — | — | ${machineShort(result.machine)} |`,
      );
      continue;
    }
    for (const row of result.rows) lines.push(renderRow(result, row));
  }
  for (const result of results) {
    lines.push("", `## ${result.id} ${result.title}`, "");
    if (result.at) lines.push(`Run ${result.at} on commit \`${result.machine?.commit ?? "unknown"}\`.`, "");
    lines.push(...result.notes);
  }
  // The hop count is read from the code, not measured: it lives in bench/hops.md and is copied in.
  const hops = path.join(BENCH_DIR, "hops.md");
  if (existsSync(hops)) lines.push("", readFileSync(hops, "utf8").trimEnd());
  const m = results.find((r) => r.machine)?.machine;
  if (m)
    lines.push("", "## Machine", "", `${m.cpu}; ${m.cores} cores; ${m.memoryGiB} GiB; Node ${m.node}; ${m.platform}.`);
  return `${lines.join("\n")}\n`;
}
