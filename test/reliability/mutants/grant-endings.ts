/**
 * A partner's grant ending, as the Conversation object sees it (durable-objects/conversation/): its
 * running turns stopped, its paused turns ended in the log, each proposal reported as it stands.
 */

import type { Mutation } from "./mutation";

const CONVERSATION_OBJECT = "durable-objects/conversation/index.ts";

export const GRANT_ENDING_MUTATIONS: readonly Mutation[] = [
  {
    id: "grant-ending-spares-running-turns",
    guard:
      "ending a partner's grant ends its running turns and their streams, so nothing read for them reaches it after",
    file: CONVERSATION_OBJECT,
    edits: [{ find: "    await this.engine.endSession(input.sessionId);\n", replace: "" }],
    tests: ["test/chat/partners/revocation-running-turn.test.ts"],
  },
  {
    id: "grant-ending-leaves-paused-turn",
    guard:
      "ending a partner's grant ends its turns paused on a proposal in the log (the proposal completed as withdrawn, then turn.failed), so no client keeps a card to approve",
    file: CONVERSATION_OBJECT,
    edits: [{ find: "    this.engine.endPausedTurns(input.sessionId);\n", replace: "" }],
    tests: ["test/chat/partners/revocation.test.ts"],
    filter: "ends in the log",
  },
  {
    id: "withdrawn-proposal-not-reported",
    guard:
      "a proposal withdrawn when its grant ended is reported in its paused turn's log as a decision is (tool.completed)",
    file: "durable-objects/conversation/graph/runner.ts",
    edits: [
      {
        find: '    const decided = stored?.state === "done" || stored?.state === "rejected";',
        replace: "    const decided = false;",
      },
    ],
    tests: ["test/chat/partners/revocation.test.ts"],
    filter: "ends in the log",
  },
  {
    id: "approved-proposal-hidden-by-ending",
    guard: "a proposal the member approved elsewhere before its grant ended stays in the paused turn's log as decided",
    file: "durable-objects/conversation/graph/runner.ts",
    edits: [
      { find: 'stored?.state === "done" || stored?.state === "rejected"', replace: 'stored?.state === "rejected"' },
    ],
    tests: ["test/chat/partners/revocation.test.ts"],
    filter: "stays in the log as the booked call-back",
  },
];
