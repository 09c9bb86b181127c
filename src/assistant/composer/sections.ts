/**
 * One plain-text section per successful read, from its sanitized result. Each result is parsed with
 * the fields the section uses (anything else is ignored); a result that does not parse is said to
 * be unreadable rather than guessed at. Every upstream string passes through plainText. No claim
 * section states or predicts a settlement date: the results carry none, and none is invented.
 */
import * as v from "valibot";
import type { JsonValue } from "../../shared/json";
import { addressWithPin, claimDetailsSection, hospitalDetailsSection } from "./detail-sections";
import { hospitalSearchSection } from "./hospital-search";
import { accidentsOnly, illnessNotCovered } from "./illness-excluded";
import { claimIs, plainText as p, rupees } from "./plain-text";

const S = v.string();
const N = v.number();
const list = <T extends v.GenericSchema>(item: T) => v.array(v.union([item, v.unknown()]));

/** Records of a list that parse; the sanitizer may have dropped some and left a note. */
function records<T extends v.GenericSchema>(schema: T, items: readonly unknown[]): v.InferOutput<T>[] {
  return items.flatMap((item) => {
    const parsed = v.safeParse(schema, item);
    return parsed.success ? [parsed.output] : [];
  });
}

const Policy = v.object({ portalRef: S, productName: S, policyNumber: S, endDate: S });
/** A policy's schedule as get_plan_details gives it (schedule-figures.ts reads its figures too). */
export const Plan = v.object({
  portalRef: S,
  productName: S,
  policyNumber: v.optional(v.nullable(S), null),
  sumInsured: N,
  deductible: v.nullable(N),
  copayPercent: v.nullable(N),
  // The schedule's room rent limit as PlanCover words it ("2% of sum insured per day"); older reads lack it.
  roomRentLimit: v.optional(v.nullable(S), null),
  renewalDue: v.nullable(S),
  // Who carries the risk and who settles claims, and the policy period: asked for in their own words
  // ("who is my TPA", "when does my policy end"); absent from older reads.
  insurer: v.optional(v.nullable(S), null),
  tpa: v.optional(v.nullable(S), null),
  startDate: v.optional(v.nullable(S), null),
  endDate: v.optional(v.nullable(S), null),
});
const Benefit = v.object({
  name: S,
  covered: v.boolean(),
  limit: v.optional(v.nullable(N), null),
  waitingPeriodDays: v.nullable(N),
  notes: v.optional(v.nullable(S), null),
});
const Member = v.object({ name: S, relation: S });
const Balance = v.object({ sumInsured: N, utilised: N, available: N, asOf: S });
const Claim = v.object({
  claimNumber: S,
  hospitalName: S,
  status: S,
  claimedAmount: N,
  approvedAmount: v.nullable(N),
  // Whose claim it is and on which policy: a member's list holds their family's claims on each policy.
  patientName: v.optional(S),
  portalRef: v.optional(S),
});
const Status = v.object({ claimNumber: S, status: S, stage: S, lastUpdated: S, remarks: v.nullable(S) });
const Document = v.object({
  title: S,
  issuedOn: S,
  // A link that is not the gateway's own path is left out, never the document: "no documents" must
  // mean the policy has none, not that one of them could not be linked.
  link: v.fallback(v.optional(v.pipe(S, v.regex(/^\/v1\/documents\/[A-Za-z0-9_%-]{1,120}$/))), undefined),
});
const ECard = v.object({
  name: S,
  // The insured person's member ID, which the card carries ("what is my member id"); older reads lack it.
  memberId: v.optional(v.nullable(S), null),
  validTill: S,
  link: v.optional(v.pipe(S, v.regex(/^\/v1\/documents\/[A-Za-z0-9_%-]{1,120}$/))),
});
const Profile = v.object({
  name: S,
  email: v.optional(v.nullable(S)),
  address: v.nullable(v.object({ line1: v.optional(S), city: S, state: v.optional(S), pinCode: v.optional(S) })),
});
/** A member's policy list when it lists none. */
export const NO_POLICY = "You don't have a policy with us yet.";

/** The product of one of the member's portals, as their session names it; null when it does not know. */
export type ProductOf = (portalRef: string) => string | null;

/** "your PlanCover Family Shield policy (PRT-40122)": the policy a per-portal read is about, by its product. */
export function yourPolicy(args: Record<string, unknown> | null, productOf: ProductOf): string {
  const portal = typeof args?.portal_ref === "string" ? p(args.portal_ref) : null;
  if (portal === null) return "your policy";
  const product = productOf(portal);
  return product === null ? `your policy ${portal}` : `your ${p(product)} policy (${portal})`;
}

/**
 * A note that says what a limit is counted by ("Per week, up to 100 weeks.", "Per accident.", "Once a
 * policy year."): without it "up to ₹10,000" reads as the whole benefit, not ₹10,000 a week.
 */
const LIMIT_BASIS = /^(per|once|twice)\b/i;

/** A benefit as its schedule lists it: its name, then its limit (and what it counts by) and waiting period. */
export function benefitLine(b: v.InferOutput<typeof Benefit>): string {
  const basis = b.notes && LIMIT_BASIS.test(b.notes) ? ` ${p(b.notes).replace(/\.$/, "").toLowerCase()}` : "";
  const limit = b.limit ? `up to ${rupees(b.limit)}${basis}` : null;
  const wait = b.waitingPeriodDays ? `after ${b.waitingPeriodDays} days` : null;
  const terms = [limit, wait].filter((x): x is string => x !== null);
  return terms.length === 0 ? p(b.name) : `${p(b.name)} (${terms.join(", ")})`;
}

/** The benefits a covered-benefits result lists; [] when it does not parse. */
export function benefitsOf(result: JsonValue): v.InferOutput<typeof Benefit>[] {
  const parsed = v.safeParse(v.object({ benefits: list(v.unknown()) }), result);
  return parsed.success ? records(Benefit, parsed.output.benefits) : [];
}

/** One claim of a list: its number, whose it is (when `patient`), hospital, status and amounts. */
export function claimLine(c: v.InferOutput<typeof Claim>, patient = false): string {
  const approved = c.approvedAmount === null ? "" : `, approved ${rupees(c.approvedAmount)}`;
  const whose = patient && c.patientName !== undefined ? ` for ${p(c.patientName)}` : "";
  return `- ${p(c.claimNumber)}${whose} at ${p(c.hospitalName)}: ${p(c.status)}, claimed ${rupees(c.claimedAmount)}${approved}`;
}

/**
 * The member's claims, each saying whose it is, under the policy it was made on: a family's claims on
 * two policies read apart ("my wife's claim" is on the family floater, "my accident claim" on the other).
 */
function claimsByPolicy(claims: readonly v.InferOutput<typeof Claim>[], productOf: ProductOf): string[] {
  const portals = [...new Set(claims.map((c) => c.portalRef))];
  if (portals.every((portal) => portal === undefined))
    return ["Your claims:", ...claims.map((c) => claimLine(c, true))];
  return portals.flatMap((portal) => [
    `Your claims on ${portal === undefined ? "your policy" : yourPolicy({ portal_ref: portal }, productOf)}:`,
    ...claims.filter((c) => c.portalRef === portal).map((c) => claimLine(c, true)),
  ]);
}

/**
 * Several claims added up ("how many claims have I made", "how much have I claimed in total"): how
 * many there are, what was claimed, and what was approved so far.
 */
function totalLine(claims: readonly v.InferOutput<typeof Claim>[]): string[] {
  if (claims.length < 2) return [];
  const claimed = claims.reduce((sum, c) => sum + c.claimedAmount, 0);
  const approved = claims.reduce((sum, c) => sum + (c.approvedAmount ?? 0), 0);
  return [`In all: ${claims.length} claims, ${rupees(claimed)} claimed, ${rupees(approved)} approved so far.`];
}

type Renderer = (result: JsonValue, args: Record<string, unknown> | null, productOf: ProductOf) => string | null;

const Renderers: Readonly<Record<string, Renderer>> = {
  list_my_policies(result) {
    const parsed = v.safeParse(v.object({ policies: list(v.unknown()) }), result);
    if (!parsed.success) return null;
    const policies = records(Policy, parsed.output.policies);
    if (policies.length === 0) return NO_POLICY;
    const lines = policies.map(
      (x) =>
        `- ${p(x.productName)} (${p(x.portalRef)}), policy number ${p(x.policyNumber)}, valid until ${p(x.endDate)}`,
    );
    return [`You have ${policies.length === 1 ? "one policy" : `${policies.length} policies`}:`, ...lines].join("\n");
  },
  get_plan_details(result) {
    const parsed = v.safeParse(Plan, result);
    if (!parsed.success) return null;
    const x = parsed.output;
    const parts = [`${p(x.productName)} (${p(x.portalRef)}):`];
    if (x.policyNumber !== null) parts.push(`policy number ${p(x.policyNumber)}`);
    if (x.startDate !== null && x.endDate !== null) parts.push(`valid ${p(x.startDate)} to ${p(x.endDate)}`);
    if (x.insurer !== null) parts.push(`insurer ${p(x.insurer)}`);
    if (x.tpa !== null) parts.push(`TPA ${p(x.tpa)}`);
    parts.push(`sum insured ${rupees(x.sumInsured)}`);
    if (x.deductible !== null) parts.push(`deductible ${rupees(x.deductible)}`);
    if (x.copayPercent !== null) parts.push(`co-pay ${x.copayPercent}%`);
    if (x.roomRentLimit !== null) parts.push(`room rent limit ${p(x.roomRentLimit)}`);
    if (x.renewalDue !== null) parts.push(`renewal due ${p(x.renewalDue)}`);
    const [heading, ...terms] = parts;
    return `${heading} ${terms.join(", ")}.`;
  },
  get_covered_benefits(result, args, productOf) {
    const parsed = v.safeParse(v.object({ benefits: list(v.unknown()) }), result);
    if (!parsed.success) return null;
    const benefits = records(Benefit, parsed.output.benefits);
    const covered = benefits.filter((b) => b.covered).map(benefitLine);
    const notCovered = benefits.filter((b) => !b.covered).map((b) => p(b.name));
    const policy = yourPolicy(args, productOf);
    const Policy = `${policy[0]?.toUpperCase()}${policy.slice(1)}`;
    // An accident-only plan says so first: its list of accident benefits is not cover for an illness.
    const illness = illnessNotCovered(result);
    const lines = illness === null ? [] : [accidentsOnly(Policy, illness)];
    lines.push(`${Policy} covers: ${covered.join("; ") || "nothing listed"}.`);
    if (notCovered.length > 0) lines.push(`Not covered: ${notCovered.join("; ")}.`);
    return lines.join("\n");
  },
  get_policy_members(result, args, productOf) {
    const parsed = v.safeParse(v.object({ members: list(v.unknown()) }), result);
    if (!parsed.success) return null;
    const members = records(Member, parsed.output.members).map((m) => `${p(m.name)} (${p(m.relation)})`);
    return `Covered on ${yourPolicy(args, productOf)}: ${members.join(", ") || "nobody listed"}.`;
  },
  get_sum_insured_balance(result, args, productOf) {
    const parsed = v.safeParse(Balance, result);
    if (!parsed.success) return null;
    const x = parsed.output;
    const portal = typeof args?.portal_ref === "string" ? p(args.portal_ref) : null;
    const product = portal === null ? null : productOf(portal);
    const on = portal === null ? "" : product === null ? ` on ${portal}` : ` on ${portal}, your ${p(product)} policy`;
    return `You have ${rupees(x.available)} of ${rupees(x.sumInsured)} left${on} (${rupees(x.utilised)} used), as of ${p(x.asOf)}.`;
  },
  list_my_claims(result, _args, productOf) {
    const parsed = v.safeParse(v.object({ claims: list(v.unknown()) }), result);
    if (!parsed.success) return null;
    const claims = records(Claim, parsed.output.claims);
    if (claims.length === 0) return "You have no claims.";
    return [...claimsByPolicy(claims, productOf), ...totalLine(claims)].join("\n");
  },
  get_claim_status(result) {
    const parsed = v.safeParse(Status, result);
    if (!parsed.success) return null;
    const x = parsed.output;
    const remarks = x.remarks ? ` Remarks: ${p(x.remarks)}` : "";
    return `Claim ${p(x.claimNumber)} ${claimIs(x.status)} (${p(x.stage)}), last updated ${p(x.lastUpdated)}.${remarks}`;
  },
  get_claim_details: (result, _args, productOf) =>
    claimDetailsSection(result, (portal) => yourPolicy({ portal_ref: portal }, productOf)),
  list_policy_documents(result, args, productOf) {
    const parsed = v.safeParse(v.object({ documents: list(v.unknown()) }), result);
    if (!parsed.success) return null;
    const docs = records(Document, parsed.output.documents).map(
      // The gateway path opens the document for the member who holds it (the app makes it a link).
      (d) => `- ${p(d.title)} (issued ${p(d.issuedOn)})${d.link ? `: ${d.link}` : ""}`,
    );
    // Named by its policy, so that two policies' lists (a premium certificate on each) read apart.
    const on = typeof args?.portal_ref === "string" ? ` on ${yourPolicy(args, productOf)}` : "";
    if (docs.length === 0) return on === "" ? "There are no documents on this policy." : `There are no documents${on}.`;
    return [`Your documents${on}:`, ...docs].join("\n");
  },
  get_e_card(result, args, productOf) {
    const parsed = v.safeParse(ECard, result);
    if (!parsed.success) return null;
    const { name, memberId, validTill, link } = parsed.output;
    // Named by its policy, so that two cards (two policies, or a relative's) read apart.
    const id = memberId === null ? "" : ` (member ID ${p(memberId)})`;
    const card = `The e-card for ${p(name)}${id} on ${yourPolicy(args, productOf)}`;
    // The gateway path opens the card for the member who holds it (the app makes it a link).
    const portal = typeof args?.portal_ref === "string" ? ` for ${args.portal_ref}` : "";
    return link
      ? `${card} is valid until ${p(validTill)}.\n- Open the e-card${portal}: ${link}`
      : `${card} is valid until ${p(validTill)}; download it from the app.`;
  },
  get_member_profile(result) {
    const parsed = v.safeParse(Profile, result);
    if (!parsed.success) return null;
    const { name, email, address } = parsed.output;
    const city = address ? ` in ${p(address.city)}` : "";
    const lines = [`Your profile is for ${p(name)}${city}.`];
    // What the record holds, as the service returned it (identifiers already masked by the sanitizer).
    if (address?.line1) {
      const where = [address.line1, address.city, address.state].filter((x): x is string => !!x).map(p);
      lines.push(`Registered address: ${addressWithPin(where.join(", "), p(address.pinCode ?? ""))}.`);
    }
    if (email) lines.push(`Registered e-mail: ${p(email)}.`);
    return lines.join("\n");
  },
  search_network_hospitals: hospitalSearchSection,
  get_hospital_details: hospitalDetailsSection,
  request_callback(result) {
    const parsed = v.safeParse(v.object({ scheduledWindow: S }), result);
    if (!parsed.success) return null;
    return `Done: a care agent will call you back in the ${p(parsed.output.scheduledWindow)}.`;
  },
};

/** The section for a successful read; null when the tool has no section or its result does not parse. */
export function sectionFor(
  toolName: string,
  result: JsonValue,
  args: Record<string, unknown> | null,
  productOf: ProductOf = () => null,
): string | null {
  const render = Renderers[toolName];
  return render ? render(result, args, productOf) : null;
}
