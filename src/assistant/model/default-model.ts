/** The deterministic default model: the default planner and composer behind the model port. No network. */
import { defaultComposer } from "../composer/default-composer";
import { defaultPlanner } from "../planner/default-planner";
import type { ChatModel } from "./model";

export const defaultModel: ChatModel = {
  provider: "default",
  kind: defaultComposer.kind,
  clearance: defaultComposer.clearance,
  plan: (message) => defaultPlanner.plan(message),
  recall: (stored, message) => defaultPlanner.recall(stored, message),
  propose: (input) => defaultComposer.propose(input),
  compose: (input, onDelta) => defaultComposer.compose(input, onDelta),
};
