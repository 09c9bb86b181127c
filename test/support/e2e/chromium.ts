/**
 * The Chromium the browser tests drive: Debian's headless shell (`/usr/bin/chromium-headless-shell`,
 * installed by .ci/run when missing), the build of Chromium made for automation with no browser UI
 * around the page. It renders pages as the full browser does at about a third of its CPU, which is
 * most of the browser tests' time on two cores. It has no PDF viewer: a PDF a tab opens downloads.
 * The e2e global setup starts it once as a server; each file connects to it
 * (test/support/e2e/browser.ts) and closing that connection leaves it running for the next file.
 */
import { existsSync } from "node:fs";
import { type BrowserServer, chromium } from "playwright-core";

const CHROMIUM = "/usr/bin/chromium-headless-shell";

export function launchBrowserServer(): Promise<BrowserServer> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`The browser tests need ${CHROMIUM}: apt-get install -y chromium-headless-shell (.ci/run does).`);
  }
  return chromium.launchServer({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
}
