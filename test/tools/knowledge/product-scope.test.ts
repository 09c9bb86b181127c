/** Which corpus products a caller holds: from their session's policies, never from an argument. */
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { AuthContextSchema } from "../../../src/shared/auth-context";
import { corpusProductOf, heldProducts, knowledgeCallerOf } from "../../../workers/tools/knowledge/product-scope";
import { selectPassages } from "../../../workers/tools/knowledge/select-passages";

const CORPUS = [
  "PlanCover Family Shield",
  "PlanCover Group Care",
  "PlanCover Individual Essential",
  "PlanCover Personal Accident Guard",
];

const auth = (fields: Record<string, unknown>) =>
  v.parse(AuthContextSchema, {
    sessionId: "session-scope-0001",
    personId: "MBR-1",
    role: "member",
    companyId: "demo",
    credentialRef: "cred_00000001",
    portalRefs: ["PRT-50001"],
    ...fields,
  });

describe("the products a caller holds", () => {
  it("reads PlanCover's fuller product name as the corpus product it begins with", () => {
    expect(corpusProductOf("PlanCover Group Care for Northwind Logistics", CORPUS)).toBe("PlanCover Group Care");
    expect(corpusProductOf("PlanCover Family Shield", CORPUS)).toBe("PlanCover Family Shield");
    expect(corpusProductOf("Acme Health Floater", CORPUS)).toBeNull();
  });

  it("knows a signed-in member by the products their session holds, and no one else", () => {
    const ravi = auth({
      policies: [{ portalRef: "PRT-50001", product: "PlanCover Group Care for Northwind Logistics" }],
    });
    expect(heldProducts(knowledgeCallerOf(ravi, null), CORPUS)).toEqual(["PlanCover Group Care"]);
    expect(
      knowledgeCallerOf(auth({ role: "guest", personId: null, credentialRef: null, portalRefs: [] }), null),
    ).toEqual({
      kind: "unknown",
    });
    // A session made before products were kept knows portals but not their products: unknown, not "none".
    expect(knowledgeCallerOf(auth({}), null)).toEqual({ kind: "unknown" });
    expect(heldProducts(knowledgeCallerOf(auth({ portalRefs: [] }), null), CORPUS)).toEqual([]);
  });
});

describe("which passages answer for the caller", () => {
  const scored = [
    { product: "PlanCover Group Care", score: 9, item: "gc-1" },
    { product: "PlanCover Family Shield", score: 8, item: "fs-1" },
    { product: "PlanCover Family Shield", score: 7, item: "fs-2" },
    { product: "PlanCover Individual Essential", score: 6, item: "ie-1" },
  ];
  const addressing = ["PlanCover Group Care", "PlanCover Family Shield", "PlanCover Individual Essential"];

  it("gives a member only their own products' passages, never a better-scoring one of another product", () => {
    const chosen = selectPassages(scored, addressing, ["PlanCover Family Shield"], new Set(), 4);
    expect(chosen.map((p) => p.item)).toEqual(["fs-1", "fs-2"]);
  });

  it("gives an unknown caller each addressing product's best before any second passage", () => {
    const chosen = selectPassages(scored, addressing, null, new Set(), 4);
    expect(chosen.map((p) => p.item)).toEqual(["gc-1", "fs-1", "ie-1", "fs-2"]);
  });
});
