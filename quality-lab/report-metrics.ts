/** The Quality Lab report's figures as Markdown: both folds, per-intent precision and recall, the confusion matrix, failing families. Pure. */
import type { Metrics } from "./metrics";

const pct = (value: number | null) => (value === null ? "—" : `${value}%`);

export function metricsMarkdown(metrics: Metrics): string[] {
  const planned = [...new Set(Object.values(metrics.confusion).flatMap((row) => Object.keys(row)))].sort();
  const expected = Object.keys(metrics.confusion).sort();
  const lines = [
    "## Folds",
    "",
    "| fold | cases | passed | pass rate |",
    "| --- | ---: | ---: | ---: |",
    ...metrics.folds.map((f) => `| ${f.fold} | ${f.cases} | ${f.passed} | ${f.pass_rate}% |`),
    "",
    "## Intents",
    "",
    "Read off the tools: the case's target tools against the tools the turn started (none is `other`); cases that",
    "only pause on sign-in show no plan and are left out of these figures.",
    "",
    "| intent | expected | planned | correct | precision | recall |",
    "| --- | ---: | ---: | ---: | ---: | ---: |",
    ...metrics.intents.map(
      (i) => `| ${i.intent} | ${i.expected} | ${i.planned} | ${i.correct} | ${pct(i.precision)} | ${pct(i.recall)} |`,
    ),
    "",
    "### Confusion matrix (rows: expected intent; columns: planned intent)",
    "",
    `| expected \\\\ planned | ${planned.join(" | ")} |`,
    `| --- | ${planned.map(() => "---:").join(" | ")} |`,
    ...expected.map((e) => `| ${e} | ${planned.map((p) => metrics.confusion[e]?.[p] ?? "").join(" | ")} |`),
    "",
    "## Failing families",
    "",
  ];
  if (metrics.failing_families.length === 0) lines.push("None.", "");
  for (const f of metrics.failing_families) {
    const why = f.why.map((w) => `${w.reason} (${w.cases})`).join("; ");
    lines.push(`- **${f.family}** (${f.fold}): ${f.failed} of ${f.cases} failed — ${why.replaceAll("|", "\\|")}`);
  }
  lines.push("");
  return lines;
}
