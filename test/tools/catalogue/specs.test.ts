// Every tool's declared facts, their argument schemas' refusals and the JSON Schema the model sees.
import { toJsonSchema } from "@valibot/to-json-schema";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { ROLES } from "../../../src/shared/auth-context";
import { redactText } from "../../../src/shared/sanitizer";
import { requestCallback } from "../../../workers/tools/catalogue/callbacks/request-callback";
import { getClaimStatus } from "../../../workers/tools/catalogue/claims/get-claim-status";
import { searchNetworkHospitals } from "../../../workers/tools/catalogue/hospitals/search-network-hospitals";
import { TOOL_FAMILY_LISTS } from "../../../workers/tools/catalogue/index";
import { searchPolicyKnowledge } from "../../../workers/tools/catalogue/knowledge/search-policy-knowledge";
import { getPlanDetails } from "../../../workers/tools/catalogue/policies/get-plan-details";
import { listMyPolicies } from "../../../workers/tools/catalogue/policies/list-my-policies";

const ALL = Object.values(TOOL_FAMILY_LISTS).flat();
const byName = (name: string) => {
  const spec = ALL.find((s) => s.name === name);
  if (!spec) throw new Error(`no tool ${name}`);
  return spec;
};
const READ = {
  risk: "read",
  roles: ROLES,
  idempotent: true,
  requiresCredential: true,
  targetScope: "any",
  timeoutMs: 8000,
};

// name, family, risk, roles, idempotent, requiresCredential, ownership, targetScope, timeoutMs
const FACTS = [
  { name: "list_my_policies", family: "policies", ...READ, ownership: "none" },
  { name: "get_plan_details", family: "policies", ...READ, ownership: "owns_portal" },
  { name: "get_covered_benefits", family: "policies", ...READ, ownership: "owns_portal" },
  { name: "get_policy_members", family: "policies", ...READ, ownership: "owns_portal" },
  { name: "get_sum_insured_balance", family: "policies", ...READ, ownership: "owns_portal" },
  { name: "list_my_claims", family: "claims", ...READ, ownership: "none" },
  { name: "get_claim_status", family: "claims", ...READ, ownership: "none" },
  { name: "get_claim_details", family: "claims", ...READ, ownership: "none" },
  { name: "list_policy_documents", family: "documents", ...READ, ownership: "owns_portal" },
  { name: "get_e_card", family: "documents", ...READ, ownership: "owns_portal" },
  { name: "get_member_profile", family: "documents", ...READ, ownership: "none" },
  { name: "search_network_hospitals", family: "hospitals", ...READ, ownership: "none" },
  { name: "get_hospital_details", family: "hospitals", ...READ, ownership: "none" },
  {
    name: "search_policy_knowledge",
    family: "knowledge",
    risk: "read",
    roles: ROLES,
    idempotent: true,
    requiresCredential: false,
    ownership: "none",
    targetScope: "any",
    timeoutMs: 3000,
  },
  {
    name: "request_callback",
    family: "callbacks",
    risk: "write",
    roles: ["member", "agent", "admin"],
    idempotent: false,
    requiresCredential: false,
    ownership: "none",
    targetScope: "any",
    timeoutMs: 10000,
  },
] as const;

describe("the tool catalog", () => {
  // The catalogue's fifteen (docs/tools.md): twelve reads it names, get_hospital_details as the thirteenth, retrieval and the call-back.
  it("holds exactly the fifteen tools, with unique names, each listed under its own family", () => {
    expect(ALL).toHaveLength(15);
    expect(ALL.map((s) => s.name).sort()).toEqual(FACTS.map((f) => f.name).sort());
    expect(new Set(ALL.map((s) => s.name)).size).toBe(ALL.length);
    for (const [family, specs] of Object.entries(TOOL_FAMILY_LISTS)) {
      for (const spec of specs) expect(spec.family).toBe(family);
    }
  });

  it.each(FACTS)("declares the facts of $name", (facts) => {
    const spec = byName(facts.name);
    expect({
      name: spec.name,
      family: spec.family,
      risk: spec.risk,
      roles: spec.roles,
      idempotent: spec.idempotent,
      requiresCredential: spec.requiresCredential,
      ownership: spec.ownership,
      targetScope: spec.targetScope,
      timeoutMs: spec.timeoutMs,
    }).toEqual(facts);
    expect(spec.confirmationOverride).toBe(false);
    expect(spec.providesEvidence).toBe(spec.name === "search_policy_knowledge");
  });

  it("takes portal_ref exactly where it checks portal ownership", () => {
    for (const spec of ALL) expect("portal_ref" in spec.args.entries).toBe(spec.ownership === "owns_portal");
  });

  it.each(ALL.map((s) => [s.name, s] as const))(
    "describes %s and every argument of it in its JSON Schema",
    (_, spec) => {
      expect(spec.description.length).toBeGreaterThan(60);
      // Converted as the tool list a model sees is (registry/tool-definitions.ts): a check with no JSON
      // Schema word is left to the description.
      const schema = toJsonSchema(spec.args, { errorMode: "ignore" });
      expect(schema.additionalProperties).toBe(false);
      for (const property of Object.values(schema.properties ?? {})) {
        expect(typeof property === "object" && typeof property.description === "string").toBe(true);
      }
    },
  );

  it("tells the model not to predict a settlement date in every claim tool", () => {
    for (const spec of TOOL_FAMILY_LISTS.claims) expect(spec.description).toMatch(/never predict/i);
  });
});

describe("argument schemas", () => {
  it.each([
    ["no pin_code and no city", {}],
    ["a five-digit pin_code", { pin_code: "56000" }],
    ["a seven-digit pin_code", { pin_code: "5600011" }],
    ["a pin_code given as undefined", { pin_code: undefined }],
    ["an unknown key", { city: "Mumbai", access_token: "x" }],
  ])("refuses a hospital search with %s", (_, args) => {
    expect(v.safeParse(searchNetworkHospitals.args, args).success).toBe(false);
  });

  it.each([
    ["a pin_code", { pin_code: "560001" }],
    ["a city", { city: "Mumbai" }],
    ["both", { pin_code: "400001", city: "Mumbai" }],
  ])("accepts a hospital search with %s", (_, args) => {
    expect(v.safeParse(searchNetworkHospitals.args, args).success).toBe(true);
  });

  it("tells the model that a hospital search needs at least one of its two keys", () => {
    expect(toJsonSchema(searchNetworkHospitals.args, { errorMode: "ignore" })).toMatchObject({
      minProperties: 1,
      required: [],
    });
    expect(toJsonSchema(searchNetworkHospitals.args, { errorMode: "ignore" }).description).toMatch(
      /a pin_code, a city, or both; at least one is required/,
    );
  });

  it.each([
    ["an access_token beside the portal", getPlanDetails.args, { portal_ref: "PRT-40122", access_token: "t" }],
    ["a malformed portal_ref", getPlanDetails.args, { portal_ref: "40122" }],
    ["any argument to a tool that takes none", listMyPolicies.args, { member_id: "MBR-1001" }],
    ["a claim that is neither a number nor an id", getClaimStatus.args, { claim: "claim 7" }],
    ["a query of two characters", searchPolicyKnowledge.args, { query: "ab" }],
    ["a company filter from the model", searchPolicyKnowledge.args, { query: "waiting period", company_id: "x" }],
    ["an unknown topic", requestCallback.args, { topic: "refund", preferred_window: "morning" }],
    [
      "a note over 280 characters",
      requestCallback.args,
      { topic: "claim", preferred_window: "morning", note: "n".repeat(281) },
    ],
  ] as const)("refuses %s", (_, schema, args) => {
    expect(v.safeParse(schema, args).success).toBe(false);
  });
});

describe("request_callback's confirmation sentence", () => {
  it("says what the call-back is about and when, in a plain sentence", () => {
    expect(requestCallback.summarize?.({ topic: "claim", preferred_window: "morning" })).toBe(
      "Ask a care agent to call you back about your claim in the morning (09:00–12:00).",
    );
  });

  it("quotes the note the agent reads, its identifiers masked as every card is (the executor redacts it)", () => {
    const note = "Call me on 9876543210 about the hernia bill";
    const card = redactText(requestCallback.summarize?.({ topic: "billing", preferred_window: "evening", note }) ?? "");
    expect(card).toMatch(/^Ask a care agent to call you back about billing in the evening \(17:00[–-]20:00\)\./);
    expect(card).toContain("about the hernia bill”");
    expect(card).not.toContain("9876543210");
  });
});
