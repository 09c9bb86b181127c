/**
 * One network hospital's details (GET /v1/hospitals/:hospitalId): its search record plus the facts a
 * member needs before an admission, generated from the id so the same id gives the same bytes.
 */

import { intBetween, pick, randFor } from "../../../src/shared/seeded-random";
import { DELHI_NCR, KARNATAKA_SOUTH, MAHARASHTRA_WEST, type Region } from "./hospital-regions";
import { type Hospital, hospitalsOf } from "./hospitals";

export type HospitalDetails = Hospital & {
  readonly beds: number;
  readonly accreditation: "NABH" | "NABH entry level" | "JCI";
  readonly cashlessDesk: { readonly hours: string; readonly phone: string };
  readonly emergency24x7: boolean;
  readonly roomCategories: readonly string[];
};

const REGIONS: readonly Region[] = [KARNATAKA_SOUTH, MAHARASHTRA_WEST, DELHI_NCR];
const ID = /^HSP-([A-Z]{3})-(\d{4})$/;

export function hospitalDetails(hospitalId: string): HospitalDetails | null {
  const match = ID.exec(hospitalId);
  const region = REGIONS.find((candidate) => candidate.code === match?.[1]);
  const hospital = region ? hospitalsOf(region).find((record) => record.hospitalId === hospitalId) : undefined;
  if (!hospital) return null;
  const rand = randFor(`hospital-details:${hospitalId}`);
  return {
    ...hospital,
    beds: intBetween(rand, 40, 900),
    accreditation: pick(rand, ["NABH", "NABH entry level", "JCI"] as const),
    cashlessDesk: { hours: pick(rand, ["24 hours", "8 am to 8 pm", "9 am to 9 pm"] as const), phone: hospital.phone },
    emergency24x7: rand() < 0.8,
    roomCategories: ["General ward", "Twin sharing", "Single private", ...(rand() < 0.5 ? ["Deluxe suite"] : [])],
  };
}
