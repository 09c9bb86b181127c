/**
 * A relative named in a message about an e-card or claims: what the planner keeps of them (a
 * relation, and a name after it) and the reads it plans, so that the composer can look for them
 * among the people insured on the member's own policies before saying anything about them.
 */
import { describe, expect, it } from "vitest";
import { defaultPlanner, planMessage } from "../../../src/assistant/planner/default-planner";
import { memberReads } from "../../../src/assistant/planner/member-reads";
import { personAsked } from "../../../src/assistant/planner/person";
import { storedPart } from "../../../src/assistant/planner/plan";

const PORTALS = ["PRT-40122", "PRT-40123"];
const readsOf = (message: string) => memberReads(planMessage(message), PORTALS);

describe("a relative named by the member", () => {
  it.each([
    ["my son's e-card", { relation: "son", name: null }],
    ["status of my wife's claim", { relation: "spouse", name: null, gender: "female" }],
    ["my wife Priya's claims", { relation: "spouse", name: "Priya", gender: "female" }],
    ["my son Kabir's e-card", { relation: "son", name: "Kabir" }],
    ["e-card of our little daughter", { relation: "daughter", name: null }],
    ["mere bete ka ecard bhejo", { relation: "son", name: null }],
    ["meri bachi ka e-card", { relation: "child", name: null }],
    ["my wifes e-card plz", { relation: "spouse", name: null, gender: "female" }],
  ])("reads %j as %j", (message, person) => {
    expect(personAsked(message)).toEqual(person);
  });

  it.each([
    [
      "e-card for my son and my husband",
      { relation: "son", name: null, more: [{ relation: "spouse", name: null, gender: "male" }] },
    ],
    ["my husband's claim and my own", { relation: "spouse", name: null, gender: "male", self: true }],
    ["my wife and my claim status", { relation: "spouse", name: null, gender: "female", self: true }],
    ["mine and my son's e-card", { relation: "son", name: null, self: true }],
    ["can i add my mom and dad", { relation: "mother", name: null, more: [{ relation: "father", name: null }] }],
    [
      "my wife and son's e-cards",
      { relation: "spouse", name: null, gender: "female", more: [{ relation: "son", name: null }] },
    ],
  ])("reads every relative named in %j, and the member's own beside them, as %j", (message, person) => {
    expect(personAsked(message)).toStrictEqual(person);
  });

  it.each([
    "my e-card",
    "What's my e-card number?",
    "Let's see my claims",
    "It's about my claim at Apollo hospital",
    "show my family's policies",
    "Kabir's claim",
    "Kabir ka e-card",
  ])("reads no relative in %j", (message) => {
    expect(personAsked(message)).toBeNull();
  });

  it("plans a relative's e-card as the policies' members first, never the member's own card", () => {
    for (const message of ["my son's e-card", "mere bete ka ecard bhejo", "my son Kabir's e-card"]) {
      const plan = planMessage(message);
      expect(plan).toMatchObject({ kind: "member", topics: ["ecard"] });
      expect(plan.person).not.toBeNull();
      expect(readsOf(message)).toEqual(
        PORTALS.map((portal) => ({ name: "get_policy_members", args: { portal_ref: portal } })),
      );
    }
  });

  it("plans a relative's claims as the member's claims and who is insured, to tell whose each one is", () => {
    const plan = planMessage("my son Kabir's claims");
    expect(plan).toMatchObject({ kind: "member", topics: ["claims"], person: { relation: "son", name: "Kabir" } });
    expect(readsOf("my son Kabir's claims").map((read) => read.name)).toEqual([
      "list_my_claims",
      "get_policy_members",
      "get_policy_members",
    ]);
  });

  it.each([
    ["does my son have any claims", "son"],
    ["has my son made any claim", "son"],
    ["any claims for my husband?", "spouse"],
    ["does my wife have any claims pending", "spouse"],
  ])("plans %j as the relative's claims, however far the claim is from 'my'", (message, relation) => {
    expect(planMessage(message)).toMatchObject({ kind: "member", topics: ["claims"], person: { relation } });
    expect(readsOf(message).map((read) => read.name)).toContain("list_my_claims");
  });

  it("asks for a relative's claims in detail when their deductions, documents or amounts are asked about", () => {
    for (const message of [
      "why did they cut money from my son's claim",
      "which documents did they get for my son's claim",
    ]) {
      expect(planMessage(message)).toMatchObject({
        topics: ["claims"],
        claimDetails: true,
        person: { relation: "son" },
      });
    }
    expect(planMessage("status of my wife's claim").claimDetails).toBe(false);
  });

  it.each(["what is the co-pay on my wife claim", "will co-pay apply to my wife delivery claim"])(
    "reads %j as her claims beside the wording's co-payment rule, which says whom it is taken from",
    (message) => {
      const plan = planMessage(message);
      expect(plan).toMatchObject({ kind: "mixed", topics: ["claims"] });
      expect(plan.knowledgeQuery).toContain("copayment");
    },
  );

  it("still reads 'how much copay was deducted from my son claim' as his claim's deductions alone", () => {
    expect(planMessage("how much copay was deducted from my son claim")).toMatchObject({ kind: "member" });
  });

  it("reads the documents needed for a relative's claim as the wording's list beside her claim's received ones", () => {
    expect(planMessage("what documents are needed for my wife delivery claim")).toMatchObject({
      kind: "mixed",
      topics: ["claims"],
    });
    // Those it still waits for are her claim's own status, not the wording's list.
    expect(planMessage("what documents are pending on my wife claim")).toMatchObject({ kind: "member" });
  });

  it("reads the status of a relative's claim named by its treatment as their claims, not a wording question", () => {
    for (const message of ["status of my husband's knee surgery claim", "status of my hubby's knee surgery claim"]) {
      expect(planMessage(message)).toMatchObject({
        kind: "member",
        topics: ["claims"],
        person: { relation: "spouse", name: null },
      });
    }
  });

  it("still plans the member's own card and claims when nobody else is named", () => {
    expect(planMessage("my e-card").person).toBeNull();
    expect(readsOf("my e-card").map((read) => read.name)).toEqual(["get_e_card", "get_e_card"]);
    expect(readsOf("pls send e card").map((read) => read.name)).toEqual(["get_e_card", "get_e_card"]);
    // A policy named by its number after "for" is which card, not whose.
    expect(planMessage("Send me my e-card for PRT-40122")).toMatchObject({ topics: ["ecard"], person: null });
    expect(readsOf("show my claims").map((read) => read.name)).toEqual(["list_my_claims"]);
  });

  it("reads nothing for a person named by their name with no relation, 'my' or not: someone else's data", () => {
    for (const message of [
      "Kabir's claim",
      "Show me Asha Rao's claims",
      "Rahul's balance",
      "Priya ka ecard",
      "Kabir ki claim ka status",
      "Vikram ka claim",
      "kabir ka e-card",
      "kabir's card",
      "kabirs e card",
      "when will kabirs e card expire",
      "e-card for kabir",
      "health card of Priya",
      "has Vikram made a claim",
      "Did Priya file any claims?",
      "has Vikram claimed anything",
      "How many claims has Kabir made?",
      "which claims did Priya file",
      "what claims has vikram made",
      "how many claims did priya file",
      "kabir's claims",
      "what did kabir claim for",
      "how much did kabir claim",
      "did kabir claim anything",
      "has priya claimed",
      "send vikram e-card",
      "download kabir ecard",
      // A name as the one who gets the card: never the member's own card read in their place.
      "can priya get her own e card",
      "does vikram have an e-card",
      // "My" there is the member's own word for the card they want, not whose card it is.
      "send me my e card for kabir",
      "i need my health card of Priya",
    ]) {
      expect(planMessage(message), message).toMatchObject({ kind: "other", topics: [], someoneElse: true });
    }
  });

  it("still reads the member's own card when a word before it says which copy, not whose", () => {
    for (const message of ["send duplicate e-card", "download e-card", "pls send e card", "can I get an e card"]) {
      expect(planMessage(message), message).toMatchObject({ topics: ["ecard"] });
    }
  });

  it.each([
    ["Is Kabir covered under my policy?", "Kabir", { relativeCover: true }],
    ["is Vikram insured", "Vikram", { relativeCover: true }],
    ["Is Priya also included in my group policy?", "Priya", { relativeCover: true }],
    ["How much sum insured is left for Priya?", "Priya", { relativeBalance: true }],
    ["balance remaining for Kabir", "Kabir", { relativeBalance: true }],
  ])("plans %j for the insured person of that name, as it would for a relation", (message, name, plan) => {
    expect(planMessage(message)).toMatchObject({ ...plan, person: { name, nameOnly: true } });
  });

  it.each([
    ["how much cover is left for vikram", "Vikram"],
    ["balance left for priya?", "Priya"],
    ["how much is left for dengue", "Dengue"],
  ])("plans %j, a lower-case word last, for whoever insured may bear it as a name (a guess)", (message, name) => {
    expect(planMessage(message)).toMatchObject({
      relativeBalance: true,
      person: { name, nameOnly: true, guessed: true },
    });
  });

  it.each(["Is Maternity covered?", "Is Ambulance covered under my policy?", "is my son covered"])(
    "takes no word the planner knows, and no relation, for a name alone: %j",
    (message) => {
      expect(planMessage(message).person?.nameOnly).toBeUndefined();
    },
  );

  it.each([
    "is Lakeview claim approved",
    "has my husband made a claim",
    "did wrist claim get paid",
    "what did my son claim for",
    "which claims have been made",
    "how many claims did i file",
    "what claims has he made",
    "how many claims has my son made",
  ])("does not take %j for someone else's claims: a hospital's name, or the member's own relative", (message) => {
    expect(planMessage(message).someoneElse).toBeUndefined();
  });

  it.each([
    ["e-card for download", "ecard"],
    ["e-card for me", "ecard"],
    ["e-card for family", "ecard"],
    ["e-card for whatsapp", "ecard"],
    ["kabir ke claim me kitna kata", "claims"],
    ["Apollo claim status", "claims"],
    ["the Lakeview claim", "claims"],
  ])("still reads the member's own record when no name is said (%j)", (message, topic) => {
    expect(planMessage(message)).toMatchObject({ kind: "member", topics: [topic] });
    expect(planMessage(message).someoneElse).toBeUndefined();
  });

  it.each([
    ["biwi ka claim kab tak aayega", "spouse", "claims"],
    ["pati ka claim status", "spouse", "claims"],
    ["beti ki claim ka status", "daughter", "claims"],
    ["bete ka ecard", "son", "ecard"],
    ["mummy ka e-card bhejo", "mother", "ecard"],
  ])(
    "reads a relation in Hindi's possessive without 'meri' (%j) as the member's own %s",
    (message, relation, topic) => {
      expect(planMessage(message)).toMatchObject({ kind: "member", topics: [topic], person: { relation, name: null } });
    },
  );

  it("asks no date for a Hinglish 'when will the claim come', and says none will be given", () => {
    expect(planMessage("biwi ka claim kab tak aayega").asksSettlementDate).toBe(true);
    expect(planMessage("mera claim ka paisa kab milega").asksSettlementDate).toBe(true);
    expect(planMessage("mera ecard kab milega").asksSettlementDate).toBe(false);
  });

  it.each([
    ["my husband Vikram's policy number", "policies", { relation: "spouse", name: "Vikram" }],
    ["which policy is my son on", "policies", { relation: "son", name: null }],
    ["my wife's policy details", "plan", { relation: "spouse", name: null }],
    ["biwi ki policy ka number", "policies", { relation: "spouse", name: null }],
    ["which policy covers my son Kabir", "policies", { relation: "son", name: "Kabir" }],
    ["which plan is my wife covered under", "policies", { relation: "spouse", name: null }],
  ])(
    "plans %j as which policy the relative is on: the policies and who is insured on each",
    (message, topic, person) => {
      expect(planMessage(message)).toMatchObject({ kind: "member", topics: [topic], person });
      const reads = readsOf(message).map((read) => read.name);
      expect(reads.filter((name) => name === "get_policy_members")).toHaveLength(PORTALS.length);
    },
  );

  it("reads a relative's cover asked beside a hospital search as their cover, the search kept", () => {
    const plan = planMessage("my son broke his arm, is it covered and which hospital near 560034 can we go to?");
    expect(plan).toMatchObject({
      relativeCover: true,
      person: { relation: "son", name: null },
      topics: ["hospitals"],
      pinCode: "560034",
    });
  });

  it("leaves what a relative's policy pays for to their cover and the wording, not which policy they are on", () => {
    const plan = planMessage("does my wife's policy cover maternity");
    expect(plan).toMatchObject({ kind: "mixed", relativeCover: true });
    expect(plan.topics).not.toContain("policies");
  });

  it("leaves putting a relative on a policy to the wording's enrolment rules, keeping whom to look for", () => {
    for (const message of [
      "My parents have no insurance. Is there a way to put them on the family policy I already have?",
      "add my son to my wife's policy",
    ]) {
      const plan = planMessage(message);
      expect(plan).toMatchObject({ kind: "knowledge", topics: [], addsRelative: true });
      expect(plan.person).not.toBeNull();
    }
  });

  it("leaves a question that only mentions a relative's claim to the wording", () => {
    const plan = planMessage(
      "My parents are 63 and 65, would they have to pay part of every claim themselves if they join?",
    );
    expect(plan.kind).toBe("knowledge");
    expect(plan.topics).not.toContain("claims");
  });

  it("keeps no name with the stored turn, and recalls the person from the message", async () => {
    const plan = await defaultPlanner.plan("my wife Priya's claims");
    expect(JSON.stringify(storedPart(plan))).not.toContain("Priya");
    const recalled = await defaultPlanner.recall(storedPart(plan), "my wife Priya's claims");
    expect(recalled.person).toEqual({ relation: "spouse", name: "Priya", gender: "female" });
  });
});
