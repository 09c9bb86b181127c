import { describe, expect, it } from "vitest";
import { FAILURE_CODES } from "../../src/shared/failure-codes";
import { failureMessage } from "../../src/shared/failure-messages";

describe("failure codes", () => {
  it("has a safe message for every code and no two codes share a name", () => {
    expect(new Set(FAILURE_CODES).size).toBe(FAILURE_CODES.length);
    for (const code of FAILURE_CODES) expect(failureMessage(code).length).toBeGreaterThan(10);
  });

  it("applies the migrations so the audit table exists in the test database", async () => {
    const { env } = await import("cloudflare:test");
    const row = await env.DB.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'tool_audit'",
    ).first();
    expect(row).toEqual({ name: "tool_audit" });
  });
});
