/**
 * The member's own policies beside the wording: which product each of their portals is for (their
 * session's policies, read by code at sign-in), and what their own benefit schedule says on a subject
 * their product's wording is silent on. Pure. PlanCover names a policy's product more fully than the
 * wording does ("PlanCover Group Care for Northwind Logistics" is the wording's "PlanCover Group
 * Care"): a policy is for a wording product when its product name begins with that product's name.
 */
import * as v from "valibot";
import type { HeldPolicy } from "../../shared/auth-context";
import { redactText } from "../../shared/sanitizer";
import type { PlannedCall } from "../planner/member-reads";
import type { ToolResultView } from "./composer";
import { plainText } from "./plain-text";
import { benefitLine, benefitsOf, type ProductOf } from "./sections";
import type { OwnData } from "./wording/answer";
import { namesSubject } from "./wording/relevance";

export const BENEFITS_TOOL = "get_covered_benefits";

export function productOfPortal(policies: readonly HeldPolicy[]): ProductOf {
  return (portalRef) => {
    const product = policies.find((policy) => policy.portalRef === portalRef)?.product;
    // The session kept it sanitized at sign-in; a session row is still upstream text, so again here.
    return product === undefined ? null : redactText(product);
  };
}

/** Whether a policy of PlanCover's product name is for the wording's product `product`. */
function isFor(policyProduct: string, product: string): boolean {
  const [policy, wording] = [policyProduct, product].map((name) => name.toLowerCase().replace(/\s+/g, " ").trim());
  return policy === wording || policy?.startsWith(`${wording} `) === true;
}

/** The member's portals of the wording's product `product`. */
export function portalsOf(product: string, policies: readonly HeldPolicy[]): string[] {
  return policies.filter((policy) => isFor(policy.product, product)).map((policy) => policy.portalRef);
}

/** The benefit-schedule reads that would answer for `products`, for the portals not read yet. */
export function scheduleReads(
  products: readonly string[],
  policies: readonly HeldPolicy[],
  results: readonly ToolResultView[],
): PlannedCall[] {
  const read = new Set(
    results.filter((view) => view.toolName === BENEFITS_TOOL).map((view) => String(view.args?.portal_ref ?? "")),
  );
  const portals = products.flatMap((product) => portalsOf(product, policies)).filter((portal) => !read.has(portal));
  return [...new Set(portals)].map((portal) => ({ name: BENEFITS_TOOL, args: { portal_ref: portal } }));
}

const SearchResult = v.object({ notInWording: v.optional(v.array(v.string())) });

/** What the wording search found no product's wording to name ("domiciliary"); empty when it said none. */
export function notInWording(result: unknown): string[] {
  const parsed = v.safeParse(SearchResult, result);
  return parsed.success ? (parsed.output.notInWording ?? []) : [];
}

/**
 * Their own benefit schedule's lines on the question's subject, for a product whose wording is
 * silent: "Your PlanCover Group Care policy's benefit schedule (PRT-50001) lists: Road ambulance
 * (up to ₹3,000)." Null when no schedule of theirs was read or none of its benefits names the subject.
 * `unnamed`: what the question asks about that no wording names (notInWording); then only a benefit
 * naming it answers, never one sharing the words around it ("hospitalisation" in "is domiciliary
 * hospitalisation covered").
 */
export function scheduleAnswer(
  policies: readonly HeldPolicy[],
  results: readonly ToolResultView[],
  unnamed: readonly string[] = [],
): OwnData {
  const names = (question: Parameters<OwnData>[1], name: string) =>
    unnamed.length > 0
      ? unnamed.some((term) => name.toLowerCase().includes(term.toLowerCase()))
      : namesSubject(question, name);
  return (product, question) => {
    for (const portal of portalsOf(product, policies)) {
      const view = results.find((r) => r.toolName === BENEFITS_TOOL && r.args?.portal_ref === portal);
      if (view?.outcome.status !== "ok") continue;
      const benefits = benefitsOf(view.outcome.result);
      const named = benefits.filter((b) => names(question, b.name));
      if (named.length === 0) continue;
      const lines = named.map((b) => (b.covered ? `${benefitLine(b)}, covered` : `${plainText(b.name)}, not covered`));
      return `Your ${plainText(product)} policy's benefit schedule (${plainText(portal)}) lists: ${lines.join("; ")}.`;
    }
    return null;
  };
}
