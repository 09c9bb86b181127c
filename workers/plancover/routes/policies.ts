/**
 * Portal-scoped policy reads. Any existing portal answers, whoever asks (like the real API, it trusts the
 * portal ref; the gateway's ownership check protects a member's portals); the list is the token's member's.
 */
import { Hono } from "hono";
import type { PlanCoverApp } from "../app-env";
import { approvedOnPortal } from "../data/claims";
import { DATA_AS_OF, documentsOf, eCardOf } from "../data/documents";
import { portalByRef, portalsOf } from "../data/portals";
import { signedDownloadUrl } from "../documents/links";
import { problem } from "../http/errors";

export const policyRoutes = new Hono<PlanCoverApp>();

policyRoutes.get("/", (c) => {
  const policies = portalsOf(c.get("member").portalRefs).map((p) => ({
    portalRef: p.portalRef,
    policyNumber: p.policyNumber,
    productName: p.productName,
    productType: p.productType,
    status: "active",
    startDate: p.startDate,
    endDate: p.endDate,
  }));
  return c.json({ policies });
});

policyRoutes.get("/:portalRef", (c) => {
  const portal = portalByRef(c.req.param("portalRef"));
  if (!portal) return problem(c, "not_found");
  const { benefits: _benefits, insured: _insured, ...details } = portal;
  return c.json(details);
});

policyRoutes.get("/:portalRef/benefits", (c) => {
  const portal = portalByRef(c.req.param("portalRef"));
  if (!portal) return problem(c, "not_found");
  return c.json({ benefits: portal.benefits });
});

policyRoutes.get("/:portalRef/members", (c) => {
  const portal = portalByRef(c.req.param("portalRef"));
  if (!portal) return problem(c, "not_found");
  return c.json({ members: portal.insured });
});

policyRoutes.get("/:portalRef/balance", (c) => {
  const portal = portalByRef(c.req.param("portalRef"));
  if (!portal) return problem(c, "not_found");
  const utilised = approvedOnPortal(portal.portalRef);
  return c.json({
    currency: "INR",
    sumInsured: portal.sumInsured,
    utilised,
    available: portal.sumInsured - utilised,
    asOf: DATA_AS_OF,
  });
});

policyRoutes.get("/:portalRef/documents", async (c) => {
  const portal = portalByRef(c.req.param("portalRef"));
  if (!portal) return problem(c, "not_found");
  const now = new Date();
  const documents = await Promise.all(
    documentsOf(portal).map(async (d) => ({ ...d, downloadUrl: await signedDownloadUrl(c.env, d.documentId, now) })),
  );
  return c.json({ documents });
});

policyRoutes.get("/:portalRef/ecard", async (c) => {
  const portal = portalByRef(c.req.param("portalRef"));
  if (!portal) return problem(c, "not_found");
  const memberId = c.req.query("memberId");
  // Without a memberId, the primary member's card (the policy holder is listed first).
  const person = memberId ? portal.insured.find((p) => p.memberId === memberId) : portal.insured[0];
  if (!person) return problem(c, "not_found");
  const { documentId, ...card } = eCardOf(portal, person);
  return c.json({ ...card, documentId, downloadUrl: await signedDownloadUrl(c.env, documentId, new Date()) });
});
