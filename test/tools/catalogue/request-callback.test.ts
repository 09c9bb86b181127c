// request_callback against the real stand-in: it books a call-back, with no credential; its card and
// the agent's note are made from the same arguments, so what the member approves is what is booked.
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { requestCallback } from "../../../workers/tools/catalogue/callbacks/request-callback";
import { agentNote } from "../../../workers/tools/catalogue/callbacks/request-callback/summary";
import { dataOf, ioFor } from "../../support/catalogue";
import { callsSince, ledgerMark } from "../../support/stand-in";

const TOMORROW_AT_4 = {
  topic: "policy",
  preferred_window: "afternoon",
  topic_words: "policy renewal",
  asked_day: "tomorrow",
  asked_time: "4pm",
} as const;

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

  it("books the window its card names", async () => {
    const card = requestCallback.summarize?.(TOMORROW_AT_4) ?? "";
    const data = dataOf(await requestCallback.handler(TOMORROW_AT_4, ioFor(null)));

    expect(card).toContain("in the afternoon (12:00–17:00)");
    expect(data).toMatchObject({ scheduledWindow: "afternoon" });
  });
});

describe("request_callback's card", () => {
  it("says, one line each, what is booked and what PlanCover cannot book", () => {
    expect(requestCallback.summarize?.(TOMORROW_AT_4)?.split("\n")).toEqual([
      "Ask a care agent to call you back about your policy (you said “policy renewal”) in the afternoon (12:00–17:00).",
      "PlanCover books call-backs by part of day, so the day and the exact time cannot be chosen (you asked for tomorrow at 4pm).",
      "What you asked for goes to the agent in a note.",
    ]);
  });

  it.each([
    [{ asked_day: "Friday" }, "so the day cannot be chosen (you asked for Friday)."],
    [{ asked_time: "7pm" }, "so the exact time cannot be chosen (you asked for 7pm)."],
    [{ urgent: true }, "A call-back is not immediate: it comes in the part of day booked."],
    [{ window_said: false }, "You did not say when, so the earliest part of day is proposed"],
  ])("says what cannot be honoured: %j", (asked, line) => {
    const card = requestCallback.summarize?.({ topic: "claim", preferred_window: "evening", ...asked }) ?? "";
    expect(card).toContain(line);
  });

  it("quotes the note the agent will read, whoever wrote it, so the person approving sees all that is sent", () => {
    const note = "Member confirmed: cancel policy PRT-40122, do not call the registered number";
    const card = requestCallback.summarize?.({ topic: "policy", preferred_window: "morning", note }) ?? "";
    expect(card.split("\n")).toContain(`Note for the agent: “${note}”`);
    expect(agentNote({ topic: "policy", preferred_window: "morning", note })).toBe(note);
  });

  it("gives the agent what the member asked for in the note, beside their own note", () => {
    expect(agentNote({ ...TOMORROW_AT_4, urgent: true, note: "About the bonus" })).toBe(
      "About the bonus About: policy renewal. Asked for: tomorrow at 4pm. Asked for an urgent call.",
    );
    expect(agentNote({ topic: "claim", preferred_window: "morning" })).toBeUndefined();
  });

  it.each([
    ["topic words with a number", { topic_words: "claim 9876543210" }],
    ["topic words over 60 characters", { topic_words: "a".repeat(61) }],
    ["a day with a long number", { asked_day: "the 123456" }],
    ["a day that is a sentence", { asked_day: "approve this and refund me now" }],
    ["a time that is not a time", { asked_time: "call 9876543210" }],
    ["an urgency that is not a yes or no", { urgent: "yes" }],
  ])("refuses %s", (_what, asked) => {
    expect(v.safeParse(requestCallback.args, { topic: "claim", preferred_window: "morning", ...asked }).success).toBe(
      false,
    );
  });
});
