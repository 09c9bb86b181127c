/**
 * axe-core in Chromium: the page is checked as it stands (every WCAG 2.x A/AA rule and axe's best
 * practices, landmarks included) and the violations of moderate or higher impact are returned, so a
 * test can expect none. axe's source is evaluated over the DevTools protocol, which the pages'
 * Content-Security-Policy (no inline script) does not govern; nothing is added to the page itself.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** The impacts that count: anything a person would notice. axe's `minor` findings are left out. */
const COUNTED = new Set(["moderate", "serious", "critical"]);

export interface AxeFinding {
  readonly id: string;
  readonly impact: string;
  readonly help: string;
  /** The first few offending elements, as CSS selectors, so a failure says where to look. */
  readonly targets: string[];
}

/** The violations of moderate or higher impact on the page as it is now. */
export async function axeViolations(page: Page): Promise<AxeFinding[]> {
  const loaded = await page.evaluate(() => "axe" in globalThis);
  if (!loaded) await page.evaluate(AXE_SOURCE);
  const findings = await page.evaluate(async () => {
    // The whole document (no context given), violations only.
    const { axe } = globalThis as unknown as { axe: typeof import("axe-core") };
    const results = await axe.run({ resultTypes: ["violations"] });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? "unknown",
      help: violation.help,
      targets: violation.nodes.slice(0, 3).map((node) => node.target.join(" ")),
    }));
  });
  return findings.filter((finding) => COUNTED.has(finding.impact));
}
