/**
 * "Network hospitals near me": the member named no pin code or city, so the search is made near the
 * pin code of the address PlanCover holds for them (their profile, read by prefetch), and the answer
 * says so, asking for another pin code or city if they are elsewhere. The profile itself is not part
 * of the answer: only its pin code was wanted.
 */
import * as v from "valibot";
import type { PlannedCall } from "../planner/member-reads";
import type { Plan } from "../planner/plan";
import type { ToolResultView } from "./composer";

export const PROFILE_TOOL = "get_member_profile";
export const HOSPITAL_SEARCH_TOOL = "search_network_hospitals";

const Profile = v.object({ address: v.nullable(v.object({ pinCode: v.pipe(v.string(), v.regex(/^\d{6}$/)) })) });

/** The registered address's pin code, once the profile was read; null when it was not, or has none. */
function homePinCode(results: readonly ToolResultView[]): string | null {
  for (const view of results) {
    if (view.toolName !== PROFILE_TOOL || view.outcome.status !== "ok") continue;
    const parsed = v.safeParse(Profile, view.outcome.result);
    if (parsed.success && parsed.output.address !== null) return parsed.output.address.pinCode;
  }
  return null;
}

/** The search found exactly one hospital (one asked about by name, and so answered "yes"). */
function foundOne(results: readonly ToolResultView[]): boolean {
  const search = results.find((view) => view.toolName === HOSPITAL_SEARCH_TOOL && view.outcome.status === "ok");
  if (search?.outcome.status !== "ok") return false;
  const parsed = v.safeParse(v.object({ hospitals: v.array(v.unknown()) }), search.outcome.result);
  return parsed.success && parsed.output.hospitals.length === 1;
}

const searched = (results: readonly ToolResultView[]) => results.some((view) => view.toolName === HOSPITAL_SEARCH_TOOL);

/** Gather: the search near the registered address, once its pin code is known. */
export function nearHomeReads(plan: Plan, results: readonly ToolResultView[]): PlannedCall[] {
  const pinCode = plan.nearHome === true && !searched(results) ? homePinCode(results) : null;
  if (pinCode === null) return [];
  return [
    {
      name: HOSPITAL_SEARCH_TOOL,
      args: { pin_code: pinCode, ...(plan.hospitalName ? { name: plan.hospitalName } : {}) },
    },
  ];
}

/** The profile read for its pin code says nothing of its own, unless the profile was asked for too. */
export function hiddenForNearHome(plan: Plan, view: ToolResultView): boolean {
  return plan.nearHome === true && view.toolName === PROFILE_TOOL && !plan.topics.includes("profile");
}

/** Where the search was made, beside its list; null when it was not made near the registered address. */
export function nearHomeNote(plan: Plan, results: readonly ToolResultView[]): string | null {
  const pinCode = plan.nearHome === true ? homePinCode(results) : null;
  if (pinCode === null || !searched(results)) return null;
  if (plan.hospitalName) {
    // The one hospital asked about, found: where it was looked for adds nothing.
    if (foundOne(results)) return null;
    return `I looked for it near ${pinCode}, the pin code of the address we have for you. If it is somewhere else, tell me its city or pin code.`;
  }
  return `I searched near ${pinCode}, the pin code of the address we have for you. If you are somewhere else, tell me a pin code or a city.`;
}
