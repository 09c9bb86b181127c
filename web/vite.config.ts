/**
 * Builds the member web app (web/index.html → /) and the admin console (web/admin/index.html →
 * /admin) into web/dist, the web Worker's static assets (workers/web), served through the chat
 * Worker. No inline script (the pages' CSP forbids it), no CDN: everything ships from the one origin. The Quality Lab report goes in as a
 * private asset (`_private/`), which the Worker serves to staff only, never as a public file.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { defineConfig, type Plugin } from "vite";
import { consoleReport } from "../quality-lab/console-report.ts";

const here = import.meta.dirname;

/** Where the console's Quality Lab report lands in web/dist (GET /admin/v1/quality-lab reads it). */
export const QUALITY_LAB_ASSET = "_private/quality-lab.json";

function qualityLabReport(): Plugin {
  return {
    name: "toolgate-quality-lab-report",
    generateBundle() {
      const report = JSON.parse(readFileSync(path.join(here, "../quality-lab/report.json"), "utf8"));
      this.emitFile({ type: "asset", fileName: QUALITY_LAB_ASSET, source: JSON.stringify(consoleReport(report)) });
    },
  };
}

export default defineConfig({
  root: here,
  base: "/",
  publicDir: false,
  oxc: { jsx: { runtime: "automatic", importSource: "preact" } },
  plugins: [qualityLabReport()],
  build: {
    outDir: path.join(here, "dist"),
    emptyOutDir: true,
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    reportCompressedSize: true,
    rollupOptions: {
      input: { member: path.join(here, "index.html"), admin: path.join(here, "admin/index.html") },
    },
  },
  logLevel: "warn",
});
