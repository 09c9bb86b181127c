/**
 * The call-back a member asks for, read from their own words. PlanCover books a topic and a part of
 * day (src/shared/callback.ts), nothing finer, so each thing said is either mapped or kept to be
 * said back: a time maps to the window it falls in (4pm → afternoon, 7pm → evening); a day, an exact
 * time and "right now" cannot be booked and are kept so the card names them. When the member named
 * a time, a part of day or a day and none of it fits one window (midnight, 3am, "tomorrow" alone, two
 * windows), the window is null and the assistant asks which part of day. When they named none of
 * those (nothing about when, or only "right now"), the earliest window is proposed and the card says
 * so (and, for "right now", that a call-back is not immediate). Pure: no I/O, no clock.
 */
import {
  CALLBACK_WINDOWS,
  type CallbackTopic,
  type CallbackWindow,
  TOPIC_WORDS_MAX_CHARS,
  TOPIC_WORDS_PATTERN,
  windowAt,
} from "../../shared/callback";

/** What the member asked that PlanCover cannot book. */
export const UNBOOKABLE = [
  /** A day: "tomorrow", "on Friday", "tonight". */
  "day",
  /** An exact time: "at 4pm", "noon". */
  "time",
  /** An immediate call: "right now", "urgent". */
  "urgent",
] as const;
export type Unbookable = (typeof UNBOOKABLE)[number];

/** The storable part: closed words and a turn id only, never the member's own words. */
export interface CallbackRequest {
  readonly topic: CallbackTopic;
  /** The part of day to book; null when nothing said fits one, so the assistant asks. */
  readonly window: CallbackWindow | null;
  /** False when the member named no time, part of day or day, and the earliest window is proposed. */
  readonly windowSaid: boolean;
  readonly unbookable: readonly Unbookable[];
  /** The earlier turn whose question (which part of day?) this message answers; null otherwise. */
  readonly answers: string | null;
}

/** The member's own words the card repeats, re-read from the message whenever they are needed. */
export interface CallbackWords {
  /** Their words for the topic, when the topic list is coarser ("policy renewal"). */
  readonly topic: string | null;
  readonly day: string | null;
  readonly time: string | null;
  /** Why no window fits, when none does: a time outside the care desk's hours, or two windows named. */
  readonly unfit: "outside_hours" | "two_windows" | null;
}

export interface CallbackReading {
  readonly request: CallbackRequest;
  readonly words: CallbackWords;
}

const PARTS_OF_DAY: readonly (readonly [RegExp, CallbackWindow | null])[] = [
  [/\bmornings?\b/, "morning"],
  [/\bafternoons?\b/, "afternoon"],
  [/\b(?:evenings?|tonight)\b/, "evening"],
  // The care desk is closed at night: "at night" fits no window.
  [/\b(?:at|late|in the) night\b|\bovernight\b/, null],
];

const DAYS =
  /\b(day after tomorrow|tomorrow|today|tonight|this weekend|next week|(?:on |this |next )?(?:mon|tues|wednes|thurs|fri|satur|sun)days?|on (?:the )?\d{1,2}(?:st|nd|rd|th))\b/;
const TODAY = /\bthis (?:morning|afternoon|evening)\b/;
const URGENT =
  /\b(?:urgent(?:ly)?|emergency|right now|right away|immediately|asap|as soon as possible|straight ?away|at once)\b|\b(?:call|ring|phone) me(?: back)? now\b/;

/** A time with am/pm, a 24-hour time, an hour after "at"/"around"/"by", or noon and midnight. */
const TIMES: readonly RegExp[] = [
  /(?<![\w-])(\d{1,2})(?:[:.](\d{2}))? ?([ap])\.?m\b\.?/g,
  /(?<![\w-])([01]?\d|2[0-3]):([0-5]\d)(?![\w:])/g,
  /\b(?:at|around|by|after|before|@) ?(\d{1,2})(?: ?o'?clock)?(?![\w:.%-]| ?(?:[ap]\.?m\b|days?|hours?|weeks?|months?|years?|mins?))/g,
  /\b(noon|midday|midnight)\b/g,
];

interface TimeSaid {
  readonly text: string;
  readonly window: CallbackWindow | null;
}

/**
 * An hour with no am/pm: 1–7 is the afternoon or evening (nobody asks for a call-back at 4am), 8–12
 * as said; 13–23 are 24-hour times. The card names the window booked, so the reading is visible.
 */
function hourOf(hour: number, meridiem: string | undefined): number {
  if (meridiem === "a") return hour === 12 ? 0 : hour;
  if (meridiem === "p") return hour === 12 ? 12 : hour + 12;
  return hour >= 1 && hour <= 7 ? hour + 12 : hour;
}

/** A time as the card repeats it: "4pm", "4:30pm", "16:30", "4". */
function timeText(hour: number, minutes: string | undefined, meridiem: string | undefined): string {
  return `${hour}${minutes === undefined ? "" : `:${minutes}`}${meridiem === undefined ? "" : `${meridiem}m`}`;
}

function timesSaid(lower: string): TimeSaid[] {
  const found: { at: number; said: TimeSaid }[] = [];
  const taken: [number, number][] = [];
  for (const pattern of TIMES) {
    for (const match of lower.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (taken.some(([s, e]) => start < e && end > s)) continue;
      taken.push([start, end]);
      const named = match[1];
      if (named === "noon" || named === "midday")
        found.push({ at: start, said: { text: named, window: windowAt(12) } });
      else if (named === "midnight") found.push({ at: start, said: { text: named, window: null } });
      else {
        const hour = Number(named);
        const minute = pattern === TIMES[2] ? 0 : Number(match[2] ?? 0);
        const meridiem = pattern === TIMES[0] ? match[3] : undefined;
        if (hour > 23 || (meridiem !== undefined && (hour < 1 || hour > 12))) continue;
        found.push({
          at: start,
          said: { text: timeText(hour, match[2], meridiem), window: windowAt(hourOf(hour, meridiem), minute) },
        });
      }
    }
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.said);
}

const TOPIC_WORDS: Readonly<Record<Exclude<CallbackTopic, "other">, RegExp>> = {
  claim: /\b(?:claims?|reimburse\w*)\b/,
  policy: /\b(?:polic(?:y|ies)|renew\w*|coverage|cover|plan|sum insured|nominee|portability)\b/,
  billing: /\b(?:bill(?:s|ing)?|payments?|premiums?|refunds?|invoices?|charges?)\b/,
  hospital: /\b(?:hospitals?|admission|admitted)\b/,
};

/** A topic named by its own word ("my claim"): the card's topic already says it. */
const PLAIN_TOPIC: Readonly<Record<CallbackTopic, readonly string[]>> = {
  claim: ["claim", "claims"],
  policy: ["policy", "policies"],
  billing: ["billing", "bill", "bills"],
  hospital: ["hospital", "hospitals"],
  other: ["it", "this", "that", "something", "anything", "things", "stuff", "a question", "query", "an issue"],
};

const ABOUT = /\b(?:about|regarding|concerning|related to|with respect to) ([^?.!,;\n]+)/;
/** Where a topic phrase ends: a timing word, a request, a joining word. */
const TOPIC_END = new Set(
  (
    "at on in by around before after tomorrow today tonight this next please pls plz asap now right urgent " +
    "urgently and as when if because since so or but"
  ).split(" "),
);
const DETERMINERS = new Set(["my", "the", "a", "an", "our", "your", "his", "her", "their"]);
const TOPIC_WORDS_MAX_WORDS = 6;

function topicOf(lower: string): CallbackTopic {
  const topics = Object.entries(TOPIC_WORDS) as [Exclude<CallbackTopic, "other">, RegExp][];
  return topics.find(([, words]) => words.test(lower))?.[0] ?? "other";
}

/** The member's words after "about …", up to a timing word or a number, when they say more than the topic's own word. */
function topicWordsOf(lower: string, topic: CallbackTopic): string | null {
  const phrase = lower.match(ABOUT)?.[1] ?? "";
  const words: string[] = [];
  for (const word of phrase.trim().split(/\s+/)) {
    const longer = [...words, word].join(" ").length > TOPIC_WORDS_MAX_CHARS;
    const ends = TOPIC_END.has(word) || !TOPIC_WORDS_PATTERN.test(word);
    if (ends || words.length === TOPIC_WORDS_MAX_WORDS || longer) break;
    if (words.length > 0 || !DETERMINERS.has(word)) words.push(word);
  }
  const bare = words.join(" ");
  if (bare === "" || PLAIN_TOPIC[topic].includes(bare) || PLAIN_TOPIC.other.includes(bare)) return null;
  return bare;
}

/** A day as the card repeats it: "tomorrow", "Friday", "next Monday", "the 5th". */
function dayText(said: string | undefined): string | null {
  if (said === undefined) return null;
  return said
    .replace(/^on /, "")
    .replace(/\b(mon|tues|wednes|thurs|fri|satur|sun)day/, (d) => d[0]?.toUpperCase() + d.slice(1));
}

/** Reads a call-back request; a greeting's "good morning" is not a window. */
export function readCallback(message: string): CallbackReading {
  const lower = message.toLowerCase().replace(/\bgood (?:morning|afternoon|evening|night)\b/g, " ");
  const topic = topicOf(lower);
  const times = timesSaid(lower);
  const parts = PARTS_OF_DAY.filter(([pattern]) => pattern.test(lower)).map(([, window]) => window);
  const day = TODAY.test(lower) ? "today" : dayText(lower.match(DAYS)?.[1]);
  const urgent = URGENT.test(lower);
  const fits = [...times.map((t) => t.window), ...parts];
  const windows = new Set(fits.filter((w): w is CallbackWindow => w !== null));
  // "Right now" names no part of day: like saying nothing about when, the earliest is proposed (the
  // card says a call-back is not immediate); a time, a part of day or a day must fit one, or we ask.
  const saidWhen = fits.length > 0 || day !== null;
  const window = !saidWhen ? CALLBACK_WINDOWS[0] : windows.size === 1 && !fits.includes(null) ? [...windows][0] : null;
  const unfit =
    window !== null || !saidWhen
      ? null
      : windows.size > 1
        ? "two_windows"
        : fits.includes(null)
          ? "outside_hours"
          : null;
  const time = times.length === 0 ? null : times.map((t) => t.text).join(" or ");
  const unbookable = UNBOOKABLE.filter((u) => (u === "day" ? day !== null : u === "time" ? time !== null : urgent));
  return {
    request: { topic, window: window ?? null, windowSaid: saidWhen, unbookable, answers: null },
    words: { topic: topicWordsOf(lower, topic), day, time, unfit },
  };
}

/** Words that carry no request of their own in a reply that names a part of day ("evening is fine"). */
const FILLER = new Set(
  (
    "a an the in at on around by after before about for is are be would will works work fine ok okay good great " +
    "perfect sure yes yeah please pls plz thanks thank you then instead rather better maybe best prefer i i'd id " +
    "me my call ring phone back it that this make let's lets say how what any time o'clock oclock or and"
  ).split(" "),
);
/** The longest message read as a reply naming a part of day, in words. */
const REPLY_MAX_WORDS = 12;

/**
 * Whether a message only answers "which part of day?" (a window, a time, a day, and filler), so it
 * completes the call-back the previous turn asked about instead of being planned on its own.
 */
export function isWindowReply(message: string): boolean {
  const reading = readCallback(message);
  if (reading.request.window === null || !reading.request.windowSaid) return false;
  let rest = message.toLowerCase().replace(/[?.!,;:]/g, " ");
  for (const pattern of [...TIMES, ...PARTS_OF_DAY.map(([p]) => p), DAYS, TODAY, URGENT]) {
    rest = rest.replace(new RegExp(pattern.source, "g"), " ");
  }
  const words = rest.split(/\s+/).filter((w) => w !== "");
  return message.trim().split(/\s+/).length <= REPLY_MAX_WORDS && words.every((w) => FILLER.has(w));
}

/** The call-back a reply completes: the question's topic and asks, the reply's window (and time). */
export function answerWith(question: CallbackReading, reply: CallbackReading, questionTurn: string): CallbackReading {
  const topic = reply.request.topic === "other" ? question.request.topic : reply.request.topic;
  const day = reply.words.day ?? question.words.day;
  const urgent = question.request.unbookable.includes("urgent") || reply.request.unbookable.includes("urgent");
  const time = reply.words.time;
  const unbookable = UNBOOKABLE.filter((u) => (u === "day" ? day !== null : u === "time" ? time !== null : urgent));
  return {
    request: { topic, window: reply.request.window, windowSaid: true, unbookable, answers: questionTurn },
    words: { topic: reply.words.topic ?? question.words.topic, day, time, unfit: null },
  };
}
