// Benefit schedules, one per plan kind (8–12 lines each); a policy's benefit list is its plan's schedule.
export type Benefit = {
  readonly code: string;
  readonly name: string;
  readonly covered: boolean;
  /** INR; null when the limit is the sum insured or the benefit is not covered. */
  readonly limit: number | null;
  readonly waitingPeriodDays: number | null;
  readonly notes: string;
};

export type BenefitPlan = "family_floater" | "personal_accident" | "corporate_group" | "individual_health";

type Row = readonly [
  code: string,
  name: string,
  covered: boolean,
  limit: number | null,
  waiting: number | null,
  notes: string,
];

const HOSPITAL_CORE: readonly Row[] = [
  ["IPD", "In-patient hospitalisation", true, null, 30, "Up to the sum insured; 24 hours' admission needed."],
  ["PREPOST", "Pre- and post-hospitalisation", true, null, 30, "60 days before and 180 days after admission."],
  ["DAYCARE", "Day-care procedures", true, null, 30, "All listed day-care procedures; no 24-hour stay needed."],
  ["AMBULANCE", "Road ambulance", true, 3_000, null, "Per hospitalisation."],
];

const SCHEDULES: Record<BenefitPlan, readonly Row[]> = {
  family_floater: [
    ...HOSPITAL_CORE,
    ["AYUSH", "AYUSH treatment", true, 50_000, 30, "In-patient Ayurveda, Yoga, Unani, Siddha, Homeopathy."],
    ["MATERNITY", "Maternity expenses", true, 50_000, 1_095, "Two deliveries in the policy lifetime."],
    ["NEWBORN", "New-born baby cover", true, 25_000, null, "From birth to the end of the policy year."],
    ["HEALTHCHECK", "Preventive health check-up", true, 5_000, null, "Once a policy year per adult."],
    ["ORGAN", "Organ donor expenses", true, 100_000, 30, "Harvesting costs of the donor."],
    ["RESTORE", "Sum insured restoration", true, null, null, "Once a year, for an unrelated illness."],
    ["PED", "Pre-existing diseases", true, null, 1_095, "Declared conditions, after three years."],
    ["OPD", "Out-patient consultations", false, null, null, "Not part of this plan."],
  ],
  personal_accident: [
    ["ACC_DEATH", "Accidental death", true, null, null, "100% of the sum insured."],
    ["PTD", "Permanent total disablement", true, null, null, "100% of the sum insured."],
    ["PPD", "Permanent partial disablement", true, null, null, "As per the disablement scale."],
    ["TTD", "Temporary total disablement", true, 10_000, null, "Per week, up to 100 weeks."],
    ["ACC_HOSP", "Accidental hospitalisation", true, 250_000, null, "Injury from an accident only."],
    ["EDU", "Children's education benefit", true, 100_000, null, "On accidental death or total disablement."],
    ["AMBULANCE", "Road ambulance", true, 5_000, null, "Per accident."],
    ["ILLNESS", "Illness hospitalisation", false, null, null, "An accident plan: illness is not covered."],
  ],
  corporate_group: [
    ...HOSPITAL_CORE.map(([code, name, covered, limit, , notes]): Row => [code, name, covered, limit, 0, notes]),
    ["MATERNITY", "Maternity expenses", true, 50_000, 0, "From day one for employees and spouses."],
    ["NEWBORN", "New-born baby cover", true, 50_000, 0, "From day one."],
    ["PED", "Pre-existing diseases", true, null, 0, "Covered from day one under the group policy."],
    ["HEALTHCHECK", "Preventive health check-up", true, 2_500, null, "Once a policy year for the employee."],
    ["OPD", "Out-patient consultations", false, null, null, "Not part of this plan."],
    ["DENTAL", "Dental treatment", false, null, null, "Only when needed after an accident."],
  ],
  individual_health: [
    ...HOSPITAL_CORE,
    ["AYUSH", "AYUSH treatment", true, 25_000, 30, "In-patient only."],
    ["HEALTHCHECK", "Preventive health check-up", true, 2_000, null, "Once a policy year."],
    ["PED", "Pre-existing diseases", true, null, 1_095, "Declared conditions, after three years."],
    ["MATERNITY", "Maternity expenses", false, null, null, "Not part of this plan."],
    ["OPD", "Out-patient consultations", false, null, null, "Not part of this plan."],
  ],
};

export function benefitsFor(plan: BenefitPlan): Benefit[] {
  return SCHEDULES[plan].map(([code, name, covered, limit, waitingPeriodDays, notes]) => ({
    code,
    name,
    covered,
    limit,
    waitingPeriodDays,
    notes,
  }));
}
