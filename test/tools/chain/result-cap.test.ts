/**
 * The executor caps a result by the tool's declared order: a claim alone over the cap loses whole
 * optional fields (documents, deductions, diagnosis, …) and keeps its number and status whole.
 */
import { describe, expect, it } from "vitest";
import { TOOL_MAX_RESULT_CHARS } from "../../../src/shared/sanitizer";
import { createCompany } from "../../support/company";
import { okResult, run, testPorts } from "../../support/executor";
import { DEMO } from "../../support/members";
import { signIn } from "../../support/people";
import { registryWith } from "../../support/registry";

const HUGE_CLAIM = {
  claimId: "CLM-1",
  claimNumber: "CN-2026-004127",
  status: "approved",
  claimedAmount: 52000,
  documentsReceived: ["discharge summary", "final bill"],
  deductions: [{ reason: "non-payable items", amount: 1200 }],
  diagnosis: "a very long diagnosis ".repeat(300),
};

describe("a result over the cap", () => {
  it("loses a record's optional fields whole, in the tool's declared order, never half a value", async () => {
    const registry = registryWith((spec) =>
      spec.name === "get_claim_details" ? { ...spec, handler: async () => ({ ok: true, data: HUGE_CLAIM }) } : spec,
    );
    const asha = await signIn(DEMO.asha.mobile, await createCompany());

    const ran = await run(asha, "get_claim_details", {
      args: { claim: "CN-2026-004127" },
      ports: testPorts({ registry }),
    });

    const result = okResult<Record<string, unknown>>(ran.outcome);
    expect(result).toMatchObject({ claimNumber: "CN-2026-004127", status: "approved", claimedAmount: 52000 });
    expect(result).not.toHaveProperty("diagnosis");
    expect(JSON.stringify(result)).not.toContain("…[cut");
    expect(JSON.stringify(result).length).toBeLessThanOrEqual(TOOL_MAX_RESULT_CHARS);
  });
});
