/**
 * Policies by portal ref: the demo portals written out, and one individual policy per synthetic member
 * derived from its digits. The stand-in answers for any portal that exists, whoever asks (ownership is
 * the gateway's check), so lookups here are by portal ref alone.
 */

import { type NonEmpty, pick, randFor } from "../../../src/shared/seeded-random";
import { type Benefit, benefitsFor } from "./benefits";
import { DEMO_MEMBERS, type Member, memberById } from "./members";

export const PRODUCT_TYPES = ["family_floater", "individual", "corporate_group"] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** A person the policy covers, as the policy's member list shows them (personal data: the sanitizer's job). */
export type InsuredPerson = {
  readonly memberId: string;
  readonly name: string;
  readonly relation: "self" | "spouse" | "son" | "daughter";
  readonly dateOfBirth: string;
  readonly mobile: string;
  readonly email: string;
};

/** A member as the insured person of their own policy. */
function selfInsured(member: Member): InsuredPerson {
  const { memberId, name, dateOfBirth, mobile, email } = member;
  return { memberId, name, relation: "self", dateOfBirth, mobile, email };
}

export type Portal = {
  readonly portalRef: string;
  readonly policyNumber: string;
  readonly productName: string;
  readonly productType: ProductType;
  readonly insurer: string;
  readonly tpa: string;
  readonly sumInsured: number;
  readonly deductible: number;
  readonly copayPercent: number;
  readonly roomRentLimit: string;
  readonly startDate: string;
  readonly endDate: string;
  readonly renewalDue: string;
  readonly benefits: readonly Benefit[];
  /** The first is the primary member: the policy holder, whose e-card is the default. */
  readonly insured: NonEmpty<InsuredPerson>;
};

const INSURER = "PlanCover General Insurance Ltd.";
const TPA = "Carewell TPA Services Pvt. Ltd.";

const ASHA = selfInsured(DEMO_MEMBERS.asha);

const DEMO_PORTALS: readonly Portal[] = [
  {
    portalRef: "PRT-40122",
    policyNumber: "PC-FF-2026-040122",
    productName: "PlanCover Family Shield",
    productType: "family_floater",
    insurer: INSURER,
    tpa: TPA,
    sumInsured: 1_000_000,
    deductible: 0,
    copayPercent: 0,
    roomRentLimit: "Single private AC room",
    startDate: "2026-04-01",
    endDate: "2027-03-31",
    renewalDue: "2027-03-31",
    benefits: benefitsFor("family_floater"),
    insured: [
      ASHA,
      {
        memberId: "MBR-1002",
        name: "Vikram Rao",
        relation: "spouse",
        dateOfBirth: "1984-09-22",
        mobile: "9000000011",
        email: "vikram.rao@example.com",
      },
      {
        memberId: "MBR-1003",
        name: "Kabir Rao",
        relation: "son",
        dateOfBirth: "2011-12-05",
        mobile: "9000000012",
        email: "kabir.rao@example.com",
      },
    ],
  },
  {
    portalRef: "PRT-40123",
    policyNumber: "PC-PA-2026-040123",
    productName: "PlanCover Personal Accident Guard",
    productType: "individual",
    insurer: INSURER,
    tpa: TPA,
    sumInsured: 2_500_000,
    deductible: 0,
    copayPercent: 0,
    roomRentLimit: "1% of sum insured per day",
    startDate: "2026-01-15",
    endDate: "2027-01-14",
    renewalDue: "2027-01-14",
    benefits: benefitsFor("personal_accident"),
    insured: [ASHA],
  },
  {
    portalRef: "PRT-50001",
    policyNumber: "PC-GMC-2026-050001",
    productName: "PlanCover Group Care for Northwind Logistics",
    productType: "corporate_group",
    insurer: INSURER,
    tpa: TPA,
    sumInsured: 500_000,
    deductible: 0,
    copayPercent: 10,
    roomRentLimit: "2% of sum insured per day",
    startDate: "2026-07-01",
    endDate: "2027-06-30",
    renewalDue: "2027-06-30",
    benefits: benefitsFor("corporate_group"),
    insured: [
      selfInsured(DEMO_MEMBERS.ravi),
      {
        memberId: "MBR-2002",
        name: "Priya Kumar",
        relation: "spouse",
        dateOfBirth: "1992-04-18",
        mobile: "9000000021",
        email: "priya.kumar@example.com",
      },
    ],
  },
];

const SYNTHETIC_PORTAL = /^PRT-T(\d{8})$/;

function syntheticPortal(eightDigits: string): Portal | null {
  const holder = memberById(`MBR-T${eightDigits}`);
  if (!holder) return null;
  const rand = randFor(`portal:${eightDigits}`);
  return {
    portalRef: `PRT-T${eightDigits}`,
    policyNumber: `PC-IND-2026-T${eightDigits}`,
    productName: "PlanCover Individual Essential",
    productType: "individual",
    insurer: INSURER,
    tpa: TPA,
    sumInsured: pick(rand, [300_000, 500_000, 700_000]),
    deductible: 0,
    copayPercent: pick(rand, [0, 10]),
    roomRentLimit: "1% of sum insured per day",
    startDate: "2026-06-01",
    endDate: "2027-05-31",
    renewalDue: "2027-05-31",
    benefits: benefitsFor("individual_health"),
    insured: [selfInsured(holder)],
  };
}

export function portalByRef(portalRef: string): Portal | null {
  const synthetic = SYNTHETIC_PORTAL.exec(portalRef);
  if (synthetic?.[1]) return syntheticPortal(synthetic[1]);
  return DEMO_PORTALS.find((p) => p.portalRef === portalRef) ?? null;
}

/** The portals a member holds, in the member's order. */
export function portalsOf(portalRefs: readonly string[]): Portal[] {
  return portalRefs.flatMap((ref) => portalByRef(ref) ?? []);
}
