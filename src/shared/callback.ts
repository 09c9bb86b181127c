/**
 * The call-back contract, in one place for the tool that books it and the assistant that reads a
 * member's request: the topics and the parts of day PlanCover books, and each part's hours. PlanCover
 * books a call-back by topic and part of day only: no day, no exact time, never immediately. The
 * hours are the care desk's (local time): a time inside a window maps to it, a time outside every
 * window maps to none (the assistant then asks, never guesses).
 */

export const CALLBACK_TOPICS = [
  /** A claim: its status, a deduction, documents. */
  "claim",
  /** A policy: cover, renewal, members, the plan. */
  "policy",
  /** Money: a bill, a premium, a payment or a refund. */
  "billing",
  /** A hospital: the network, an admission. */
  "hospital",
  /** Anything else; the member's own words say what. */
  "other",
] as const;
export type CallbackTopic = (typeof CALLBACK_TOPICS)[number];

export const CALLBACK_WINDOWS = [
  /** 09:00–12:00. */
  "morning",
  /** 12:00–17:00. */
  "afternoon",
  /** 17:00–20:00. */
  "evening",
] as const;
export type CallbackWindow = (typeof CALLBACK_WINDOWS)[number];

/** Each window's hours, from (inclusive) to (exclusive), in hours of the day (0–24). */
export function windowHours(window: CallbackWindow): { readonly from: number; readonly to: number } {
  switch (window) {
    case "morning":
      return { from: 9, to: 12 };
    case "afternoon":
      return { from: 12, to: 17 };
    case "evening":
      return { from: 17, to: 20 };
  }
}

/** The window a time of day falls in (hour 0–23, minute 0–59), or null outside the care desk's hours. */
export function windowAt(hour: number, minute = 0): CallbackWindow | null {
  const at = hour + minute / 60;
  return CALLBACK_WINDOWS.find((window) => at >= windowHours(window).from && at < windowHours(window).to) ?? null;
}

const clock = (hour: number) => `${String(hour).padStart(2, "0")}:00`;

/** A window as a member reads it: "the afternoon (12:00–17:00)". */
export function windowPhrase(window: CallbackWindow): string {
  const { from, to } = windowHours(window);
  return `the ${window} (${clock(from)}–${clock(to)})`;
}

/** Every window as a member reads it, for a question that asks them to choose. */
export const WINDOW_CHOICES = CALLBACK_WINDOWS.map(windowPhrase)
  .join(", ")
  .replace(/, ([^,]*)$/, " or $1");

/*
 * What the member asked beyond a topic and a window, as the tool's arguments carry it to the card.
 * Each is narrow on purpose (no flags, so each is also a JSON Schema pattern): no number longer
 * than two digits, so no identifier fits, and nothing a card could be made to say beyond a few words.
 */
/** The member's own words for the topic: letters, a few joining marks, at most TOPIC_WORDS_MAX_CHARS. */
export const TOPIC_WORDS_MAX_CHARS = 60;
export const TOPIC_WORDS_PATTERN = /^[A-Za-z][A-Za-z' &/-]*$/;
/** A day as said: "tomorrow", "Friday", "next week", "the 5th"; at most ASKED_DAY_MAX_CHARS. */
export const ASKED_DAY_MAX_CHARS = 30;
export const ASKED_DAY_PATTERN =
  /^(?:[A-Za-z]+|\d{1,2}(?:st|nd|rd|th)?)(?: (?:[A-Za-z]+|\d{1,2}(?:st|nd|rd|th)?)){0,4}$/;
const TIME = String.raw`(?:\d{1,2}(?::\d{2})?(?:am|pm)?|noon|midday|midnight)`;
/** Up to three times as said: "4pm", "4:30pm", "16:00", "noon", "4pm or 5pm". */
export const ASKED_TIME_PATTERN = new RegExp(`^${TIME}(?: or ${TIME}){0,2}$`);
