/**
 * The member directory: three demo members (stable, so docs, tests and demos can name them) and the
 * synthetic `98…` members, one per mobile number, so each test can sign in as a person of its own.
 */
import { digits, type NonEmpty, pick, randFor } from "../../../src/shared/seeded-random";

export type Member = {
  readonly memberId: string;
  readonly name: string;
  readonly mobile: string;
  readonly email: string;
  readonly dateOfBirth: string;
  readonly gender: "female" | "male";
  readonly address: { readonly line1: string; readonly city: string; readonly state: string; readonly pinCode: string };
  readonly panNumber: string;
  readonly communicationPreference: "sms" | "email" | "whatsapp";
  readonly portalRefs: readonly string[];
};

/** It is a simulator: no SMS is sent, and this code signs in any member. */
export const DEMO_OTP = "123456";

/** The demo members, by first name; tests and docs name them (DESIGN.md's table). */
export const DEMO_MEMBERS = {
  asha: {
    memberId: "MBR-1001",
    name: "Asha Rao",
    mobile: "9000000001",
    email: "asha.rao@example.com",
    dateOfBirth: "1986-03-14",
    gender: "female",
    address: {
      line1: "Flat 304, Palm Grove Apartments, 5th Cross, 1st Block Koramangala",
      city: "Bengaluru",
      state: "Karnataka",
      pinCode: "560034",
    },
    panNumber: "ABKPR4821L",
    communicationPreference: "whatsapp",
    portalRefs: ["PRT-40122", "PRT-40123"],
  },
  ravi: {
    memberId: "MBR-2001",
    name: "Ravi Kumar",
    mobile: "9000000002",
    email: "ravi.kumar@example.com",
    dateOfBirth: "1990-11-02",
    gender: "male",
    address: {
      line1: "B-12, Sea Breeze Society, Lokhandwala Complex, Andheri West",
      city: "Mumbai",
      state: "Maharashtra",
      pinCode: "400053",
    },
    panNumber: "BQMPK7314D",
    communicationPreference: "email",
    portalRefs: ["PRT-50001"],
  },
  meera: {
    memberId: "MBR-3001",
    name: "Meera Iyer",
    mobile: "9000000003",
    email: "meera.iyer@example.com",
    dateOfBirth: "1995-06-27",
    gender: "female",
    address: {
      line1: "12, Temple View Road, Jayanagar 4th Block",
      city: "Bengaluru",
      state: "Karnataka",
      pinCode: "560011",
    },
    panNumber: "CJRPI2059H",
    communicationPreference: "sms",
    portalRefs: [],
  },
} as const satisfies Readonly<Record<string, Member>>;

const DEMO_LIST: readonly Member[] = Object.values(DEMO_MEMBERS);

const SYNTHETIC_MOBILE = /^98(\d{8})$/;

/**
 * A synthetic member's number, random per call (`98` + eight random digits): a client of the stand-in
 * (a test, the Quality Lab) signs in as a person of its own whose limits and faults meet no other's.
 */
export function randomSyntheticMobile(): string {
  const eightDigits = crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;
  return `98${String(eightDigits % 100_000_000).padStart(8, "0")}`;
}
const SYNTHETIC_MEMBER_ID = /^MBR-T(\d{8})$/;

const SYNTHETIC_ADDRESSES: NonEmpty<Member["address"]> = [
  { line1: "7, Lake Road, Indiranagar", city: "Bengaluru", state: "Karnataka", pinCode: "560038" },
  { line1: "21, Hill View Lane, Bandra West", city: "Mumbai", state: "Maharashtra", pinCode: "400050" },
  { line1: "C-44, Green Park Extension", city: "New Delhi", state: "Delhi", pinCode: "110016" },
];

/** The synthetic member for `98` + eight digits: everything about them follows from those digits. */
function syntheticMember(eightDigits: string): Member {
  const rand = randFor(`member:${eightDigits}`);
  const last4 = eightDigits.slice(4);
  return {
    memberId: `MBR-T${eightDigits}`,
    name: `Test Member ${last4}`,
    mobile: `98${eightDigits}`,
    email: `test.member.${eightDigits}@example.com`,
    dateOfBirth: `19${70 + Math.floor(rand() * 30)}-0${1 + Math.floor(rand() * 9)}-1${Math.floor(rand() * 10)}`,
    gender: pick(rand, ["female", "male"]),
    address: pick(rand, SYNTHETIC_ADDRESSES),
    // PAN shape: five letters (the fourth P for a person, the fifth the surname's initial), four digits, a letter.
    panNumber: `TSTPM${digits(rand, 4)}${pick(rand, ["A", "K", "Z"])}`,
    communicationPreference: pick(rand, ["sms", "email", "whatsapp"]),
    portalRefs: [`PRT-T${eightDigits}`],
  };
}

/** The member a mobile number signs in as, or null (no account: sign-in fails, start still answers 200). */
export function memberByMobile(mobile: string): Member | null {
  const synthetic = SYNTHETIC_MOBILE.exec(mobile);
  if (synthetic?.[1]) return syntheticMember(synthetic[1]);
  return DEMO_LIST.find((m) => m.mobile === mobile) ?? null;
}

export function memberById(memberId: string): Member | null {
  const synthetic = SYNTHETIC_MEMBER_ID.exec(memberId);
  if (synthetic?.[1]) return syntheticMember(synthetic[1]);
  return DEMO_LIST.find((m) => m.memberId === memberId) ?? null;
}
