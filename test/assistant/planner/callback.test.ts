/**
 * A call-back request read from the member's words, through to the card they approve: the planner
 * maps what fits a part of day, keeps what PlanCover cannot book, and asks when nothing fits; the
 * call it plans passes the tool's own schema, and the tool's card sentence says all of it.
 */
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { askWindow, callbackCall } from "../../../src/assistant/composer/callback";
import { answerWith, isWindowReply, readCallback } from "../../../src/assistant/planner/callback";
import { planMessage } from "../../../src/assistant/planner/default-planner";
import { storedPart } from "../../../src/assistant/planner/plan";
import { windowAt } from "../../../src/shared/callback";
import { requestCallback } from "../../../workers/tools/catalogue/callbacks/request-callback";

/** The card the member would be shown for a message, or null when the assistant asks instead. */
function cardFor(message: string): string | null {
  const plan = planMessage(message);
  expect(plan.kind).toBe("callback");
  const call = callbackCall(plan);
  if (call === null) return null;
  const args = v.parse(requestCallback.args, call.args);
  return requestCallback.summarize?.(args) ?? null;
}

describe("the care desk's windows", () => {
  it.each([
    [9, 0, "morning"],
    [11, 59, "morning"],
    [12, 0, "afternoon"],
    [16, 0, "afternoon"],
    [17, 0, "evening"],
    [19, 0, "evening"],
    [19, 59, "evening"],
    [20, 0, null],
    [0, 0, null],
    [3, 0, null],
    [8, 30, null],
  ] as const)("puts %i:%i in %s", (hour, minute, window) => {
    expect(windowAt(hour, minute)).toBe(window);
  });
});

describe("what the member asked, read from their words", () => {
  it.each([
    ["can someone call me back tomorrow at 4pm about my policy renewal?", "policy", "afternoon", ["day", "time"]],
    ["call me back at 7pm tonight", "other", "evening", ["day", "time"]],
    ["Please call me back about my claim in the evening.", "claim", "evening", []],
    ["call me back on Friday morning about my premium payment", "billing", "morning", ["day"]],
    ["call me back at 4.30 p.m. regarding my policy", "policy", "afternoon", ["time"]],
    ["ring me at 16:30 about my claim", "claim", "afternoon", ["time"]],
    ["call me around 11 about a hospital", "hospital", "morning", ["time"]],
    ["call me back at noon", "other", "afternoon", ["time"]],
    ["call me back at midnight", "other", null, ["time"]],
    ["Can you call me at 3am about my claim?", "claim", null, ["time"]],
    ["call me back tomorrow", "other", null, ["day"]],
    ["call me back tomorrow morning at 4pm", "other", null, ["day", "time"]],
    ["please call me back asap in the afternoon", "other", "afternoon", ["urgent"]],
    ["good morning, please call me back this evening", "other", "evening", ["day"]],
  ] as const)("%s -> %s, %s, cannot book %j", (message, topic, window, unbookable) => {
    const { request } = readCallback(message);
    expect(request).toEqual({ topic, window, windowSaid: true, unbookable, answers: null });
  });

  it("keeps the member's own words for the topic when the topic list is coarser, and never a number", () => {
    expect(readCallback("call me about my policy renewal tomorrow").words.topic).toBe("policy renewal");
    expect(readCallback("call me about my hospital bill please").words.topic).toBe("hospital bill");
    expect(readCallback("call me back about my claim").words.topic).toBeNull();
    expect(readCallback("call me back about claim CN-2026-000123").words.topic).toBeNull();
    expect(readCallback("call me back about it").words.topic).toBeNull();
  });

  it("says why no window fits: a time outside the care desk's hours, or two windows", () => {
    expect(readCallback("call me at 3am").words).toMatchObject({ time: "3am", unfit: "outside_hours" });
    expect(readCallback("call me at 11am or 6pm").words).toMatchObject({ time: "11am or 6pm", unfit: "two_windows" });
  });

  it("proposes the earliest window when no time, part of day or day was said", () => {
    expect(readCallback("I want to speak to an agent").request).toMatchObject({ window: "morning", windowSaid: false });
    expect(readCallback("call me back right now, it's urgent").request).toEqual({
      topic: "other",
      window: "morning",
      windowSaid: false,
      unbookable: ["urgent"],
      answers: null,
    });
  });

  it("stores no word of the member's: the card's words are re-read from the message", () => {
    const plan = planMessage("can someone call me back tomorrow at 4pm about my policy renewal?");
    const stored = JSON.stringify(storedPart(plan));
    for (const word of ["tomorrow", "4pm", "renewal"]) expect(stored).not.toContain(word);
    expect(plan.callbackWords).toMatchObject({ topic: "policy renewal", day: "tomorrow", time: "4pm" });
  });
});

describe("the card the member approves", () => {
  it("names the afternoon for tomorrow at 4pm, the member's topic, and that the day and time cannot be chosen", () => {
    expect(cardFor("can someone call me back tomorrow at 4pm about my policy renewal?")).toBe(
      [
        "Ask a care agent to call you back about your policy (you said “policy renewal”) in the afternoon (12:00–17:00).",
        "PlanCover books call-backs by part of day, so the day and the exact time cannot be chosen (you asked for tomorrow at 4pm).",
        "What you asked for goes to the agent in a note.",
      ].join("\n"),
    );
  });

  it("names the evening for 7pm tonight", () => {
    const card = cardFor("call me back at 7pm tonight") ?? "";
    expect(card).toContain("in the evening (17:00–20:00)");
    expect(card).toContain("you asked for tonight at 7pm");
  });

  it("says a call-back is not immediate when it is asked for urgently in a part of day", () => {
    const card = cardFor("please call me back asap in the afternoon") ?? "";
    expect(card).toContain("in the afternoon (12:00–17:00)");
    expect(card).toContain("A call-back is not immediate");
  });

  it("says the earliest window was proposed when nothing was said about when", () => {
    expect(cardFor("Can someone call me back?")).toContain(
      "You did not say when, so the earliest part of day is proposed",
    );
  });

  it("names the window for right now, urgent, and says a call-back is not immediate and why that window", () => {
    expect(cardFor("call me back right now, it's urgent")).toBe(
      [
        "Ask a care agent to call you back about your question in the morning (09:00–12:00).",
        "A call-back is not immediate: it comes in the part of day booked. In a medical emergency, call 112 or go to the nearest hospital.",
        "You asked to be called now, so the earliest part of day is proposed; reject this to choose another.",
        "What you asked for goes to the agent in a note.",
      ].join("\n"),
    );
  });

  it.each([
    "call me back tomorrow, it's urgent",
    "call me back at midnight",
    "call me at 3am",
    "call me back tomorrow",
  ])("raises no card for %j, and asks which part of day", (message) => {
    expect(cardFor(message)).toBeNull();
    expect(askWindow(planMessage(message))).toMatch(/Which part of the day should a care agent call you/);
  });

  it("tells an urgent request that a call-back is not immediate and what to do in an emergency", () => {
    const asked = askWindow(planMessage("call me back tomorrow, it's urgent")) ?? "";
    expect(asked).toContain("A call-back is not immediate. In a medical emergency, call 112");
    expect(asked).toContain("the morning (09:00–12:00), the afternoon (12:00–17:00) or the evening (17:00–20:00)");
  });

  it("names the time outside the care desk's hours and the day that cannot be chosen", () => {
    expect(askWindow(planMessage("call me back at midnight about my policy renewal"))).toContain(
      "Midnight is outside those hours.",
    );
    expect(askWindow(planMessage("call me back tomorrow"))).toContain(
      "The day cannot be chosen (you asked for tomorrow).",
    );
  });
});

describe("a reply that names a part of day", () => {
  it.each(["afternoon", "in the evening please", "4pm is fine", "tomorrow afternoon", "call me in the morning then"])(
    "reads %j as a reply",
    (reply) => {
      expect(isWindowReply(reply)).toBe(true);
    },
  );

  it.each(["hello", "evening, and what's my balance?", "at midnight", "what is covered in the evening shift?"])(
    "does not read %j as a reply",
    (message) => {
      expect(isWindowReply(message)).toBe(false);
    },
  );

  it("completes the question's call-back: its topic, words and day, the reply's window, and not the time that did not fit", () => {
    const question = readCallback("call me back tomorrow at midnight about my policy renewal");
    const completed = answerWith(question, readCallback("the afternoon please"), "turn_q");

    expect(completed.request).toEqual({
      topic: "policy",
      window: "afternoon",
      windowSaid: true,
      unbookable: ["day"],
      answers: "turn_q",
    });
    expect(completed.words).toMatchObject({ topic: "policy renewal", day: "tomorrow", time: null });
  });
});
