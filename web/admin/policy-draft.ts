/**
 * The policy screen's edits, kept apart from what the server last answered: what differs is a
 * change, counted for the save bar and the unsaved-changes guard. Pure.
 */
import type { PolicyView } from "../../src/shared/admin-api";

export type ToolRow = PolicyView["tools"][number];

/** The company's own settings as the form holds them (numbers as typed, checked on save). */
export interface CompanyDraft {
  dailyCallBudget: string;
  callsPerMinute: string;
  channels: PolicyView["channels"];
}

export interface Draft {
  company: CompanyDraft;
  tools: ToolRow[];
}

export const draftOf = (policy: PolicyView): Draft => ({
  company: {
    dailyCallBudget: String(policy.dailyCallBudget),
    callsPerMinute: String(policy.callsPerMinute),
    channels: [...policy.channels],
  },
  tools: policy.tools.map((tool) => ({ ...tool })),
});

const sameList = (a: readonly string[] | null, b: readonly string[] | null) =>
  a === null || b === null ? a === b : a.length === b.length && a.every((x) => b.includes(x));

export function toolChanged(tool: ToolRow, loaded: PolicyView): boolean {
  const before = loaded.tools.find((t) => t.name === tool.name);
  return (
    !before ||
    before.enabled !== tool.enabled ||
    !sameList(before.roles, tool.roles) ||
    !sameList(before.channels, tool.channels)
  );
}

export function companyChanged(company: CompanyDraft, loaded: PolicyView): boolean {
  return (
    company.dailyCallBudget !== String(loaded.dailyCallBudget) ||
    company.callsPerMinute !== String(loaded.callsPerMinute) ||
    !sameList(company.channels, loaded.channels)
  );
}

export function changeCount(draft: Draft, loaded: PolicyView): number {
  return (companyChanged(draft.company, loaded) ? 1 : 0) + draft.tools.filter((t) => toolChanged(t, loaded)).length;
}

/** A whole number of at least 0 from a form field, or null. */
export function wholeNumber(text: string): number | null {
  return /^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : null;
}

/** The tools in registry order, grouped by family (families in the order they first appear). */
export function byFamily(tools: readonly ToolRow[]): [string, ToolRow[]][] {
  const groups = new Map<string, ToolRow[]>();
  for (const tool of tools) groups.set(tool.family, [...(groups.get(tool.family) ?? []), tool]);
  return [...groups];
}

/** A family's heading. */
export function familyLabel(family: string): string {
  switch (family) {
    case "policies":
      return "Policies";
    case "claims":
      return "Claims";
    case "documents":
      return "Documents and profile";
    case "hospitals":
      return "Network hospitals";
    case "knowledge":
      return "Policy wording (knowledge)";
    case "callbacks":
      return "Call-back (a write, always confirmed)";
    default:
      return family.charAt(0).toUpperCase() + family.slice(1);
  }
}
