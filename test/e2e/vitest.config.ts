/**
 * The Node-side tests: the SDK in Node 22 and the web pages in Chromium, both against the running
 * system (one `wrangler dev` started by the global setup on a free port, with its own fresh local
 * D1, and one Chromium). They run outside workerd, so they have their own config beside the workerd
 * one. Their helpers live in test/support/e2e, Node-only: tsconfig.node.json checks them and the
 * workerd tsconfig leaves them out.
 *
 * Two projects share the one system. `e2e` runs its files two at a time: each of them signs in its
 * own fresh members, each from its own client address, so no two files meet each other's turns or
 * limits. `e2e-alone` then runs, one file after another with nothing beside them, the files that
 * change what every other file would see.
 */
import path from "node:path";
import { defineConfig } from "vitest/config";

const root = path.resolve(import.meta.dirname, "../..");

/**
 * The policy screen switches tools off for the whole demo company; the upstream-failures screen counts
 * every upstream failure of the system; the SSE timing test measures milliseconds. And these two set
 * the stand-in's faults, which each test clears for everyone (DELETE /__faults) after it. The one
 * other file that sets faults (member-stream, a latency on its own member's reads, which no other
 * file in `e2e` counts or clears) runs with the rest.
 */
const ALONE = [
  "test/e2e/browser/console-policy.test.ts",
  "test/e2e/browser/console-upstream-failures.test.ts",
  "test/e2e/sdk/streaming.test.ts",
];

const shared = {
  root,
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // Not isolated: a worker's files share the modules they import (playwright-core, the client), so
  // each file does not pay to load them again. A file keeps its own state in its own module.
  isolate: false,
};

export default defineConfig({
  test: {
    root,
    // Once for both projects: the root's global setup runs first, and what it provides reaches both.
    globalSetup: ["test/e2e/global-setup.ts"],
    projects: [
      {
        test: {
          ...shared,
          name: "e2e",
          include: ["test/e2e/**/*.test.ts"],
          exclude: ALONE,
          // Two files at once on two cores: a third gains nothing (the system and Chromium are busy).
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...shared,
          name: "e2e-alone",
          include: ALONE,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
