/**
 * Network-hospital search: the whole region's 250 records whatever is asked. Like the real API it neither
 * filters nor sorts by the query; the gateway re-ranks and cuts.
 */
import { Hono } from "hono";
import type { PlanCoverApp } from "../app-env";
import { regionFor } from "../data/hospital-regions";
import { hospitalsOf } from "../data/hospitals";

export const hospitalRoutes = new Hono<PlanCoverApp>();

hospitalRoutes.get("/", (c) => {
  const region = regionFor(c.req.query("pinCode"), c.req.query("city"));
  return c.json({ region: region.name, hospitals: hospitalsOf(region) });
});
