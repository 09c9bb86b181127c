import { describe, expect, it } from "vitest";
import { oncePerText } from "../../src/shared/once-per";

function counted(limit: number) {
  const reads: string[] = [];
  const read = oncePerText((text) => {
    reads.push(text);
    return { length: text.length };
  }, limit);
  return { read, reads };
}

describe("oncePerText", () => {
  it("reads a text once and hands back what the first read made", () => {
    const { read, reads } = counted(4);
    const first = read("waiting period");
    expect(read("waiting period")).toBe(first);
    expect(reads).toEqual(["waiting period"]);
  });

  it("reads each different text on its own", () => {
    const { read, reads } = counted(4);
    expect(read("ab")).toEqual({ length: 2 });
    expect(read("abc")).toEqual({ length: 3 });
    expect(reads).toEqual(["ab", "abc"]);
  });

  it("lets the text read longest ago go once the limit is reached, and keeps the rest", () => {
    const { read, reads } = counted(2);
    read("one");
    read("two");
    read("three");
    read("two");
    read("one");
    expect(reads).toEqual(["one", "two", "three", "one"]);
  });
});
