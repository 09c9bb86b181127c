/**
 * No circles of files: a module never imports, however indirectly, a module that imports it back.
 * A circle makes two files one unit that neither can be read, moved or tested without the other,
 * and its load order decides which sees the other's names still undefined. Type-only imports count
 * too: they tie the files' meanings together just the same.
 */
import { describe, expect, it } from "vitest";
import { fromRoot, importsOf, sources } from "../support/product-sources";

/** The files a specifier may name: as written, with a TypeScript extension, or a folder's index. */
function candidates(to: string): string[] {
  const base = to.replace(/\.[cm]?js$/, "");
  const extensions = [".ts", ".tsx", ".mts", ".cts"];
  return [to, ...extensions.map((ext) => base + ext), ...extensions.map((ext) => `${base}/index${ext}`)];
}

/** Each file's imports of other files of the set (an import of anything else, a JSON or a stylesheet, is not an edge). */
function edgesOf(files: Record<string, string>): Map<string, Set<string>> {
  const known = new Set(Object.keys(files).map(fromRoot));
  const edges = new Map([...known].map((file) => [file, new Set<string>()]));
  for (const { from, to } of importsOf(files)) {
    const target = candidates(to).find((file) => known.has(file));
    if (target !== undefined) edges.get(from)?.add(target);
  }
  return edges;
}

/** The circles (Tarjan's strongly connected components of more than one file, or a file importing itself), each sorted. */
function circles(files: Record<string, string>): string[][] {
  const edges = edgesOf(files);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file) ?? 0);
    stack.push(file);
    onStack.add(file);
    for (const next of edges.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      onStack.delete(member);
      component.push(member);
      if (member === file) break;
    }
    if (component.length > 1 || edges.get(file)?.has(file)) found.push(component.sort());
  };
  for (const file of edges.keys()) if (!index.has(file)) visit(file);
  return found;
}

describe("circles of files", () => {
  it("reads the product's imports as edges between its files", () => {
    const edges = [...edgesOf(sources).values()].reduce((sum, targets) => sum + targets.size, 0);
    expect(edges).toBeGreaterThan(1000);
  });

  it("has no file of the product import, directly or round a longer circle, a file that imports it back", () => {
    expect(circles(sources)).toEqual([]);
  });

  it("catches two files that import each other's types", () => {
    const planted = {
      "../../src/shared/a.ts": `import type { B } from "./b";\nexport type A = B[];\n`,
      "../../src/shared/b.ts": `import type { A } from "./a";\nexport type B = { a: A };\n`,
    };
    expect(circles(planted)).toEqual([["src/shared/a.ts", "src/shared/b.ts"]]);
  });

  it("catches a circle of three files across folders, through a folder's index and a .tsx page", () => {
    const planted = {
      "../../web/member/app.tsx": `import { x } from "../common";\n`,
      "../../web/common/index.ts": `export { y } from "./y.js";\n`,
      "../../web/common/y.ts": `const page = await import("../member/app");\n`,
    };
    expect(circles(planted)).toEqual([["web/common/index.ts", "web/common/y.ts", "web/member/app.tsx"]]);
  });

  it("leaves a chain of imports that never comes back alone", () => {
    const planted = {
      "../../src/shared/a.ts": `import { b } from "./b";\n`,
      "../../src/shared/b.ts": `import { c } from "./c";\nimport data from "./c.json";\n`,
      "../../src/shared/c.ts": "export const c = 1;\n",
    };
    expect(circles(planted)).toEqual([]);
  });
});
