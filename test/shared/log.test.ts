/** The one error log line: an exception's text reaches the log redacted and bounded. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { LOG_REASON_MAX_CHARS, logError } from "../../src/shared/log";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("logError", () => {
  it("logs an error's reason with no token, OTP or mobile number it carried, and no longer than the bound", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const thrown = new Error(
      `upstream refused Authorization: Bearer pc1.MBR-1001.1796000000.c2lnbmF0dXJl for 9876543210, otp 482913 ${"x".repeat(500)}`,
    );

    logError("handler_threw", thrown, { tool: "list_my_policies" });

    expect(error).toHaveBeenCalledTimes(1);
    const line = JSON.parse(String(error.mock.calls[0]?.[0])) as { event: string; tool: string; reason: string };
    expect(line).toMatchObject({ event: "handler_threw", tool: "list_my_policies" });
    expect(line.reason).toContain("upstream refused");
    for (const secret of ["pc1.MBR-1001", "c2lnbmF0dXJl", "9876543210", "482913"]) {
      expect(line.reason).not.toContain(secret);
    }
    expect(line.reason.length).toBeLessThanOrEqual(LOG_REASON_MAX_CHARS);
  });
});
