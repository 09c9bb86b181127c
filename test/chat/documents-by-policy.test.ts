/**
 * A member with two policies who asks for their documents (a premium certificate for 80D, the policy
 * copy) is told which list belongs to which policy: each list is headed by its policy's product and
 * portal, so the two premium certificates read apart. Over the stand-in, through the turn.
 */
import { describe, expect, it } from "vitest";
import { chat, only } from "../support/chat";
import { signInOverHttp } from "../support/http";
import { DEMO } from "../support/members";

describe("a two-policy member's documents", () => {
  it.each(["can I claim tax benefit on premium under 80D?", "send me my policy documents"])(
    "heads each of Asha's lists for %j with the policy it is on",
    async (message) => {
      const asha = await signInOverHttp(DEMO.asha.mobile);
      const turn = await chat(asha, { message });
      const text = only(turn.events, "message.completed")[0]?.text ?? "";

      expect(text).toMatch(
        /Your documents on your PlanCover Family Shield policy \(PRT-40122\):\n- Policy schedule PC-FF-2026-040122/,
      );
      expect(text).toMatch(
        /Your documents on your PlanCover Personal Accident Guard policy \(PRT-40123\):\n- Policy schedule PC-PA-2026-040123/,
      );
      expect(text).not.toContain("Your documents:");
    },
  );
});
