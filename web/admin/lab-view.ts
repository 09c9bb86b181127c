/**
 * The Quality Lab screen's logic, pure: the summary sentence (never "every case passed" beside a
 * failure: known failures are named as such), the filter (search, result, fold) and the page.
 */
import type { ConsoleCase, ConsoleReport } from "../../quality-lab/console-report";

export const LAB_PAGE_SIZE = 25;
export const LAB_RESULTS = ["all", "failed", "passed"] as const;
export type LabResult = (typeof LAB_RESULTS)[number];

const percent = (part: number, whole: number) => (whole === 0 ? "0" : ((part / whole) * 100).toFixed(1));
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The verdict in one sentence, and whether it is good news. */
export function labSummary(report: ConsoleReport): { text: string; good: boolean } {
  const t = report.totals;
  const passed = `${t.passed} of ${t.cases} cases passed (${percent(t.passed, t.cases)}%).`;
  const errors =
    t.uncaughtServerErrors === 0
      ? ""
      : ` ${plural(t.uncaughtServerErrors, "uncaught server error", "uncaught server errors")}.`;
  if (t.failed === 0) return { text: `${passed} No failure.${errors}`, good: errors === "" };
  if (t.unexpectedFailures === 0) {
    const known =
      t.failed === 1
        ? "The 1 failure is known (listed in the baseline with its reason)"
        : `The ${t.failed} failures are all known (listed in the baseline with their reasons)`;
    return { text: `${passed} ${known}; none is unexpected.${errors}`, good: errors === "" };
  }
  return {
    text: `${passed} ${plural(t.unexpectedFailures, "failure is", "failures are")} unexpected (not in the baseline)${t.knownFailures > 0 ? `; ${t.knownFailures} known` : ""}.${errors}`,
    good: false,
  };
}

export interface LabFilter {
  readonly text: string;
  readonly result: LabResult;
  readonly fold: string;
}

export function labFilterOf(query: URLSearchParams): LabFilter {
  const result = query.get("result");
  return {
    text: query.get("q") ?? "",
    result: result === "failed" || result === "passed" ? result : "all",
    fold: query.get("fold") ?? "",
  };
}

/** A case matches when every word of the search is in its id, family, question or a tool it names. */
export function matches(lab: ConsoleCase, filter: LabFilter): boolean {
  if (filter.result === "failed" && lab.pass) return false;
  if (filter.result === "passed" && !lab.pass) return false;
  if (filter.fold && lab.fold !== filter.fold) return false;
  const haystack = [lab.id, lab.family, lab.question, ...lab.expectedTools, ...lab.selected].join(" ").toLowerCase();
  return filter.text
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/** The page asked for (1-based), held within the pages there are. */
export function pageOf<T>(items: readonly T[], asked: number): { page: number; pages: number; items: T[] } {
  const pages = Math.max(1, Math.ceil(items.length / LAB_PAGE_SIZE));
  const page = Math.min(Math.max(1, Number.isInteger(asked) ? asked : 1), pages);
  return { page, pages, items: items.slice((page - 1) * LAB_PAGE_SIZE, page * LAB_PAGE_SIZE) };
}
