/**
 * Opening a document asks PlanCover several times (each policy's documents, then the e-cards), so it
 * spends the daily budget and the per-minute rates as a tool call does: past them it is refused before
 * PlanCover hears a word, and an opening refused before PlanCover was asked spends nothing.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Channel } from "../../../src/shared/auth-context";
import { newId } from "../../../src/shared/ids";
import type { PartnerGrant } from "../../../src/shared/partner-scopes";
import { ormFor } from "../../../workers/tools/d1/orm";
import { openDocument } from "../../../workers/tools/documents/open-document";
import { partnerPolicyUpsert } from "../../../workers/tools/policy/partner-policy";
import { setKillSwitch } from "../../../workers/tools/policy/policy";
import { createCompany } from "../../support/company";
import { testPorts } from "../../support/executor";
import { memberIdOf, syntheticPortal, uniqueMobile } from "../../support/members";
import { type Person, signIn } from "../../support/people";
import { callsSince, ledgerMark } from "../../support/stand-in";

/** Every opening of a test in one minute, whatever the wall clock does. */
const ports = testPorts({ now: () => new Date("2026-12-01T09:30:15Z") });

/** The member's own policy schedule (the stand-in names documents after the portal). */
const scheduleOf = (mobile: string) => `DOC-${syntheticPortal(mobile).slice("PRT-".length)}-01`;

async function open(person: Person, documentId: string, partner: PartnerGrant | null = null) {
  const channel: Channel = partner ? "partner" : "mobile";
  const opened = await openDocument(
    documentId,
    {
      auth: person.auth,
      live: true,
      channel,
      invocationSource: partner ? "partner" : "user",
      conversationId: newId("docs_"),
      partner,
    },
    ports,
  );
  return opened.ok ? "ok" : opened.error;
}

async function member(options: Parameters<typeof createCompany>[0]) {
  const mobile = uniqueMobile();
  return { mobile, person: await signIn(mobile, await createCompany(options)) };
}

describe("opening a document is metered like a call", () => {
  it("refuses an opening past the person's per-minute rate without asking PlanCover", async () => {
    const { mobile, person } = await member({ callsPerMinute: 2 });
    const opened = [await open(person, scheduleOf(mobile)), await open(person, "DOC-NOT-THEIRS-01")];
    const mark = await ledgerMark();

    const past = await open(person, scheduleOf(mobile));

    expect(opened).toEqual(["ok", "not_found"]);
    expect(past).toBe("rate_limited");
    expect(await callsSince(mark, memberIdOf(mobile))).toEqual([]);
  });

  it("refuses an opening once the day's budget is spent", async () => {
    const { mobile, person } = await member({ dailyCallBudget: 1 });
    expect([await open(person, scheduleOf(mobile)), await open(person, scheduleOf(mobile))]).toEqual([
      "ok",
      "budget_exhausted",
    ]);
  });

  it("holds a partner client to its own rate when it opens documents", async () => {
    const companyId = await createCompany();
    const mobile = uniqueMobile();
    const person = await signIn(mobile, companyId);
    const clientId = `client_${crypto.randomUUID()}`;
    const rule = { enabled: true, reason: null, tools: null, callsPerMinute: 1 };
    await partnerPolicyUpsert(ormFor(env.DB), { companyId, clientId }, rule, new Date());
    const grant: PartnerGrant = { clientId, scopes: ["documents:read"] };

    expect([await open(person, scheduleOf(mobile), grant), await open(person, scheduleOf(mobile), grant)]).toEqual([
      "ok",
      "rate_limited",
    ]);
  });

  it("spends nothing on openings refused before PlanCover was asked", async () => {
    const companyId = await createCompany({ callsPerMinute: 1 });
    const mobile = uniqueMobile();
    const person = await signIn(mobile, companyId);
    await setKillSwitch(env.DB, companyId, true, new Date());
    const killed = [await open(person, scheduleOf(mobile)), await open(person, scheduleOf(mobile))];
    await setKillSwitch(env.DB, companyId, false, new Date());

    expect(killed).toEqual(["kill_switch", "kill_switch"]);
    expect(await open(person, scheduleOf(mobile))).toBe("ok");
  });
});
