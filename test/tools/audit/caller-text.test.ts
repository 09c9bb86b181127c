/**
 * A tool's name is the caller's own text until the registry knows it (an MCP tools/call, a direct
 * run's path): the audit row and the failure's log line keep such a name redacted and short, never an
 * OTP, a mobile number or a token, nor a name of any length.
 */
import { describe, expect, it } from "vitest";
import { auditableToolName } from "../../../workers/tools/audit/audit-row";
import { createCompany } from "../../support/company";
import { auditRows, run } from "../../support/executor";
import { uniqueMobile } from "../../support/members";
import { signIn } from "../../support/people";

describe("a name no tool has, in the audit", () => {
  it("keeps no OTP or mobile number from it in the row", async () => {
    const person = await signIn(uniqueMobile(), await createCompany());

    const ran = await run(person, "my otp is 482913 9876543210");

    expect(ran.outcome).toMatchObject({ status: "failed", code: "unknown_tool" });
    const [row] = await auditRows(ran.conversationId);
    expect(row?.tool_name).not.toContain("482913");
    expect(row?.tool_name).not.toContain("9876543210");
    expect(row?.tool_name).toMatch(/^\(not a tool name: /);
  });

  it("keeps a name of any length short", async () => {
    const person = await signIn(uniqueMobile(), await createCompany());

    const ran = await run(person, "x".repeat(60_000));

    const [row] = await auditRows(ran.conversationId);
    expect(row?.tool_name.length).toBeLessThan(100);
  });

  it("keeps the names the registry spells, and the rows' own markers, as they are", () => {
    expect(auditableToolName("get_plan_details")).toBe("get_plan_details");
    expect(auditableToolName("no_such_tool")).toBe("no_such_tool");
    expect(auditableToolName("(unknown action)")).toBe("(unknown action)");
  });
});
