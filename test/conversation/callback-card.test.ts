/**
 * The call-back card says what the member asked, over /chat: the window what they said maps to, and
 * what PlanCover cannot book (a day, an exact time, an immediate call); when nothing they said fits
 * a part of day the turn asks which one and raises no card, and their next message naming one
 * completes the same request. What they approve is what is booked.
 */
import { describe, expect, it } from "vitest";
import { chat, one, only, resume, types } from "../support/chat";
import { signInOverHttp } from "../support/http";
import { uniqueMobile } from "../support/members";

describe("the call-back card, for the member's own words", () => {
  it.each([
    [
      "can someone call me back tomorrow at 4pm about my policy renewal?",
      "Ask a care agent to call you back about your policy (you said “policy renewal”) in the afternoon (12:00–17:00).",
      "so the day and the exact time cannot be chosen (you asked for tomorrow at 4pm).",
    ],
    [
      "can you call me back at 7pm tonight?",
      "Ask a care agent to call you back about your question in the evening (17:00–20:00).",
      "so the day and the exact time cannot be chosen (you asked for tonight at 7pm).",
    ],
    [
      "call me back right now, it's urgent",
      "Ask a care agent to call you back about your question in the morning (09:00–12:00).",
      "You asked to be called now, so the earliest part of day is proposed; reject this to choose another.",
    ],
    [
      "please call me back urgently this afternoon about my claim",
      "Ask a care agent to call you back about your claim in the afternoon (12:00–17:00).",
      "A call-back is not immediate: it comes in the part of day booked.",
    ],
  ])("%j: the card names the window and what cannot be honoured", async (message, booked, cannot) => {
    const member = await signInOverHttp(uniqueMobile());
    const turn = await chat(member, { message });

    const prompt = one(turn.events, "confirmation.required");
    const [first, ...notes] = prompt.summary.split("\n");
    expect(first).toBe(booked);
    expect(notes.join("\n")).toContain(cannot);
  });

  it("books the window the card named, once approved", async () => {
    const member = await signInOverHttp(uniqueMobile());
    const turn = await chat(member, { message: "can someone call me back tomorrow at 4pm about my policy renewal?" });
    const prompt = one(turn.events, "confirmation.required");

    const approved = await resume(member, {
      conversationId: turn.conversationId,
      interruptId: prompt.interruptId,
      decision: "approve",
    });

    expect(prompt.summary).toContain("in the afternoon");
    // One booking, and the window in the answer is the one PlanCover answered it was booked for.
    expect(only(approved.events, "tool.completed")).toMatchObject([{ toolName: "request_callback", status: "ok" }]);
    expect(one(approved.events, "message.completed").text).toBe(
      "Done: a care agent will call you back in the afternoon.",
    );
  });
});

describe("a call-back whose time fits no part of day", () => {
  it.each([
    ["call me back tomorrow, it's urgent", "A call-back is not immediate. In a medical emergency, call 112"],
    ["can someone call me back at midnight about my policy renewal?", "Midnight is outside those hours."],
    ["Can you call me at 3am about my claim?", "3am is outside those hours."],
  ])("%j: asks which part of day, with no card and nothing booked", async (message, why) => {
    const member = await signInOverHttp(uniqueMobile());

    const turn = await chat(member, { message });

    // No tool.started: nothing was proposed, so nothing was booked.
    expect(types(turn.events)).toEqual([
      "turn.started",
      "question.asked",
      "message.delta",
      "message.completed",
      "turn.completed",
    ]);
    const answer = one(turn.events, "message.completed").text;
    expect(answer).toContain(why);
    expect(answer).toContain("Which part of the day should a care agent call you");
  });

  it("completes the same request when the member's next message names a part of day", async () => {
    const member = await signInOverHttp(uniqueMobile());
    const asked = await chat(member, {
      message: "can someone call me back tomorrow at midnight about my policy renewal?",
    });
    const { conversationId } = asked;

    const reply = await chat(member, { conversationId, message: "the afternoon please" });

    const prompt = one(reply.events, "confirmation.required");
    expect(prompt.summary.split("\n")).toEqual([
      "Ask a care agent to call you back about your policy (you said “policy renewal”) in the afternoon (12:00–17:00).",
      "PlanCover books call-backs by part of day, so the day cannot be chosen (you asked for tomorrow).",
      "What you asked for goes to the agent in a note.",
    ]);
  });

  it("does not read a part of day as a reply when no call-back asked for one", async () => {
    const member = await signInOverHttp(uniqueMobile());
    const greeted = await chat(member, { message: "hello" });

    const turn = await chat(member, { conversationId: greeted.conversationId, message: "the afternoon please" });

    expect(only(turn.events, "confirmation.required")).toEqual([]);
  });
});
