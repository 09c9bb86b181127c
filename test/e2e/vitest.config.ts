/**
 * The Node-side tests: the SDK in Node 22 and the web pages in Chromium, both against the running
 * system (one `wrangler dev` started by the global setup on a free port, with its own fresh local
 * D1). They run outside workerd, so they have their own config beside the workerd one. Their helpers
 * live in test/support/e2e, Node-only: tsconfig.node.json checks them and the workerd tsconfig leaves them out.
 */
import path from "node:path";
import { defineConfig } from "vitest/config";

const root = path.resolve(import.meta.dirname, "../..");

export default defineConfig({
  test: {
    name: "e2e",
    root,
    include: ["test/e2e/**/*.test.ts"],
    globalSetup: ["test/e2e/global-setup.ts"],
    // One system, shared: files run one after another so their turns do not meet each other's limits.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
