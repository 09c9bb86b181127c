/**
 * The claims on the kind of policy a member named ("claims on my accident policy"): the claim list
 * PlanCover gives holds every policy's claims, and the answer keeps those of the policies of that
 * kind. Naming a kind they hold none of, or every policy they hold, keeps the whole list (the answer
 * says which kinds they hold: product-kinds.ts). Pure.
 */
import type { HeldPolicy } from "../../shared/auth-context";
import type { JsonValue } from "../../shared/json";
import { isJsonObject } from "../../shared/sanitizer/types";
import type { Plan } from "../planner/plan";
import { CLAIMS_TOOL } from "./claim-list";
import { portalsOfKindsNarrowed } from "./product-kinds";
import { type ProductOf, sectionFor, yourPolicy } from "./sections";

/**
 * The claim list's section with only the claims on the policies of the kinds named; null when the
 * member named no kind narrower than all they hold (the list is answered whole).
 */
export function kindClaimsSection(
  plan: Plan,
  policies: readonly HeldPolicy[],
  result: JsonValue,
  productOf: ProductOf,
): string | null {
  const portals = portalsOfKindsNarrowed(plan, policies);
  if (portals === null || !isJsonObject(result) || !Array.isArray(result.claims)) return null;
  const claims = result.claims.filter((claim) => isJsonObject(claim) && portals.has(String(claim.portalRef)));
  if (claims.length > 0) return sectionFor(CLAIMS_TOOL, { ...result, claims }, null, productOf);
  const on = [...portals].map((portal) => yourPolicy({ portal_ref: portal }, productOf));
  return `You have no claims on ${on.join(" or ")}.`;
}
