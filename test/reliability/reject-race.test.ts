/**
 * A rejection that read the action while it was still pending, and reached the store only after an
 * approval had claimed it: it waits for the approval's result and reports it as `previous`, as a
 * losing approval does. The interleaving is made certain by delaying the answer to the rejection's
 * read (as a slow network would) until the real Conversation object holds the claim, while the
 * stand-in takes its time over the write.
 */
import { describe, expect, it } from "vitest";
import type { PendingActionsPort } from "../../workers/tools/chain/pending-actions";
import { decideAction } from "../../workers/tools/confirm/decide-action";
import { createCompany } from "../support/company";
import { contextFor, run, testPorts } from "../support/executor";
import { uniqueMobile } from "../support/members";
import { type Person, signIn } from "../support/people";
import { setFault } from "../support/stand-in";

const CALLBACK = { topic: "claim", preferred_window: "evening", note: "About my claim" } as const;
/** Long enough that the approval is still executing when the rejection reaches the store. */
const UPSTREAM_LATENCY_MS = 400;

async function untilClaimed(port: PendingActionsPort, conversationId: string, id: string): Promise<void> {
  for (let tries = 0; tries < 500; tries++) {
    if ((await port.get(conversationId, id))?.state !== "pending") return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error("the approval never claimed the action");
}

/** The real store, but a read's answer (taken at once) is delivered only after the action was claimed. */
function lateReads(real: PendingActionsPort, read: () => void): PendingActionsPort {
  return {
    ...real,
    async get(conversationId, id) {
      const snapshot = await real.get(conversationId, id);
      read();
      await untilClaimed(real, conversationId, id);
      return snapshot;
    },
  };
}

async function decide(
  person: Person,
  action: { conversationId: string; pendingActionId: string },
  decision: "approve" | "reject",
  ports = testPorts(),
) {
  const context = await contextFor(person, {
    channel: "mobile",
    invocationSource: "user",
    conversationId: action.conversationId,
  });
  return decideAction({ ...action, decision }, context, ports);
}

describe("a rejection racing an approval that is executing", () => {
  it("answers already_resolved with the approval's outcome as previous", async () => {
    const person = await signIn(uniqueMobile(), await createCompany());
    const ran = await run(person, "request_callback", { args: CALLBACK });
    if (ran.outcome.status !== "pending") throw new Error(`expected pending, got ${ran.outcome.status}`);
    const action = { conversationId: ran.conversationId, pendingActionId: ran.outcome.pendingActionId };
    await setFault({ paths: ["/v1/callbacks"], latencyMs: UPSTREAM_LATENCY_MS });

    let readDone: () => void = () => {};
    const rejectionRead = new Promise<void>((resolve) => (readDone = resolve));
    const late = testPorts({ pendingActions: lateReads(testPorts().pendingActions, readDone) });
    const rejecting = decide(person, action, "reject", late);
    await rejectionRead;
    const approved = await decide(person, action, "approve");
    const rejected = await rejecting;

    expect(approved.outcome.status).toBe("ok");
    expect(rejected.outcome).toMatchObject({ status: "failed", code: "already_resolved" });
    expect(rejected.previous).toEqual(approved.outcome);
  });
});
