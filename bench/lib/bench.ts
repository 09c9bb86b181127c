/** What every benchmark module exports, and what the runner hands it. */

import type { BenchResult } from "./report";
import type { RunningPeer, RunningSystem } from "./servers";

export interface BenchContext {
  /** The local system and the baseline Worker under `wrangler dev`, started once on first use. */
  system(): Promise<RunningSystem>;
  /** The `agents` SDK peer under its own `wrangler dev` (B7), started once on first use. */
  peer(): Promise<RunningPeer>;
}

export interface Benchmark {
  /** `b1` … `b7`: what `npm run bench -- b3` names. */
  readonly id: string;
  readonly title: string;
  run(context: BenchContext): Promise<BenchResult>;
}

/** A benchmark that found its subject wrong (a disagreement, a missed secret): the run fails. */
export class BenchFailure extends Error {
  override readonly name = "BenchFailure";
  constructor(
    message: string,
    /** Markdown lines for the report: what disagreed, what was missed. */
    readonly notes: readonly string[] = [],
  ) {
    super(message);
  }
}
