/**
 * "Network hospitals near me" with no pin code or city: the registered address's pin code is read
 * from the member's profile and searched near, and the answer says where it searched; the profile
 * itself is not shown unless it was asked for.
 */
import { describe, expect, it } from "vitest";
import type { ToolResultView } from "../../../src/assistant/composer/composer";
import { defaultComposer } from "../../../src/assistant/composer/default-composer";
import { planMessage } from "../../../src/assistant/planner/default-planner";
import { memberReads } from "../../../src/assistant/planner/member-reads";
import { okView as ok } from "../../support/member-views";

const PROFILE = ok("get_member_profile", {
  name: "Ravi Kumar",
  email: "ravi.kumar@example.com",
  address: { line1: "B-12, Sea Breeze Society", city: "Mumbai", state: "Maharashtra", pinCode: "400053" },
  communicationPreference: "email",
});
const SEARCH = ok(
  "search_network_hospitals",
  {
    note: "A regional list of network hospitals.",
    hospitals: [
      {
        hospitalId: "HSP-1",
        name: "Trinity Eye Hospital",
        address: "142, 2nd Main Road, Andheri West",
        city: "Mumbai",
        pinCode: "400053",
        phone: "022 0000 0000",
        specialities: [],
      },
    ],
  },
  { pin_code: "400053" },
);

async function propose(message: string, results: ToolResultView[]) {
  const caller = { auth: {} as never, channel: "web" as const, explicitlySelectedTools: [], partner: null };
  return defaultComposer.propose({ plan: planMessage(message), results, preferences: {}, round: 0, message, caller });
}
const compose = async (message: string, results: ToolResultView[]) =>
  (await defaultComposer.compose({ plan: planMessage(message), results, preferences: {} })).text;

describe("hospitals near the member, who named no place", () => {
  it.each([
    "network hospitals near me",
    "any cashless hospital nearby?",
    "nearest network hospital",
    "hospitals close to my home",
  ])("reads the profile for %j, for its pin code", (message) => {
    const plan = planMessage(message);
    expect(plan).toMatchObject({ topics: ["hospitals"], nearHome: true, pinCode: null, city: null });
    expect(memberReads(plan, [])).toEqual([{ name: "get_member_profile", args: {} }]);
  });

  it("searches where the member named a place, and reads no profile", () => {
    const plan = planMessage("network hospitals near 560034");
    expect(plan.nearHome).toBe(false);
    expect(memberReads(plan, [])).toEqual([{ name: "search_network_hospitals", args: { pin_code: "560034" } }]);
  });

  it("searches near the registered address's pin code once the profile is read, and only once", async () => {
    expect(await propose("network hospitals near me", [PROFILE])).toEqual([
      { name: "search_network_hospitals", args: { pin_code: "400053" } },
    ]);
    expect(await propose("network hospitals near me", [PROFILE, SEARCH])).toEqual([]);
  });

  it("says where it searched and leaves the profile out of the answer", async () => {
    const text = await compose("network hospitals near me", [PROFILE, SEARCH]);
    expect(text).toContain("Trinity Eye Hospital");
    expect(text).toContain("I searched near 400053, the pin code of the address we have for you.");
    expect(text).not.toContain("Sea Breeze");
    expect(text).not.toContain("Tell me a pin code or a city and I'll look");
  });

  it("still asks for a pin code or city when the profile holds no address", async () => {
    const noAddress = ok("get_member_profile", { name: "Meera Iyer", address: null });
    expect(await propose("network hospitals near me", [noAddress])).toEqual([]);
    expect(await compose("network hospitals near me", [noAddress])).toContain("Tell me a pin code or a city");
  });
});
