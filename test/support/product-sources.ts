/**
 * The product's TypeScript sources as text, and their relative imports, for the structure tests
 * (import direction, file cycles). Bundled by Vite at transform time: there is no file system in workerd.
 */

// Every TypeScript source of the product (`.ts`, `.tsx`, `.mts`, `.cts`, the web app's included).
// Generated binding types (`*.d.ts`) name the classes they bind and are not code.
export const sources = import.meta.glob(
  [
    "../../workers/**/*.{ts,tsx,mts,cts}",
    "../../durable-objects/**/*.{ts,tsx,mts,cts}",
    "../../src/**/*.{ts,tsx,mts,cts}",
    "../../d1/**/*.{ts,tsx,mts,cts}",
    "../../web/**/*.{ts,tsx,mts,cts}",
    "!../../web/dist/**",
    "!../../**/*.d.ts",
    "!../../**/*.d.mts",
  ],
  { query: "?raw", import: "default", eager: true },
) as Record<string, string>;

/** A glob key (`../../src/shared/json.ts`) as a path from the project's root (`src/shared/json.ts`). */
export const fromRoot = (key: string): string => key.replace(/^(\.\.\/)+/, "");

/** Resolves a relative specifier against the importing file, to a path from the project's root. */
function resolve(from: string, specifier: string): string {
  const parts = from.split("/").slice(0, -1);
  for (const segment of specifier.split("/")) {
    if (segment === "..") parts.pop();
    else if (segment !== ".") parts.push(segment);
  }
  return parts.join("/");
}

/** Static, type-only, dynamic and star imports of a relative path. */
const IMPORT = /(?:\bfrom|\bimport|\bexport\s*\*\s*from)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g;

export interface RelativeImport {
  readonly from: string;
  /** The specifier resolved from the project's root, as written: without the extension it may omit. */
  readonly to: string;
  readonly specifier: string;
}

/** Every relative import of the files (glob keys or paths from the root), from its file's path from the root. */
export function importsOf(files: Record<string, string>): RelativeImport[] {
  return Object.entries(files).flatMap(([path, text]) => {
    const from = fromRoot(path);
    return [...text.matchAll(IMPORT)].map((m) => ({ from, to: resolve(from, m[1] ?? ""), specifier: m[1] ?? "" }));
  });
}
