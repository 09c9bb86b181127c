/**
 * `npm run bench` runs every benchmark; `npm run bench -- b3 b1` runs those. Results are merged into
 * bench/report.json and bench/REPORT.md. The local servers (B4, B5, B7) start on first use and are
 * stopped at the end, whatever happened. A benchmark that finds its subject wrong exits non-zero.
 */
import { b1 } from "./b1-decide";
import { b2 } from "./b2-sanitizer";
import { b3 } from "./b3-hospitals";
import { b4 } from "./b4-http";
import { b5 } from "./b5-turn";
import { b6 } from "./b6-overhead";
import { b7 } from "./b7-agents";
import { type BenchContext, BenchFailure, type Benchmark } from "./lib/bench";
import { type BenchResult, formatNumber, machine, met, writeReport } from "./lib/report";
import { type RunningPeer, type RunningSystem, startPeer, startSystem } from "./lib/servers";

const ALL: readonly Benchmark[] = [b1, b2, b3, b4, b5, b6, b7];

function selected(args: readonly string[]): Benchmark[] {
  if (args.length === 0) return [...ALL];
  return args.map((arg) => {
    const found = ALL.find((b) => b.id.toLowerCase() === arg.toLowerCase());
    if (!found) throw new Error(`no benchmark "${arg}"; known: ${ALL.map((b) => b.id.toLowerCase()).join(", ")}`);
    return found;
  });
}

function failed(bench: Benchmark, error: unknown): BenchResult {
  const notes =
    error instanceof BenchFailure && error.notes.length > 0
      ? error.notes
      : [`Failed: ${error instanceof Error ? error.message : String(error)}`];
  return {
    id: bench.id,
    title: bench.title,
    status: "failed",
    rows: [],
    runs: 0,
    notes,
    machine: machine(),
    at: new Date().toISOString(),
  };
}

function summary(result: BenchResult): string {
  if (result.rows.length === 0) return `${result.id} ${result.status}`;
  const head = result.status === "failed" ? `${result.id} FAILED (figures below are for context)\n` : "";
  return (
    head +
    result.rows
      .map((row) => {
        const verdict = row.target
          ? `target ${row.target.op} ${row.target.value}×: ${met(row) ? "met" : "missed"}`
          : "context";
        return `${result.id} ${row.label} = ${formatNumber(row.ratio)}× (${verdict})`;
      })
      .join("\n")
  );
}

async function main(): Promise<number> {
  const benches = selected(process.argv.slice(2));
  let system: Promise<RunningSystem> | null = null;
  let peer: Promise<RunningPeer> | null = null;
  const context: BenchContext = {
    system: () => {
      system ??= startSystem();
      return system;
    },
    peer: () => {
      peer ??= startPeer();
      return peer;
    },
  };
  const stop = async () => {
    if (system) await (await system.catch(() => null))?.stop();
    if (peer) await (await peer.catch(() => null))?.stop();
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      void stop().finally(() => process.exit(130));
    });
  }

  const results: BenchResult[] = [];
  const started = Date.now();
  try {
    for (const bench of benches) {
      console.log(`\n▸ ${bench.id} ${bench.title}`);
      const result = await bench.run(context).catch((error: unknown) => failed(bench, error));
      results.push(result);
      console.log(summary(result));
      if (result.status === "failed") console.log(result.notes.join("\n"));
    }
  } finally {
    await stop();
  }
  writeReport(results);
  console.log(`\nwrote bench/REPORT.md and bench/report.json in ${Math.round((Date.now() - started) / 1000)} s`);
  return results.some((r) => r.status === "failed") ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
