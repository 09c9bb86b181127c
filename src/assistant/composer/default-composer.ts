/**
 * The default composer: deterministic code. In gather it proposes what a model would for the turns
 * prefetch does not cover (the policy-wording search of a knowledge question, the call-back of a
 * call-back request); in finalize it writes a plain-text answer from the sanitized outcomes, one
 * section per read, failure codes turned into guidance, citations from the wording's evidence.
 */

import type { Citation } from "../../shared/events";
import { EVENT_TEXT_MAX_CHARS } from "../../shared/events";
import { KNOWLEDGE_TOOL, type PlannedCall } from "../planner/member-reads";
import { askWindow, callbackCall } from "./callback";
import { type Answer, type ComposeInput, type Composer, paragraphsOf, type ToolResultView } from "./composer";
import { guidanceFor } from "./guidance";
import { firstSentences, plainText } from "./plain-text";
import { sectionFor } from "./sections";

/** Passages of the policy wording quoted in one answer. */
const QUOTED_PASSAGES = 2;

export const NO_SETTLEMENT_DATE =
  "I can't tell you when a claim will be settled or paid: the insurer gives no date, and I won't guess one.";

const HELP =
  "I can help with your policies, cover, balance, members, claims, documents, e-card, profile and network " +
  "hospitals near a pin code or city, and with general questions such as waiting periods, exclusions and how to " +
  "claim. I can also ask a care agent to call you back.";

function propose(input: ComposeInput & { round: number }): PlannedCall[] {
  if (input.round > 0) return [];
  const { plan } = input;
  if (plan.kind === "knowledge" && plan.knowledgeQuery !== null) {
    return [{ name: KNOWLEDGE_TOOL, args: { query: plan.knowledgeQuery } }];
  }
  const callback = callbackCall(plan);
  return callback === null ? [] : [callback];
}

function knowledgeSection(view: ToolResultView, citations: Citation[]): string {
  if (view.outcome.status !== "ok") return "";
  const passages = (view.outcome.evidence ?? []).slice(0, QUOTED_PASSAGES);
  if (passages.length === 0) return "I couldn't find this in the policy wording, so I won't guess.";
  const quoted = passages.map((passage) => {
    citations.push({
      document: plainText(passage.document),
      title: plainText(passage.title),
      section: plainText(passage.section),
    });
    return `- ${firstSentences(passage.text, 3)} [${citations.length}]`;
  });
  return ["From the policy wording:", ...quoted].join("\n");
}

function sectionOf(view: ToolResultView, citations: Citation[]): string {
  const { outcome } = view;
  switch (outcome.status) {
    case "ok":
      if (view.toolName === KNOWLEDGE_TOOL) return knowledgeSection(view, citations);
      return sectionFor(view.toolName, outcome.result, view.args) ?? "I got an answer I couldn't read. Try again.";
    case "failed":
      return guidanceFor(outcome.code, view.toolName);
    case "pending":
      return outcome.summary;
  }
}

const LEFT_OUT = "(More was left out to keep this answer short.)";

/** The sections as one text within the event's size limit, cut between lines, never inside one. */
function capped(sections: readonly string[]): string {
  const text = sections.join("\n\n");
  if (text.length <= EVENT_TEXT_MAX_CHARS) return text;
  const kept: string[] = [];
  let size = LEFT_OUT.length;
  for (const line of text.split("\n")) {
    if (size + line.length + 1 > EVENT_TEXT_MAX_CHARS) break;
    kept.push(line);
    size += line.length + 1;
  }
  return [...kept, LEFT_OUT].join("\n");
}

function compose(input: ComposeInput): Answer {
  const { plan } = input;
  const citations: Citation[] = [];
  const sections: string[] = [];
  for (const view of input.results) {
    const section = sectionOf(view, citations);
    if (section !== "" && !sections.includes(section)) sections.push(section);
  }
  const hospitalNamed = (plan.hospitalIds ?? []).length > 0;
  if (plan.topics.includes("hospitals") && plan.pinCode === null && plan.city === null && !hospitalNamed) {
    sections.push("Tell me a pin code or a city and I'll look for network hospitals near it.");
  }
  if (plan.asksSettlementDate) sections.push(NO_SETTLEMENT_DATE);
  const askedWhen = askWindow(plan);
  if (askedWhen !== null) sections.push(askedWhen);
  if (sections.length === 0) {
    sections.push(plan.kind === "other" ? HELP : "I couldn't find anything to answer that.");
    // Never an answer that leaves the member nowhere: the closest questions that can be answered.
    const suggestions = plan.suggestions ?? [];
    if (suggestions.length > 0)
      sections.push(["You could ask, for example:", ...suggestions.map((s) => `- ${s}`)].join("\n"));
  }
  return { text: capped(sections), citations };
}

export const defaultComposer: Composer = {
  kind: "deterministic",
  // Code in this object: nothing it is shown leaves it.
  clearance: "health",
  async propose(input) {
    return propose(input);
  },
  async compose(input, onDelta) {
    const answer = compose(input);
    // Code writes the whole answer at once; it is still sent section by section, as a model's would
    // come, so a client renders every answer the same way.
    if (onDelta) for (const piece of paragraphsOf(answer.text)) onDelta(piece);
    return answer;
  },
};
