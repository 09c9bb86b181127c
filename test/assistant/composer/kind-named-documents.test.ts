/**
 * A kind of product named in full with no policy word ("personal accident reimbursement documents"):
 * it says which plan is asked about, so that plan answers alone, and its documents list leads, not a
 * sentence that only shares the kind's word ("Inform Carewell TPA of an accident…"). Over the
 * committed demo corpus, the real index and the default composer.
 */
import { describe, expect, it } from "vitest";
import { corpusAnswer as answer, FS, HELD, PA } from "../../support/corpus-answer";

const PA_DOCUMENTS = "For accidental hospitalisation, send the hospital bills, discharge summary and the FIR";

describe("documents for a personal accident claim", () => {
  it("answers a guest from the personal accident plan alone, leading with its documents list", async () => {
    const text = await answer("personal accident reimbursement documents", null);

    expect(text).toMatch(
      new RegExp(`^From the policy wording of ${PA} \\(Claims and documents needed\\): ${PA_DOCUMENTS}`),
    );
    expect(text).not.toContain(FS);
  });

  it("answers Asha from her accident policy, leading with its documents list, not her family policy's", async () => {
    const text = await answer("what documents do I need for personal accident reimbursement", HELD.asha);

    expect(text).toMatch(
      new RegExp(`^From the policy wording of your ${PA} policy \\(Claims and documents needed\\): ${PA_DOCUMENTS}`),
    );
    expect(text).not.toContain(`your ${FS} policy`);
  });
});
