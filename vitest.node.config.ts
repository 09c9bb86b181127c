/**
 * Tests that need Node rather than workerd: tools that read their own files from disk (the OpenAPI
 * validator loads its JSON Schemas with node:fs). They import product modules that are plain
 * TypeScript; nothing here touches a binding. `npm test` runs them after the workerd suite.
 */
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: { name: "node", environment: "node", include: ["test/node/**/*.test.ts"] },
});
