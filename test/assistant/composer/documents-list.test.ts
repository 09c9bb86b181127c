/**
 * The member's documents as the answer lists them: each with its gateway link, and a document whose
 * link cannot be used still listed by its title, so the answer never says a policy has no documents
 * when it has some.
 */
import { describe, expect, it } from "vitest";
import { sectionFor } from "../../../src/assistant/composer/sections";

const products = (portalRef: string) => (portalRef === "PRT-40122" ? "PlanCover Family Shield" : null);

describe("the member's policy documents", () => {
  it("lists each document with its issue date and gateway link", () => {
    const text = sectionFor(
      "list_policy_documents",
      {
        documents: [
          { title: "Policy schedule PC-FF-2026-004512", issuedOn: "2026-04-01", link: "/v1/documents/DOC-40122-01" },
        ],
      },
      { portal_ref: "PRT-40122" },
      products,
    );
    expect(text).toBe(
      "Your documents on your PlanCover Family Shield policy (PRT-40122):\n" +
        "- Policy schedule PC-FF-2026-004512 (issued 2026-04-01): /v1/documents/DOC-40122-01",
    );
  });

  it("still lists a document whose link is not the gateway's path, without the link, rather than saying there are none", () => {
    const text = sectionFor(
      "list_policy_documents",
      {
        documents: [
          {
            title: "Policy schedule PC-IND-2026-T84455728",
            issuedOn: "2026-06-01",
            link: "/v1/documents/DOC-T******2801",
          },
        ],
      },
      { portal_ref: "PRT-40122" },
      products,
    );
    expect(text).not.toMatch(/no documents/i);
    expect(text).toContain("- Policy schedule PC-IND-2026-T84455728 (issued 2026-06-01)");
    expect(text).not.toContain("******");
  });

  it("says so when the policy has no documents at all", () => {
    const text = sectionFor("list_policy_documents", { documents: [] }, { portal_ref: "PRT-40122" }, products);
    expect(text).toBe("There are no documents on your PlanCover Family Shield policy (PRT-40122).");
  });
});
