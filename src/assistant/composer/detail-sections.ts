/**
 * The sections for one claim in full and one network hospital's details, kept apart from the
 * shorter list sections because each is several lines. Same rules as sections.ts: parsed with only
 * the fields used, every upstream string through plainText, and never a settlement date (the
 * details carry none; the discharge date is the patient's, not the claim's).
 */
import * as v from "valibot";
import type { JsonValue } from "../../shared/json";
import { claimIs, plainText as p, rupees } from "./plain-text";

const S = v.string();
const N = v.number();

const ClaimDetails = v.object({
  claimNumber: S,
  portalRef: v.optional(S),
  patientName: v.optional(S),
  diagnosis: v.optional(v.nullable(S), null),
  hospitalName: S,
  admissionDate: S,
  dischargeDate: v.nullable(S),
  claimType: S,
  status: S,
  claimedAmount: N,
  approvedAmount: v.nullable(N),
  deductions: v.array(v.object({ reason: S, amount: N })),
  documentsReceived: v.array(S),
});

const HospitalDetails = v.object({
  hospitalId: S,
  name: S,
  address: S,
  pinCode: S,
  beds: N,
  accreditation: S,
  cashlessDesk: v.object({ hours: S, phone: S }),
  emergency24x7: v.boolean(),
  roomCategories: v.array(S),
});

/** An address with its pin code, said once: the stand-in's addresses already end with it. */
export function addressWithPin(address: string, pinCode: string): string {
  const [place, pin] = [p(address), p(pinCode)];
  return place.endsWith(pin) ? place : `${place} ${pin}`;
}

function deductionLines(x: v.InferOutput<typeof ClaimDetails>): string[] {
  if (x.deductions.length === 0) {
    return [x.approvedAmount === null ? "Nothing has been deducted so far." : "Nothing was deducted."];
  }
  const total = x.deductions.reduce((sum, d) => sum + d.amount, 0);
  return [`Deducted ${rupees(total)}:`, ...x.deductions.map((d) => `- ${p(d.reason)}: ${rupees(d.amount)}`)];
}

/**
 * A claim read in detail. With `onPolicy` (a portal as the member's policy: "your PlanCover Family
 * Shield policy (PRT-40122)"), it also says which policy the claim is on and whose it is: a member
 * with two policies asks which one pays ("is my wrist claim under the accident policy?").
 */
export function claimDetailsSection(result: JsonValue, onPolicy?: (portalRef: string) => string): string | null {
  const parsed = v.safeParse(ClaimDetails, result);
  if (!parsed.success) return null;
  const x = parsed.output;
  const whose = x.patientName === undefined ? "" : `, for ${p(x.patientName)}`;
  const where = onPolicy === undefined || x.portalRef === undefined ? [] : [`On ${onPolicy(x.portalRef)}${whose}.`];
  // "How much was paid on my last claim": a claim still being decided has had nothing paid, said so.
  const undecided = !/\b(reject\w*|declin\w*|repudiat\w*|closed|withdrawn)\b/i.test(x.status);
  const approved =
    x.approvedAmount !== null
      ? `, approved ${rupees(x.approvedAmount)}`
      : undecided
        ? ", nothing approved or paid yet"
        : "";
  const stay =
    x.dischargeDate === null ? `admitted ${p(x.admissionDate)}` : `${p(x.admissionDate)} to ${p(x.dischargeDate)}`;
  const documents = x.documentsReceived.map(p).join(", ");
  return [
    `Claim ${p(x.claimNumber)} (${p(x.claimType)}, ${p(x.hospitalName)}, ${stay}) ${claimIs(x.status)}.`,
    ...where,
    // What the stay was for is on the member's own claim ("what was the diagnosis in my husband's claim").
    ...(x.diagnosis ? [`Diagnosis: ${p(x.diagnosis)}.`] : []),
    `Claimed ${rupees(x.claimedAmount)}${approved}.`,
    ...deductionLines(x),
    documents === "" ? "No documents received yet." : `Documents received: ${documents}.`,
  ].join("\n");
}

export function hospitalDetailsSection(result: JsonValue): string | null {
  const parsed = v.safeParse(HospitalDetails, result);
  if (!parsed.success) return null;
  const x = parsed.output;
  const emergency = x.emergency24x7 ? "It has a 24x7 emergency department." : "It has no 24x7 emergency department.";
  return [
    `${p(x.name)} (${p(x.hospitalId)}), ${addressWithPin(x.address, x.pinCode)}.`,
    emergency,
    `Cashless desk: ${p(x.cashlessDesk.hours)}, phone ${p(x.cashlessDesk.phone)}.`,
    `${p(x.accreditation)} accredited, ${x.beds} beds. Rooms: ${x.roomCategories.map(p).join(", ") || "none listed"}.`,
  ].join("\n");
}
