/** One guard removal: the exact edit that removes the guard, and the tests that must notice. */
export interface Edit {
  /** Exact text, found exactly once in the file. */
  readonly find: string;
  readonly replace: string;
}

export interface Mutation {
  readonly id: string;
  /** The guard this mutation removes, in a sentence. */
  readonly guard: string;
  readonly file: string;
  readonly edits: readonly Edit[];
  /** Test files or folders to run (vitest paths). */
  readonly tests: readonly string[];
  /** Only the tests whose names match (vitest `-t`), when a file holds slow tests this guard does not need. */
  readonly filter?: string;
}
