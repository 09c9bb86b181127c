/**
 * The demo claims: Asha has three, Ravi two, everyone else none. Each has a claim number
 * (`CN-2026-NNNNNN`, what members quote) and a different internal id (`clm_<12 hex>`, what the
 * details route wants). No claim carries a settlement date: the real API never returns one.
 */
export const CLAIM_NUMBER = /^CN-2026-\d{6}$/;
export const CLAIM_ID = /^clm_[0-9a-f]{12}$/;

export const CLAIM_STATUSES = ["submitted", "under_review", "query_raised", "approved", "rejected"] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export type Claim = {
  readonly claimId: string;
  readonly claimNumber: string;
  /** Whose claim it is: every claim route answers only for the token's member. */
  readonly ownerMemberId: string;
  readonly portalRef: string;
  readonly patientName: string;
  readonly hospitalName: string;
  readonly admissionDate: string;
  readonly dischargeDate: string;
  readonly diagnosis: string;
  readonly claimType: "cashless" | "reimbursement";
  readonly status: ClaimStatus;
  readonly stage: string;
  readonly lastUpdated: string;
  readonly remarks: string;
  readonly claimedAmount: number;
  readonly approvedAmount: number | null;
  readonly deductions: readonly { readonly reason: string; readonly amount: number }[];
  readonly documentsReceived: readonly string[];
};

const CLAIMS: readonly Claim[] = [
  {
    claimId: "clm_3f9a1c2e7b04",
    claimNumber: "CN-2026-004127",
    ownerMemberId: "MBR-1001",
    portalRef: "PRT-40122",
    patientName: "Kabir Rao",
    hospitalName: "Sunrise Children's Hospital, Koramangala",
    admissionDate: "2026-02-11",
    dischargeDate: "2026-02-14",
    diagnosis: "Dengue fever with low platelet count",
    claimType: "cashless",
    status: "approved",
    stage: "Final approval issued to the hospital",
    lastUpdated: "2026-02-20",
    remarks: "Approved under the family floater; non-medical items and the room rent difference deducted.",
    claimedAmount: 86_500,
    approvedAmount: 79_200,
    deductions: [
      { reason: "Non-medical consumables", amount: 4_800 },
      { reason: "Room rent above the eligible category", amount: 2_500 },
    ],
    documentsReceived: ["Pre-authorisation form", "Discharge summary", "Final hospital bill", "Laboratory reports"],
  },
  {
    claimId: "clm_8d21e06b5ac3",
    claimNumber: "CN-2026-011583",
    ownerMemberId: "MBR-1001",
    portalRef: "PRT-40122",
    patientName: "Vikram Rao",
    hospitalName: "Lakeview Orthopaedic Centre, Indiranagar",
    admissionDate: "2026-05-03",
    dischargeDate: "2026-05-05",
    diagnosis: "Medial meniscus tear, left knee (arthroscopic repair)",
    claimType: "reimbursement",
    status: "under_review",
    stage: "Medical scrutiny",
    lastUpdated: "2026-05-19",
    remarks: "All documents received; the claim is with the medical team.",
    claimedAmount: 142_000,
    approvedAmount: null,
    deductions: [],
    documentsReceived: ["Claim form", "Discharge summary", "Final hospital bill", "MRI report", "Pharmacy bills"],
  },
  {
    claimId: "clm_c47b9e3d1f60",
    claimNumber: "CN-2026-018842",
    ownerMemberId: "MBR-1001",
    portalRef: "PRT-40123",
    patientName: "Asha Rao",
    hospitalName: "Koramangala Trauma and Accident Care",
    admissionDate: "2026-07-09",
    dischargeDate: "2026-07-10",
    diagnosis: "Fracture of the right wrist after a fall",
    claimType: "reimbursement",
    status: "query_raised",
    stage: "Waiting for documents from the member",
    lastUpdated: "2026-07-21",
    remarks: "Please send an accident declaration and the X-ray report.",
    claimedAmount: 58_000,
    approvedAmount: null,
    deductions: [],
    documentsReceived: ["Claim form", "Discharge summary", "Final hospital bill"],
  },
  {
    claimId: "clm_5e0f2a9b7d18",
    claimNumber: "CN-2026-007356",
    ownerMemberId: "MBR-2001",
    portalRef: "PRT-50001",
    patientName: "Ravi Kumar",
    hospitalName: "Harbour View Hospital, Andheri West",
    admissionDate: "2026-03-22",
    dischargeDate: "2026-03-25",
    diagnosis: "Acute appendicitis (laparoscopic appendectomy)",
    claimType: "cashless",
    status: "approved",
    stage: "Final approval issued to the hospital",
    lastUpdated: "2026-03-27",
    remarks: "Approved under the group policy; 10% co-payment applied.",
    claimedAmount: 118_000,
    approvedAmount: 100_350,
    deductions: [
      { reason: "Non-payable items", amount: 6_500 },
      { reason: "Co-payment (10%)", amount: 11_150 },
    ],
    documentsReceived: ["Pre-authorisation form", "Discharge summary", "Final hospital bill", "Histopathology report"],
  },
  {
    claimId: "clm_a19d4c6e2b73",
    claimNumber: "CN-2026-015904",
    ownerMemberId: "MBR-2001",
    portalRef: "PRT-50001",
    patientName: "Priya Kumar",
    hospitalName: "Andheri West Maternity Home",
    admissionDate: "2026-07-28",
    dischargeDate: "2026-07-30",
    diagnosis: "Normal delivery",
    claimType: "reimbursement",
    status: "submitted",
    stage: "Registered",
    lastUpdated: "2026-07-31",
    remarks: "The claim is registered and waiting for review.",
    claimedAmount: 65_000,
    approvedAmount: null,
    deductions: [],
    documentsReceived: ["Claim form", "Discharge summary", "Final hospital bill", "Birth certificate"],
  },
];

export function claimsOf(memberId: string): Claim[] {
  return CLAIMS.filter((claim) => claim.ownerMemberId === memberId);
}

/** What has been approved on a portal so far (the balance's `utilised`). */
export function approvedOnPortal(portalRef: string): number {
  return CLAIMS.filter((claim) => claim.portalRef === portalRef).reduce((sum, c) => sum + (c.approvedAmount ?? 0), 0);
}
