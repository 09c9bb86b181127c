/**
 * The Chromium the browser tests drive: Debian's package (`/usr/bin/chromium`, installed by .ci/run
 * when missing), headless. The e2e global setup starts it once as a server; each file connects to it
 * (test/support/e2e/browser.ts) and closing that connection leaves it running for the next file.
 */
import { type BrowserServer, chromium } from "playwright-core";

export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
}
