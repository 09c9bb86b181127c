/**
 * Builds the member web app (web/index.html → /) and the admin console (web/admin/index.html →
 * /admin) into web/dist, the chat Worker's static assets. No inline script (the pages' CSP forbids
 * it), no CDN: everything ships from the Worker's own origin.
 */
import path from "node:path";
import { defineConfig } from "vite";

const here = import.meta.dirname;

export default defineConfig({
  root: here,
  base: "/",
  publicDir: false,
  oxc: { jsx: { runtime: "automatic", importSource: "preact" } },
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
