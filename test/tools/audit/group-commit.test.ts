/**
 * A step's audit rows by group commit: a row settling with no write under way is written at once
 * (or, with a linger, once the step's other calls have settled or the linger has run out); rows
 * settling while one is under way go together right after it; a failed write fails only its own rows.
 */
import { describe, expect, it } from "vitest";
import { groupCommit } from "../../../workers/tools/audit/group-commit";

/** A write that records each batch and finishes only when told to. */
function heldWrites() {
  const batches: string[][] = [];
  const finish: (() => void)[] = [];
  const fail: ((error: Error) => void)[] = [];
  const write = (rows: readonly string[]) =>
    new Promise<void>((resolve, reject) => {
      batches.push([...rows]);
      finish.push(resolve);
      fail.push(reject);
    });
  return { batches, finish, fail, write };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("a step's audit rows by group commit", () => {
  it("writes a row at once when no write is under way, without waiting for rows still to come", async () => {
    const held = heldWrites();
    const commit = groupCommit(held.write);
    const first = commit(["a"]);
    await tick();

    expect(held.batches).toEqual([["a"]]);
    held.finish[0]?.();
    await expect(first).resolves.toBeUndefined();
  });

  it("writes the rows that settle while a write is under way together, as soon as it ends", async () => {
    const held = heldWrites();
    const commit = groupCommit(held.write);
    const first = commit(["a"]);
    await tick();
    const second = commit(["b"]);
    const third = commit(["c", "d"]);
    await tick();
    expect(held.batches).toEqual([["a"]]);

    held.finish[0]?.();
    await first;
    await tick();
    expect(held.batches).toEqual([["a"], ["b", "c", "d"]]);
    held.finish[1]?.();
    await expect(Promise.all([second, third])).resolves.toEqual([undefined, undefined]);
  });

  it("fails only the rows of a write that failed, and still writes the rows after it", async () => {
    const held = heldWrites();
    const commit = groupCommit(held.write);
    const first = commit(["a"]);
    await tick();
    const second = commit(["b"]);
    held.fail[0]?.(new Error("D1 unavailable"));

    await expect(first).rejects.toThrow("D1 unavailable");
    await tick();
    expect(held.batches).toEqual([["a"], ["b"]]);
    held.finish[1]?.();
    await expect(second).resolves.toBeUndefined();
  });

  it("holds a batch that opens while the step's other calls still run until all of them have settled, then writes them in one", async () => {
    const held = heldWrites();
    const commit = groupCommit(held.write, { expected: 3, ms: 60_000 });
    const first = commit(["a"]);
    await tick();
    const second = commit([]);
    await tick();
    expect(held.batches).toEqual([]);

    const third = commit(["b", "c"]);
    await tick();
    expect(held.batches).toEqual([["a", "b", "c"]]);
    held.finish[0]?.();
    await expect(Promise.all([first, second, third])).resolves.toEqual([undefined, undefined, undefined]);
  });

  it("opens no batch for a commit of no rows, so the linger starts with the first row that comes", async () => {
    const held = heldWrites();
    const commit = groupCommit(held.write, { expected: 2, ms: 30 });
    const none = commit([]);
    await sleep(60);
    const first = commit(["a"]);
    await tick();
    expect(held.batches).toEqual([]);

    const second = commit(["b"]);
    await tick();
    expect(held.batches).toEqual([["a", "b"]]);
    held.finish[0]?.();
    await expect(Promise.all([none, first, second])).resolves.toEqual([undefined, undefined, undefined]);
  });

  it("writes what has come once the linger runs out, never waiting longer for a slower call", async () => {
    const held = heldWrites();
    const commit = groupCommit(held.write, { expected: 2, ms: 5 });
    const first = commit(["a"]);
    await sleep(50);
    expect(held.batches).toEqual([["a"]]);

    held.finish[0]?.();
    await first;
    const second = commit(["b"]);
    await tick();
    expect(held.batches).toEqual([["a"], ["b"]]);
    held.finish[1]?.();
    await expect(second).resolves.toBeUndefined();
  });
});
