/**
 * "Phone number of Lakeview Orthopaedic", "does Harbour View Hospital have 24 hour emergency": a
 * hospital asked about by name and for what it is like. The search finds it by name (near the place
 * asked, or the registered address); once it has found exactly that one, its details are read, and
 * the answer gives them (the cashless desk's phone and hours, the emergency department, the rooms).
 */
import * as v from "valibot";
import type { PlannedCall } from "../planner/member-reads";
import type { Plan } from "../planner/plan";
import type { ToolResultView } from "./composer";
import { foundByName } from "./hospital-search";
import { HOSPITAL_SEARCH_TOOL } from "./near-home";

const DETAILS_TOOL = "get_hospital_details";
const Found = v.object({ hospitals: v.strictTuple([v.object({ hospitalId: v.string() })]) });

/** Gather: the one hospital the search found by name, read in detail when its details were asked. */
export function namedHospitalDetailsReads(plan: Plan, results: readonly ToolResultView[]): PlannedCall[] {
  if (plan.hospitalDetailsAsked !== true || results.some((view) => view.toolName === DETAILS_TOOL)) return [];
  const search = results.find((view) => view.toolName === HOSPITAL_SEARCH_TOOL);
  if (search?.outcome.status !== "ok") return [];
  // Exactly one hospital, and the one asked about (as the answer will say: "Yes: … is a network hospital").
  const found = v.safeParse(Found, search.outcome.result);
  if (!found.success || !foundByName(search.outcome.result, search.args)) return [];
  return [{ name: DETAILS_TOOL, args: { hospital_id: found.output.hospitals[0].hospitalId } }];
}
