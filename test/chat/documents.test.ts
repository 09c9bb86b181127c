/**
 * GET /v1/documents/:documentId: a member opens their own document through the gateway, which asks
 * PlanCover for a fresh signed link with the member's credential inside the call, redirects to it,
 * and writes one audit row; the model and the tool result only ever see the gateway path.
 */
import { env, SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { describe, expect, it } from "vitest";
import { toolAudit } from "../../d1/schema";
import { OPEN_DOCUMENT_ACTION } from "../../workers/tools/documents/open-document";
import { chat } from "../support/chat";
import { expectedPersonHash } from "../support/executor";
import { BASE, call, guestToken, signInOverHttp } from "../support/http";
import { DEMO } from "../support/members";

const SIGNED = /^https:\/\/docs\.plancover\.example\/documents\/DOC-40122-01\.pdf\?.*X-Amz-Signature=[0-9a-f]{64}/;

async function rowsFor(documentId: string) {
  const rows = await drizzle(env.DB).select().from(toolAudit).where(eq(toolAudit.toolName, OPEN_DOCUMENT_ACTION)).all();
  return rows.filter((row) => row.argsRedacted.includes(documentId));
}

describe("GET /v1/documents/:documentId", () => {
  it("redirects the member who holds the document to a fresh signed link, and audits it without the link, naming the member by the audit's keyed hash", async () => {
    const token = await signInOverHttp(DEMO.asha.mobile);
    const before = (await rowsFor("DOC-40122-01")).length;
    const response = await SELF.fetch(`${BASE}/v1/documents/DOC-40122-01`, {
      headers: { authorization: `Bearer ${token}` },
      redirect: "manual",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toMatch(SIGNED);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const rows = await rowsFor("DOC-40122-01");
    expect(rows).toHaveLength(before + 1);
    const row = rows.at(-1);
    expect(row).toMatchObject({ outcome: "ok", failureCode: null, invocationSource: "user" });
    expect(JSON.stringify(row)).not.toMatch(/X-Amz|docs\.plancover/);
    expect(row?.personHash).toBe(await expectedPersonHash(DEMO.asha.memberId));
  });

  it("answers another member exactly as a document that does not exist, with a refused row", async () => {
    const ravi = await signInOverHttp(DEMO.ravi.mobile);
    const stranger = await call("/v1/documents/DOC-40122-02", { token: ravi });
    const missing = await call("/v1/documents/DOC-99999-01", { token: ravi });
    expect(stranger.status).toBe(404);
    expect(await stranger.json()).toEqual(await missing.json());
    const [row] = await rowsFor("DOC-40122-02");
    expect(row).toMatchObject({ outcome: "failed", failureCode: "not_found" });
  });

  it("opens a family member's e-card for the member who holds the policy, and no one else's", async () => {
    const asha = await signInOverHttp(DEMO.asha.mobile);
    const run = await call("/v1/tools/get_e_card/run", {
      token: asha,
      body: { args: { portal_ref: "PRT-40122", member_id: "MBR-1002" } },
    });
    const { outcome } = (await run.json()) as { outcome: { result: { link: string; documentId: string } } };
    expect(outcome.result.link).toMatch(/^\/v1\/documents\/ECARD-/);
    const opened = await SELF.fetch(`${BASE}${outcome.result.link}`, {
      headers: { authorization: `Bearer ${asha}` },
      redirect: "manual",
    });
    expect(opened.status).toBe(302);
    expect(opened.headers.get("location")).toContain(`/documents/${outcome.result.documentId}.pdf?`);
    const ravi = await signInOverHttp(DEMO.ravi.mobile);
    const stranger = await call(outcome.result.link, { token: ravi });
    const missing = await call("/v1/documents/ECARD-PCH999999999999", { token: ravi });
    expect(stranger.status).toBe(404);
    expect(await stranger.json()).toEqual(await missing.json());
  });

  it("tells a signed-out caller to sign in, before anything about ownership", async () => {
    const guest = await guestToken();
    const response = await call("/v1/documents/DOC-40122-03", { token: guest });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/sign in/i);
    const [row] = await rowsFor("DOC-40122-03");
    expect(row).toMatchObject({ outcome: "failed", failureCode: "credential_unavailable" });
    expect(row?.httpStatus).toBeNull();
  });
});

describe("list_policy_documents in a turn", () => {
  it("gives the member gateway links and never a signed URL", async () => {
    const token = await signInOverHttp(DEMO.asha.mobile);
    const run = await call("/v1/tools/list_policy_documents/run", {
      token,
      body: { args: { portal_ref: "PRT-40122" } },
    });
    const body = JSON.stringify(await run.json());
    expect(body).toContain("/v1/documents/DOC-40122-01");
    expect(body).not.toMatch(/X-Amz|docs\.plancover/);
    const turn = await chat(token, { message: "Show me my policy documents" });
    const answer = turn.events.find((e) => e.type === "message.completed");
    expect(answer?.type === "message.completed" && answer.text).toContain("/v1/documents/DOC-40122-01");
    expect(JSON.stringify(turn.events)).not.toMatch(/X-Amz|docs\.plancover/);
  });

  it("lists every document of a policy whose ids hold digits shaped like a split mobile number", async () => {
    // A synthetic member's policy key is `T` and eight digits: `DOC-T84455728-01` reads as ten digits
    // from 8, in two groups, to a sanitizer that ignores the letter before them.
    const token = await signInOverHttp("9884455728");
    const turn = await chat(token, { message: "Show me my policy documents" });
    const answer = turn.events.find((e) => e.type === "message.completed");
    const text = answer?.type === "message.completed" ? answer.text : "";
    for (const n of ["01", "02", "03"]) expect(text).toContain(`/v1/documents/DOC-T84455728-${n}`);
    expect(text).not.toMatch(/no documents/i);
  });
});
