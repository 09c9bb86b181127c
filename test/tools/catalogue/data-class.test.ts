/** Each tool declares the class of what it returns, and the service says it with every result. */
import { describe, expect, it } from "vitest";
import { highestClass, isClearedFor } from "../../../src/shared/data-class";
import { registry } from "../../../workers/tools/catalogue/registry";

describe("the tools' data classes", () => {
  it.each([
    ["search_policy_knowledge", "public"],
    ["search_network_hospitals", "public"],
    ["get_hospital_details", "public"],
    ["list_my_policies", "personal"],
    ["get_plan_details", "personal"],
    ["get_covered_benefits", "personal"],
    ["get_policy_members", "personal"],
    ["get_sum_insured_balance", "personal"],
    ["list_policy_documents", "personal"],
    ["get_e_card", "personal"],
    ["get_member_profile", "personal"],
    ["request_callback", "personal"],
    ["list_my_claims", "health"],
    ["get_claim_status", "health"],
    ["get_claim_details", "health"],
  ])("%s returns %s data", (name, dataClass) => {
    expect(registry.get(name)?.dataClass).toBe(dataClass);
  });

  it("covers every registered tool", () => {
    for (const name of registry.names) expect(registry.get(name)?.dataClass, name).toBeDefined();
  });

  it("orders the classes public < personal < health, and clears a receiver for its class and below", () => {
    expect(highestClass([])).toBe("public");
    expect(highestClass(["personal", "public"])).toBe("personal");
    expect(highestClass(["health", "personal"])).toBe("health");
    expect(isClearedFor("public", "public")).toBe(true);
    expect(isClearedFor("personal", "public")).toBe(false);
    expect(isClearedFor("health", "personal")).toBe(false);
    expect(isClearedFor("health", "health")).toBe(true);
  });
});
