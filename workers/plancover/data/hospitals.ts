/**
 * The network-hospital records of a region: 250 per region (about 84 KB of JSON), generated from the
 * region's name, so the same region gives the same bytes on every call. Records are spread over the
 * region's localities in a seeded order, not sorted by anything a query could ask for.
 */

import { digits, intBetween, type NonEmpty, pick, randFor, sample, shuffle } from "../../../src/shared/seeded-random";
import { RECORDS_PER_REGION, type Region } from "./hospital-regions";

export type Hospital = {
  readonly hospitalId: string;
  readonly name: string;
  readonly address: string;
  readonly city: string;
  readonly district: string;
  readonly state: string;
  readonly pinCode: string;
  readonly phone: string;
  readonly networkType: "cashless";
  readonly specialities: readonly string[];
};

const NAME_STEMS: NonEmpty<string> = [
  "Sunrise",
  "Lotus",
  "Green Valley",
  "Silverline",
  "Harmony",
  "Lifeline",
  "Unity",
  "Sanjeevani",
  "Arogya",
  "Prakriti",
  "Carewell",
  "Trinity",
  "Orchid",
  "Riverside",
  "Seva",
  "Meridian",
  "Crescent",
  "Nightingale",
  "Dhanvantari",
  "Shanti",
  "Amrita",
  "Pragati",
  "Sahyadri",
  "Kaveri",
  "Vatsalya",
  "Suraksha",
  "Jeevan",
];

const NAME_KINDS: NonEmpty<string> = [
  "Hospital",
  "Multispeciality Hospital",
  "Super Speciality Hospital",
  "Medical Centre",
  "Nursing Home",
  "Heart Institute",
  "Children's Hospital",
  "Eye Hospital",
  "Orthopaedic Centre",
  "Women and Child Hospital",
  "Institute of Medical Sciences",
  "Memorial Hospital",
];

const STREETS: NonEmpty<string> = [
  "Main Road",
  "1st Cross Road",
  "2nd Main Road",
  "Ring Road",
  "Station Road",
  "Temple Street",
  "Hospital Road",
  "Link Road",
  "Church Street",
  "Market Road",
  "Park Avenue",
  "Service Road",
  "College Road",
  "Lake Road",
];

const SPECIALITIES = [
  "General Medicine",
  "General Surgery",
  "Cardiology",
  "Cardiothoracic Surgery",
  "Orthopaedics",
  "Neurology",
  "Neurosurgery",
  "Nephrology",
  "Urology",
  "Gastroenterology",
  "Oncology",
  "Obstetrics and Gynaecology",
  "Paediatrics",
  "Neonatology",
  "ENT",
  "Ophthalmology",
  "Dermatology",
  "Pulmonology",
  "Psychiatry",
  "Endocrinology",
  "Emergency Medicine",
  "Critical Care",
  "Physiotherapy",
  "Dental Surgery",
] as const;

/** The region's 250 records: same region, same records, same order. */
export function hospitalsOf(region: Region): Hospital[] {
  const rand = randFor(`hospitals:${region.name}`);
  const slots = shuffle(
    rand,
    region.localities.flatMap((locality) => Array.from({ length: locality.count }, () => locality)),
  );
  if (slots.length !== RECORDS_PER_REGION) throw new Error(`${region.name} has ${slots.length} records`);
  return slots.map((locality, i): Hospital => {
    const name = `${pick(rand, NAME_STEMS)} ${pick(rand, NAME_KINDS)}, ${locality.area}`;
    const street = `${intBetween(rand, 1, 220)}, ${pick(rand, STREETS)}`;
    return {
      hospitalId: `HSP-${region.code}-${String(i + 1).padStart(4, "0")}`,
      name,
      address: `${street}, ${locality.area}, ${locality.city} ${locality.pinCode}`,
      city: locality.city,
      district: locality.district,
      state: locality.state,
      pinCode: locality.pinCode,
      // Landlines: +91, the city's STD code, and the rest of the ten national digits.
      phone: `+91 ${locality.std} ${digits(rand, 10 - locality.std.length)}`,
      networkType: "cashless",
      specialities: sample(rand, SPECIALITIES, intBetween(rand, 2, 5)),
    };
  });
}
