/**
 * Claims, scoped to the token's member: another member's claim is as unknown as one that does not exist.
 * Status wants the claim number, details want the internal id (the real API's split, which the gateway
 * translates); neither answer has a settlement date.
 */
import { Hono } from "hono";
import type { PlanCoverApp } from "../app-env";
import { CLAIM_ID, CLAIM_NUMBER, claimsOf } from "../data/claims";
import { problem } from "../http/errors";

export const claimRoutes = new Hono<PlanCoverApp>();

claimRoutes.get("/", (c) => {
  const claims = claimsOf(c.get("member").memberId).map((claim) => ({
    claimId: claim.claimId,
    claimNumber: claim.claimNumber,
    portalRef: claim.portalRef,
    patientName: claim.patientName,
    hospitalName: claim.hospitalName,
    admissionDate: claim.admissionDate,
    claimType: claim.claimType,
    status: claim.status,
    claimedAmount: claim.claimedAmount,
    approvedAmount: claim.approvedAmount,
  }));
  return c.json({ claims });
});

// Registered before `/:claimId`, so "status" is never read as an id.
claimRoutes.get("/status", (c) => {
  const claimNumber = c.req.query("claimNumber") ?? "";
  if (!CLAIM_NUMBER.test(claimNumber)) return problem(c, "invalid_claim_number");
  const claim = claimsOf(c.get("member").memberId).find((cl) => cl.claimNumber === claimNumber);
  if (!claim) return problem(c, "not_found");
  return c.json({
    claimNumber: claim.claimNumber,
    status: claim.status,
    stage: claim.stage,
    lastUpdated: claim.lastUpdated,
    remarks: claim.remarks,
  });
});

claimRoutes.get("/:claimId", (c) => {
  const claimId = c.req.param("claimId");
  if (!CLAIM_ID.test(claimId)) return problem(c, "invalid_claim_id");
  const claim = claimsOf(c.get("member").memberId).find((cl) => cl.claimId === claimId);
  if (!claim) return problem(c, "not_found");
  return c.json({
    claimId: claim.claimId,
    claimNumber: claim.claimNumber,
    portalRef: claim.portalRef,
    patientName: claim.patientName,
    hospitalName: claim.hospitalName,
    admissionDate: claim.admissionDate,
    dischargeDate: claim.dischargeDate,
    diagnosis: claim.diagnosis,
    claimType: claim.claimType,
    status: claim.status,
    claimedAmount: claim.claimedAmount,
    approvedAmount: claim.approvedAmount,
    deductions: claim.deductions,
    documentsReceived: claim.documentsReceived,
  });
});
