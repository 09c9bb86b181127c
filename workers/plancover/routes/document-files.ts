/**
 * GET /documents/:file: where a signed download link leads. The link is its own credential (no
 * member token, as with the real API's storage host): a valid, unexpired signature for this document
 * gets a small demo PDF; anything else is refused without saying which part was wrong.
 */
import { Hono } from "hono";
import type { PlanCoverApp } from "../app-env";
import { documentTitle } from "../data/documents";
import { demoPdf } from "../documents/demo-pdf";
import { linkIsValid } from "../documents/links";
import { problem } from "../http/errors";

export const documentFileRoutes = new Hono<PlanCoverApp>().get("/:file", async (c) => {
  const documentId = c.req.param("file").match(/^([A-Za-z0-9_-]{1,80})\.pdf$/)?.[1];
  const title = documentId ? documentTitle(documentId) : null;
  const query = new URL(c.req.url).searchParams;
  if (!documentId || title === null || !(await linkIsValid(c.env, documentId, query, new Date()))) {
    return problem(c, "unauthorized");
  }
  return c.body(demoPdf(title, documentId), 200, {
    "content-type": "application/pdf",
    "content-disposition": `inline; filename="${documentId}.pdf"`,
    "cache-control": "private, no-store",
  });
});
