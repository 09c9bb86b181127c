import { describe, expect, it } from "vitest";

// Every TypeScript source the Workers and the Durable Object are built from, as text (bundled by
// Vite at transform time, so the test needs no file system inside workerd). Generated binding types
// (`worker-env.d.ts`, the runtime's own declarations among them) are not code.
const sources = import.meta.glob(
  ["../../../workers/**/*.ts", "../../../durable-objects/**/*.ts", "../../../src/**/*.ts", "!../../../**/*.d.ts"],
  {
    query: "?raw",
    import: "default",
    eager: true,
  },
) as Record<string, string>;

const HANDLER_CALL = /\.handler\s*\(/;

describe("the one path to a handler", () => {
  it("reads the product's sources", () => {
    expect(Object.keys(sources).length).toBeGreaterThan(40);
    expect(Object.keys(sources)).toContain("../../../workers/tools/chain/run-handler.ts");
  });

  it("invokes a tool handler only from the executor's run-handler module", () => {
    const callers = Object.entries(sources)
      .filter(([, text]) => HANDLER_CALL.test(text))
      .map(([file]) => file);
    expect(callers).toEqual(["../../../workers/tools/chain/run-handler.ts"]);
  });

  it("reaches run-handler only through perform, which the executor and the confirm path call after the chain", () => {
    const importers = (module: string) =>
      Object.entries(sources)
        .filter(([, text]) => new RegExp(`from "\\./${module}"|from "\\.\\./chain/${module}"`).test(text))
        .map(([file]) => file)
        .sort();
    expect(importers("run-handler")).toEqual(["../../../workers/tools/chain/perform.ts"]);
    expect(importers("perform")).toEqual([
      "../../../workers/tools/chain/executor.ts",
      "../../../workers/tools/confirm/decide-action.ts",
    ]);
  });

  it("mentions a handler only where a tool declares one and where run-handler calls it", () => {
    // Any other read of `handler` (destructured, bracketed, passed along) could call it past the chain.
    const declared = [
      /\basync handler\s*\(/g,
      /^\s*handler\(args: v\.InferOutput<TArgs>, io: ToolIO\)/gm,
      /\| "handler">/g,
      /"\.\/run-handler"/g,
    ];
    const offenders = Object.entries(sources).flatMap(([file, text]) => {
      let code = text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`])\/\/.*$/gm, "$1");
      for (const pattern of declared) code = code.replace(pattern, "");
      if (file === "../../../workers/tools/chain/run-handler.ts") code = code.replace("spec.handler(args,", "");
      return /\bhandler\b/.test(code) ? [file] : [];
    });
    expect(offenders).toEqual([]);
  });
});
