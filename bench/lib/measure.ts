/**
 * In-process timing: after a warm-up of each, every run is many short rounds and every round samples
 * each subject once, the order alternating, so a noisy neighbour hits every side alike. A figure is
 * the median over runs of each run's median over its rounds; a ratio is taken inside each round,
 * never across rounds or runs.
 */
import { performance } from "node:perf_hooks";

/** One side of a comparison: `batch` runs some operations and returns how many it ran. */
export interface Subject {
  readonly name: string;
  batch(): number | Promise<number>;
}

export interface CompareOptions {
  /** Runs after the warm-up; the report's "runs" (at least three). */
  readonly runs: number;
  /** Rounds per run: in each, every subject is sampled once, the order alternating round to round. */
  readonly rounds: number;
  /** How long each subject is sampled in one round, in milliseconds. */
  readonly sliceMs: number;
  /** How long each subject runs before anything is recorded, in milliseconds. */
  readonly warmupMs: number;
}

/** Nanoseconds per operation by subject name, for one round or one run. */
export type Figures = Readonly<Record<string, number>>;

export interface Comparison {
  readonly runs: number;
  /** Per run, per round: nanoseconds per operation by subject. */
  readonly rounds: ReadonlyArray<ReadonlyArray<Figures>>;
  /** Per run: the median over its rounds, by subject. */
  readonly perRun: ReadonlyArray<Figures>;
  /** The median over runs, by subject. */
  readonly median: Figures;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new RangeError("median of nothing");
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const upper = sorted[mid] ?? Number.NaN;
  return sorted.length % 2 === 1 ? upper : ((sorted[mid - 1] ?? Number.NaN) + upper) / 2;
}

/** The median over runs of `pick(run)`: the way every ratio in the report is taken. */
export function medianOfRuns<T>(runs: readonly T[], pick: (run: T) => number): number {
  return median(runs.map(pick));
}

/** Keeps results observable so the optimiser cannot drop the work that produced them. */
let sink = 0;
export function consume(value: number): void {
  sink = (sink + value) | 0;
}
export const sinkValue = (): number => sink;

async function sample(subject: Subject, ms: number): Promise<{ ops: number; elapsedNs: number }> {
  let ops = 0;
  const start = performance.now();
  let elapsed = 0;
  do {
    ops += await subject.batch();
    elapsed = performance.now() - start;
  } while (elapsed < ms);
  return { ops, elapsedNs: elapsed * 1e6 };
}

export async function compare(subjects: readonly Subject[], options: CompareOptions): Promise<Comparison> {
  if (options.runs < 3) throw new RangeError("a figure is the median of at least three runs");
  for (const subject of subjects) await sample(subject, options.warmupMs);
  const rounds: Figures[][] = [];
  for (let run = 0; run < options.runs; run++) {
    const runRounds: Figures[] = [];
    for (let round = 0; round < options.rounds; round++) {
      // Short slices, alternated: a burst of load from elsewhere falls on both sides of a round.
      const figures: Record<string, number> = {};
      for (let i = 0; i < subjects.length; i++) {
        const subject = subjects[(run + round + i) % subjects.length];
        if (!subject) continue;
        const { ops, elapsedNs } = await sample(subject, options.sliceMs);
        figures[subject.name] = elapsedNs / ops;
      }
      runRounds.push(figures);
    }
    rounds.push(runRounds);
  }
  const byName = (figures: readonly Figures[]): Figures =>
    Object.fromEntries(subjects.map((s) => [s.name, median(figures.map((f) => f[s.name] ?? Number.NaN))]));
  const perRun = rounds.map(byName);
  return { runs: options.runs, rounds, perRun, median: byName(perRun) };
}

/** a ÷ b per run: the median over the run's rounds, both sides taken in the same round. */
export function runRatios(comparison: Comparison, a: string, b: string): number[] {
  return comparison.rounds.map((rounds) =>
    medianOfRuns(rounds, (round) => (round[a] ?? Number.NaN) / (round[b] ?? Number.NaN)),
  );
}

/** a ÷ b: the median of the per-run ratios. */
export function ratioOf(comparison: Comparison, a: string, b: string): number {
  return median(runRatios(comparison, a, b));
}
