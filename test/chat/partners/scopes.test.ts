/** The partner scopes: every registered tool is covered by one, and the chain enforces them for partners only. */
import { describe, expect, it } from "vitest";
import { PARTNER_SCOPES, SCOPE_TOOLS, scopeCovers, scopesCovering } from "../../../src/shared/partner-scopes";
import { TOOL_FAMILY_LISTS } from "../../../workers/tools/catalogue";
import { checkScope } from "../../../workers/tools/chain/checks";
import { createRegistry } from "../../../workers/tools/registry/registry";

const registry = createRegistry(TOOL_FAMILY_LISTS);

describe("partner scopes", () => {
  it("cover every registered tool", () => {
    const uncovered = registry.tools.filter((spec) => scopesCovering(spec.name).length === 0).map((s) => s.name);
    expect(uncovered).toEqual([]);
  });

  it("name only registered tools", () => {
    const named = PARTNER_SCOPES.flatMap((scope) => SCOPE_TOOLS[scope]);
    expect(named.filter((name) => !registry.get(name))).toEqual([]);
  });

  it("keep the one write under its own scope", () => {
    const writes = registry.tools.filter((spec) => spec.risk === "write").map((spec) => spec.name);
    expect(writes.flatMap(scopesCovering)).toEqual(["callbacks:write"]);
    expect(SCOPE_TOOLS["callbacks:write"]).toEqual(writes);
  });

  it.each(registry.tools.map((spec) => [spec.name, spec] as const))(
    "refuses %s to a partner with no scope that covers it, and never scopes a person's own session",
    (name, spec) => {
      const others = PARTNER_SCOPES.filter((scope) => !SCOPE_TOOLS[scope].includes(name));
      expect(checkScope(spec, { clientId: "c", scopes: others })).toEqual({
        ok: false,
        error: { code: "insufficient_scope", reason: "scope_not_granted" },
      });
      expect(checkScope(spec, { clientId: "c", scopes: scopesCovering(name) }).ok).toBe(true);
      expect(checkScope(spec, null).ok).toBe(true);
      expect(scopeCovers(others, name)).toBe(false);
    },
  );
});
