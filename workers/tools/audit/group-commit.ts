/**
 * A step's audit rows, written together where they can be (group commit): rows that settle while
 * no write of the step is in flight go at once; rows that settle while one is go together as soon
 * as it ends, in one batch. So no row ever waits for a slower call, only for a write already under
 * way, and a step cut short (an evicted turn) keeps every row written before it stopped.
 */
export type Commit<T> = (items: readonly T[]) => Promise<void>;

export function groupCommit<T>(write: Commit<T>): Commit<T> {
  /** The batch still taking items, and the promise of its write. */
  let open: { readonly items: T[]; readonly written: Promise<void> } | null = null;
  /** The last write started: the next batch starts after it, whatever it came to. */
  let previous: Promise<unknown> = Promise.resolve();
  return (items) => {
    if (open) {
      open.items.push(...items);
      return open.written;
    }
    const batch: T[] = [...items];
    const written = previous.then(() => {
      // From here on this batch is sealed: what settles now starts the next one.
      if (open?.items === batch) open = null;
      return write(batch);
    });
    open = { items: batch, written };
    previous = written.catch(() => undefined);
    return written;
  };
}
