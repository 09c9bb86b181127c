/**
 * One home for what tests share: outside test/support a test folder holds its tests and nothing that
 * other files import, so a helper is found by one path and never grows a second copy beside another
 * suite (the e2e suite's clients, Chromium and axe helpers live in test/support/e2e). Checked on the
 * names of every module under test/, whatever the suite that runs it (workerd, Node, Chromium).
 */
import { describe, expect, it } from "vitest";

// Only the paths are read: the glob is lazy and nothing here calls it, so no module under test/ (the
// Node-only ones included) is loaded into workerd. A glob from the project's root names each file by
// its path from there (Vite leaves the importing file itself out).
const modules = Object.keys(import.meta.glob("/test/**/*.{ts,tsx,mts,cts,js,mjs,cjs}")).map((file) => file.slice(1));

/** Tests, and declarations of modules and bindings for the type checker (not code anything imports). */
const TEST_OR_DECLARATION = /\.(test|test-d)\.[cm]?tsx?$|\.d\.[cm]?ts$/;

/**
 * The modules outside test/support that are not helpers, each with the reason it sits where it does:
 * a file, or a folder (ending in "/") all of whose modules are that configuration.
 */
const CONFIGURATION = [
  // The e2e suite's own vitest config and the global setup that starts the system for it: they
  // configure that one suite and stay beside it, as vitest.config.ts does at the root.
  "test/e2e/vitest.config.ts",
  "test/e2e/global-setup.ts",
  // The guard-removal mutations (one file per part of the code): data read by scripts/mutants.ts,
  // declared beside the tests they run.
  "test/reliability/mutants/",
];

/** Whether a CONFIGURATION entry (a file, or a folder ending in "/") covers the module. */
const covers = (entry: string, file: string) => (entry.endsWith("/") ? file.startsWith(entry) : file === entry);
const isConfiguration = (file: string) => CONFIGURATION.some((entry) => covers(entry, file));

/** Every module under test/ that is neither a test, a declaration, configuration, nor in test/support. */
function strayHelpers(files: readonly string[]): string[] {
  return files.filter(
    (file) => !file.startsWith("test/support/") && !TEST_OR_DECLARATION.test(file) && !isConfiguration(file),
  );
}

describe("the layout of the tests", () => {
  it("reads every module under test/, the e2e suite and test/support included", () => {
    expect(modules).toContain("test/structure/import-direction.test.ts");
    expect(modules).toContain("test/e2e/global-setup.ts");
    expect(modules.some((file) => file.startsWith("test/support/e2e/"))).toBe(true);
    expect(modules.filter((file) => file.endsWith(".test.ts")).length).toBeGreaterThan(150);
  });

  it("keeps every helper module in test/support, the one home for what tests share", () => {
    expect(strayHelpers(modules)).toEqual([]);
  });

  it("names only configuration files that are there, so a moved one leaves no stale exception", () => {
    expect(CONFIGURATION.filter((entry) => !modules.some((file) => covers(entry, file)))).toEqual([]);
  });

  it.each([
    ["a helper beside the e2e suite", "test/e2e/support.ts"],
    ["a helper beside the browser tests", "test/e2e/browser/member-support.ts"],
    ["a helper in a workerd test folder", "test/tools/chain/fixtures.ts"],
    ["a helper at the root of test/", "test/helpers.mts"],
    ["a JavaScript helper", "test/conversation/world.js"],
  ])("catches %s (%s)", (_what, file) => {
    expect(strayHelpers([...modules, file])).toEqual([file]);
  });

  it.each([
    ["a test", "test/tools/chain/decide.test.ts"],
    ["a type-level test", "test/shared/result.test-d.ts"],
    ["a declaration of raw modules", "test/tools/catalogue/raw-modules.d.ts"],
    ["a helper in test/support", "test/support/e2e/browser.ts"],
  ])("lets %s sit where it is (%s)", (_what, file) => {
    expect(strayHelpers([file])).toEqual([]);
  });
});
