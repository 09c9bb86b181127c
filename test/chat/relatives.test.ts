/**
 * A member asks for a relative's e-card or claims in chat: the answer is about that person, found
 * among the people insured on the member's own policies (PlanCover's stand-in, over the service
 * binding), and never the member's own card or claim shown as theirs.
 */
import { describe, expect, it } from "vitest";
import { chat, only } from "../support/chat";
import { signInOverHttp } from "../support/http";
import { DEMO } from "../support/members";

async function answer(token: string, message: string) {
  const turn = await chat(token, { message });
  const [completed] = only(turn.events, "message.completed");
  return { text: completed?.text ?? "", tools: only(turn.events, "tool.started").map((event) => event.toolName) };
}

describe("a relative's e-card or claims in chat", () => {
  it("gives Asha her son's card when she asks for 'my son's e-card', in English or Hindi, not her own", async () => {
    const asha = await signInOverHttp(DEMO.asha.mobile);
    for (const message of ["mere bete ka ecard bhejo", "my son's e-card please"]) {
      const { text, tools } = await answer(asha, message);
      expect(text).toMatch(
        /^The e-card for Kabir Rao \(member ID MBR-1003\) on your PlanCover Family Shield policy \(PRT-40122\) is valid until \d{4}-\d{2}-\d{2}\.\n- Open the e-card for PRT-40122: \/v1\/documents\/ECARD-/,
      );
      expect(text).not.toContain("Asha");
      expect(tools.filter((tool) => tool === "get_e_card")).toHaveLength(1);
    }
  });

  it("tells Asha that someone not insured on her policies is not there, and reads no card", async () => {
    const asha = await signInOverHttp(DEMO.asha.mobile);
    const { text, tools } = await answer(asha, "my daughter's e-card");
    expect(text).toContain(
      "I couldn't find your daughter among the people insured on your policies (Asha Rao, Vikram Rao, Kabir Rao).",
    );
    expect(tools).not.toContain("get_e_card");
  });

  it("reads nothing for a person named by name alone, lower case too, and says to ask by who they are to her", async () => {
    const asha = await signInOverHttp(DEMO.asha.mobile);
    for (const message of ["e-card for kabir", "kabir ka e-card", "Kabir's claims", "health card of Vikram"]) {
      const { text, tools } = await answer(asha, message);
      expect(text).toMatch(/^I can only show your own records, and those of someone insured with you when you say who/);
      expect(text).toContain('"my son\'s e-card"');
      // Never her own card or claims shown in their place.
      expect(text).not.toContain("Asha Rao");
      expect(tools).toEqual([]);
    }
  });

  it("lists Ravi's wife's claim alone when he asks about her claim, not his own", async () => {
    const ravi = await signInOverHttp(DEMO.ravi.mobile);
    const { text } = await answer(ravi, "status of my wife's claim");
    expect(text).toMatch(
      /^Claims for Priya Kumar on your PlanCover Group Care for Northwind Logistics policy \(PRT-50001\):\n- CN-\d{4}-\d{6} at Andheri West Maternity Home: /,
    );
    expect(text.match(/CN-\d{4}-\d{6}/g)).toHaveLength(1);
  });

  it("gives Ravi his wife's card and says his son is not insured when he asks for both at once", async () => {
    const ravi = await signInOverHttp(DEMO.ravi.mobile);
    const { text, tools } = await answer(ravi, "e-card of my son and my wife");
    expect(text).toContain("I couldn't find your son among the people insured on your policies");
    expect(text).toContain(
      "The e-card for Priya Kumar (member ID MBR-2002) on your PlanCover Group Care for Northwind Logistics policy",
    );
    expect(tools.filter((tool) => tool === "get_e_card")).toHaveLength(1);
  });

  it("lists Asha's husband's claim and her own when she asks for both, and not her son's", async () => {
    const asha = await signInOverHttp(DEMO.asha.mobile);
    const { text } = await answer(asha, "my husband's claim and my own");
    expect(text).toContain("Claims for Vikram Rao on your PlanCover Family Shield policy (PRT-40122):");
    expect(text).toContain("Claims for Asha Rao on your PlanCover Personal Accident Guard policy (PRT-40123):");
    expect(text).not.toContain("Kabir");
  });

  it("tells Asha her husband is not on the accident policy she named, not that he is on none of hers", async () => {
    const asha = await signInOverHttp(DEMO.asha.mobile);
    const { text } = await answer(asha, "my husband's e-card on the accident policy");
    expect(text).toContain(
      "I couldn't find your husband among the people insured on your PlanCover Personal Accident Guard policy (PRT-40123), the one you asked about (Asha Rao).",
    );
  });

  it("gives Asha her husband's claim when she asks the status of his claim by its treatment", async () => {
    const asha = await signInOverHttp(DEMO.asha.mobile);
    const { text } = await answer(asha, "status of my hubby's knee surgery claim");
    expect(text).toMatch(
      /^Claims for Vikram Rao on your PlanCover Family Shield policy \(PRT-40122\):\n- CN-2026-011583 /,
    );
    expect(text).not.toMatch(/Kabir|waiting period/i);
  });

  it("names the policy Asha's husband is insured on when she asks his policy number, not both of hers", async () => {
    const asha = await signInOverHttp(DEMO.asha.mobile);
    const { text } = await answer(asha, "my husband Vikram's policy number");
    expect(text).toBe(
      "Vikram Rao is insured on your PlanCover Family Shield policy (PRT-40122), policy number PC-FF-2026-040122.",
    );
  });

  it("gives Ravi his wife's claim alone for 'biwi ka claim kab tak aayega', and no date", async () => {
    const ravi = await signInOverHttp(DEMO.ravi.mobile);
    const { text } = await answer(ravi, "biwi ka claim kab tak aayega");
    expect(text).toMatch(/^Claims for Priya Kumar on your .+:\n- CN-2026-015904 /);
    expect(text).not.toContain("CN-2026-007356");
    expect(text).toContain("I can't tell you when a claim will be settled or paid");
  });

  it("answers day care for Asha's son from her wording, not from the accident plan's children's education benefit", async () => {
    const asha = await signInOverHttp(DEMO.asha.mobile);
    const { text } = await answer(asha, "is day care treatment covered for my son");
    expect(text).toContain("your PlanCover Family Shield policy (Day-care, AYUSH, ambulance and organ donor cover)");
    expect(text).not.toContain("Children's education benefit");
  });
});
