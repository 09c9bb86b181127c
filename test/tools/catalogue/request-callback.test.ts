// request_callback's handler against the real stand-in: it books a call-back, with no credential.
import { describe, expect, it } from "vitest";
import { requestCallback } from "../../../workers/tools/catalogue/fixture/request-callback";
import { dataOf, ioFor } from "../../support/catalogue";
import { callsSince, ledgerMark } from "../../support/stand-in";

describe("request_callback", () => {
  it("books a call-back without a credential and answers its id and window", async () => {
    const mark = await ledgerMark();
    const data = dataOf(
      await requestCallback.handler(
        { topic: "claim", preferred_window: "evening", note: "About the deduction" },
        ioFor(null),
      ),
    );
    expect(data).toEqual({ callbackId: expect.any(String), scheduledWindow: "evening" });
    expect(await callsSince(mark)).toEqual(["POST /v1/callbacks"]);
  });
});
