/**
 * Network hospitals. The search answers the whole region's 250 records whatever is asked: like the
 * real API it neither filters nor sorts by the query (the gateway re-ranks and cuts). One record's
 * details answer by its id, with the facts a member needs before an admission.
 */
import { Hono } from "hono";
import type { PlanCoverApp } from "../app-env";
import { hospitalDetails } from "../data/hospital-details";
import { regionFor } from "../data/hospital-regions";
import { hospitalsOf } from "../data/hospitals";

export const hospitalRoutes = new Hono<PlanCoverApp>();

hospitalRoutes.get("/", (c) => {
  const region = regionFor(c.req.query("pinCode"), c.req.query("city"));
  return c.json({ region: region.name, hospitals: hospitalsOf(region) });
});

hospitalRoutes.get("/:hospitalId", (c) => {
  const details = hospitalDetails(c.req.param("hospitalId"));
  return details ? c.json(details) : c.json({ error: "not_found" }, 404);
});
