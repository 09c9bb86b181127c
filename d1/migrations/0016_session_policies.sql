-- A member session keeps, beside its portal refs, the product PlanCover names for each portal (read
-- at sign-in with them), so a question about the policy wording is answered from the products the
-- member holds, the way the company scope comes from the session. '[]' for guests, staff and the
-- sessions made before this migration (their answers stay unscoped until the member signs in again).
-- Hand-written: see d1/schema.ts.
ALTER TABLE `sessions` ADD `policies` text DEFAULT '[]' NOT NULL;
