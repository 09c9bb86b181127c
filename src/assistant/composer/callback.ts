/**
 * A planned call-back, as the default composer carries it: the request_callback call made from what
 * the member said (the window it maps to, their topic words, the day, time and urgency the card must
 * say cannot be honoured), or, when nothing they said fits a part of day, the question that asks
 * which one instead (no card until they answer). Pure.
 */
import { WINDOW_CHOICES } from "../../shared/callback";
import type { PlannedCall } from "../planner/member-reads";
import type { Plan } from "../planner/plan";
import { capitalised } from "./plain-text";

export const CALLBACK_TOOL = "request_callback";

/** The call the plan's call-back books; null when it has no window yet (the member is asked). */
export function callbackCall(plan: Plan): PlannedCall | null {
  const request = plan.callback;
  if (plan.kind !== "callback" || request === null || request.window === null) return null;
  const words = plan.callbackWords;
  const args: Record<string, unknown> = { topic: request.topic, preferred_window: request.window };
  if (words?.topic != null) args.topic_words = words.topic;
  if (request.unbookable.includes("day") && words?.day != null) args.asked_day = words.day;
  if (request.unbookable.includes("time") && words?.time != null) args.asked_time = words.time;
  if (request.unbookable.includes("urgent")) args.urgent = true;
  if (!request.windowSaid) args.window_said = false;
  return { name: CALLBACK_TOOL, args };
}

/** The answer of a call-back turn that has no window: what cannot be done, then which part of day. */
export function askWindow(plan: Plan): string | null {
  const request = plan.callback;
  if (plan.kind !== "callback" || request === null || request.window !== null) return null;
  const words = plan.callbackWords;
  const lines = [`PlanCover books call-backs by part of day: ${WINDOW_CHOICES}.`];
  if (words?.unfit === "outside_hours" && words.time !== null)
    lines.push(`${capitalised(words.time)} is outside those hours.`);
  else if (words?.unfit === "outside_hours") lines.push("The time you asked for is outside those hours.");
  if (words?.unfit === "two_windows") lines.push("You mentioned more than one of them.");
  if (request.unbookable.includes("day")) {
    lines.push(`The day cannot be chosen${words?.day == null ? "" : ` (you asked for ${words.day})`}.`);
  }
  if (request.unbookable.includes("urgent")) {
    lines.push("A call-back is not immediate. In a medical emergency, call 112 or go to the nearest hospital.");
  }
  const about = words?.topic == null ? "" : ` about ${words.topic}`;
  lines.push(`Which part of the day should a care agent call you${about}: morning, afternoon or evening?`);
  return lines.join(" ");
}
