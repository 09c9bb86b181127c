/**
 * A step's audit rows, written together where they can be (group commit): rows that settle while a
 * write of the step is under way go together as soon as it ends, in one batch. A batch that opens
 * while other calls of the step are still running lingers for them, briefly (`Linger`): it is
 * written when every call has settled or when the linger runs out, whichever comes first. So a row
 * waits at most the linger for a slower call, and a step cut short (an evicted turn) keeps every row
 * written before it stopped.
 */
export type Commit<T> = (items: readonly T[]) => Promise<void>;

/** How many items the step will commit in all, and how long a batch may wait for the rest of them. */
export interface Linger {
  readonly expected: number;
  readonly ms: number;
}

interface OpenBatch<T> {
  readonly items: T[];
  readonly written: Promise<void>;
  /** Ends the batch's linger at once (every item has come). */
  readonly gathered: () => void;
}

export function groupCommit<T>(write: Commit<T>, linger: Linger = { expected: 0, ms: 0 }): Commit<T> {
  /** The batch still taking items, and the promise of its write. */
  let open: OpenBatch<T> | null = null;
  /** The last write started: the next batch starts after it, whatever it came to. */
  let previous: Promise<unknown> = Promise.resolve();
  let received = 0;
  return (items) => {
    received += items.length;
    const allCame = received >= linger.expected;
    if (open) {
      open.items.push(...items);
      if (allCame) open.gathered();
      return open.written;
    }
    // Nothing to write (a step with no refusals): no batch opens, so a linger starts with a first row.
    if (items.length === 0) return Promise.resolve();
    const batch: T[] = [...items];
    // Set by the promise's executor, which runs before the next line: ends the linger early.
    let gathered = () => {};
    const lingered =
      allCame || linger.ms <= 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, linger.ms);
            gathered = () => {
              clearTimeout(timer);
              resolve();
            };
          });
    const written = Promise.all([previous, lingered]).then(() => {
      // From here on this batch is sealed: what settles now starts the next one.
      if (open?.items === batch) open = null;
      return write(batch);
    });
    open = { items: batch, written, gathered };
    previous = written.catch(() => undefined);
    return written;
  };
}
