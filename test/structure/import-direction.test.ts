/**
 * Imports run one way: the Workers and the Durable Object depend on src/shared, never on each
 * other's internals, so a change inside one cannot break another and the chat Worker (the public
 * edge) bundles nothing of the tools Worker's auth or storage. Checked on every relative import
 * specifier of the product's sources, type-only imports included.
 */
import { describe, expect, it } from "vitest";

// Every TypeScript source, as text (bundled by Vite at transform time: no file system in workerd).
// Generated binding types (`*.d.ts`) name the classes they bind and are not code.
const sources = import.meta.glob(
  [
    "../../workers/**/*.ts",
    "../../durable-objects/**/*.ts",
    "../../src/**/*.ts",
    "../../d1/**/*.ts",
    "!../../**/*.d.ts",
  ],
  { query: "?raw", import: "default", eager: true },
) as Record<string, string>;

/** A part of the tree: `workers/chat`, `durable-objects/conversation`, `src/shared`, `d1`. */
function partOf(file: string): string {
  const [top, name] = file.split("/");
  return top === "d1" ? "d1" : `${top}/${name}`;
}

/** What each part may import besides itself. */
const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  "src/shared": [],
  "src/client": ["src/shared"],
  // The assistant is stateless reasoning: it sees contracts, never an object's or a Worker's insides.
  "src/assistant": ["src/shared"],
  d1: [],
  "workers/chat": ["src/shared"],
  // The tools Worker is the only one that binds D1, so it alone reads the drizzle schema.
  "workers/tools": ["src/shared", "d1"],
  "workers/plancover": ["src/shared"],
  "durable-objects/conversation": ["src/shared", "src/assistant"],
  "durable-objects/turn-quota": ["src/shared"],
};

/** The chat Worker's entry exports the Durable Object classes it hosts (wrangler needs them there), and nothing else of them. */
const HOSTED = [
  { from: "workers/chat/index.ts", to: "durable-objects/conversation/index.ts" },
  { from: "workers/chat/index.ts", to: "durable-objects/turn-quota/index.ts" },
];

/** Resolves a relative specifier against the importing file, to a path from the project's root. */
function resolve(from: string, specifier: string): string {
  const parts = from.split("/").slice(0, -1);
  for (const segment of specifier.split("/")) {
    if (segment === "..") parts.pop();
    else if (segment !== ".") parts.push(segment);
  }
  return parts.join("/");
}

const IMPORT = /(?:\bfrom|\bimport|\bexport\s*\*\s*from)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g;

function importsOf(files: Record<string, string>): { from: string; to: string; specifier: string }[] {
  return Object.entries(files).flatMap(([path, text]) => {
    const from = path.replace(/^(\.\.\/)+/, "");
    return [...text.matchAll(IMPORT)].map((m) => ({ from, to: resolve(from, m[1] ?? ""), specifier: m[1] ?? "" }));
  });
}

function crossings(files: Record<string, string>): string[] {
  return importsOf(files)
    .filter(({ from, to }) => {
      const source = partOf(from);
      const target = partOf(to);
      if (source === target || ALLOWED[source]?.includes(target)) return false;
      const hosted = HOSTED.some((h) => h.from === from && (to === h.to || `${to}/index.ts` === h.to));
      return !hosted;
    })
    .map(({ from, specifier }) => `${from} imports ${specifier}`);
}

describe("the direction of imports", () => {
  it("reads every part of the product's sources", () => {
    const parts = new Set(Object.keys(sources).map((file) => partOf(file.replace(/^(\.\.\/)+/, ""))));
    expect([...parts].sort()).toEqual(Object.keys(ALLOWED).sort());
    expect(importsOf(sources).length).toBeGreaterThan(300);
  });

  it("has no Worker or Durable Object import another's internals, only src/shared", () => {
    expect(crossings(sources)).toEqual([]);
  });

  it.each([
    ["the Durable Object", "durable-objects/conversation/store/invites.ts", "../../../workers/tools/auth/encoding"],
    ["the chat Worker", "workers/chat/http/otp-failure.ts", "../../tools/auth/otp"],
    ["the chat Worker", "workers/chat/routes/chat.ts", "../../../durable-objects/conversation/socket-handlers"],
    ["the tools Worker", "workers/tools/index.ts", "../chat/http/errors"],
    ["src/shared", "src/shared/json.ts", "../../workers/tools/catalogue/registry"],
    ["the assistant", "src/assistant/model/llm/llm-model.ts", "../../../../durable-objects/conversation/tools-port"],
    ["the chat Worker, for D1", "workers/chat/app.ts", "../../d1/schema"],
  ])("catches %s reaching across (%s importing %s)", (_who, file, specifier) => {
    const planted = { [`../../${file}`]: `import type { X } from "${specifier}";\n` };
    expect(crossings(planted)).toEqual([`${file} imports ${specifier}`]);
  });

  it("lets the chat Worker's entry export the Durable Object class it hosts", () => {
    const entry = {
      "../../workers/chat/index.ts": `export { Conversation } from "../../durable-objects/conversation";\n`,
    };
    expect(crossings(entry)).toEqual([]);
  });
});
