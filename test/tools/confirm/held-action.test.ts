/**
 * A decision on an action its store holds (the Conversation object's confirm node): every check of
 * the confirm path, the one upstream call, the audit row, and the state for the holder to write,
 * with no call into the pending-action store while deciding.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { StoredPendingAction } from "../../../src/shared/pending-action";
import type { PendingActionsPort } from "../../../workers/tools/chain/pending-actions";
import { decideAction } from "../../../workers/tools/confirm/decide-action";
import { heldActions } from "../../../workers/tools/confirm/held-action";
import { createCompany } from "../../support/company";
import { auditRows, contextFor, run, testPorts } from "../../support/executor";
import { uniqueMobile } from "../../support/members";
import { type Person, signIn } from "../../support/people";
import { ledgerMark, requestsSince } from "../../support/stand-in";

const CALLBACK = { topic: "claim", preferred_window: "morning", note: "About my knee surgery claim" } as const;

/** A store no held decision may reach: any call fails the decision. */
const unreachable = (): never => {
  throw new Error("a held decision called the pending-action store");
};
const NO_STORE: PendingActionsPort = {
  create: unreachable,
  get: unreachable,
  claim: unreachable,
  reject: unreachable,
  complete: unreachable,
  settled: unreachable,
};

interface Held {
  readonly conversationId: string;
  readonly pendingActionId: string;
  readonly stored: StoredPendingAction | null;
  readonly claimed: boolean;
}

/** Proposes the call-back, then reads and claims it in its object as the confirm node does. */
async function heldCallback(person: Person): Promise<Held> {
  const ran = await run(person, "request_callback", { args: CALLBACK });
  if (ran.outcome.status !== "pending") throw new Error(`expected pending, got ${ran.outcome.status}`);
  const { pendingActionId } = ran.outcome;
  const object = env.CONVERSATIONS.get(env.CONVERSATIONS.idFromName(ran.conversationId));
  const stored = (await object.getPendingAction(pendingActionId)) as StoredPendingAction | null;
  const claim = await object.claimPendingAction(pendingActionId, new Date().toISOString());
  return { conversationId: ran.conversationId, pendingActionId, stored, claimed: claim.claimed };
}

async function decideHeld(person: Person, held: Held, decision: "approve" | "reject") {
  const context = await contextFor(person, {
    channel: "mobile",
    invocationSource: "user",
    conversationId: held.conversationId,
  });
  const actions = heldActions({ stored: held.stored, claimed: held.claimed });
  const { conversationId, pendingActionId } = held;
  const result = await decideAction(
    { conversationId, pendingActionId, decision },
    context,
    testPorts({ pendingActions: NO_STORE }),
    actions,
  );
  return { ...result, transition: actions.transition };
}

const callbacksSince = async (mark: number) =>
  (await requestsSince(mark)).filter((request) => request.path === "/v1/callbacks");

describe("a decision on a held action", () => {
  it("runs the approved write once and names done for the holder, without reaching the store", async () => {
    const person = await signIn(uniqueMobile(), await createCompany());
    const held = await heldCallback(person);
    const mark = await ledgerMark();

    const decided = await decideHeld(person, held, "approve");

    expect(decided.outcome.status).toBe("ok");
    expect(decided.transition).toEqual({ state: "done", outcome: decided.outcome });
    expect(await callbacksSince(mark)).toHaveLength(1);
    const rows = (await auditRows(held.conversationId)).filter(
      (r) => r.tool_call_id === `action:${held.pendingActionId}`,
    );
    expect(rows).toMatchObject([{ outcome: "ok" }]);
  });

  it("names rejected for the holder of a rejection, and calls nothing", async () => {
    const person = await signIn(uniqueMobile(), await createCompany());
    const held = await heldCallback(person);
    const mark = await ledgerMark();

    const decided = await decideHeld(person, held, "reject");

    expect(decided.outcome).toMatchObject({ status: "failed", code: "confirmation_rejected" });
    expect(decided.transition).toEqual({ state: "rejected", outcome: decided.outcome });
    expect(await callbacksSince(mark)).toEqual([]);
  });

  it("gives the claim back, calling nothing, when another person decides", async () => {
    const company = await createCompany();
    const held = await heldCallback(await signIn(uniqueMobile(), company));
    const mark = await ledgerMark();

    const decided = await decideHeld(await signIn(uniqueMobile(), company), held, "approve");

    expect(decided.outcome).toMatchObject({ status: "failed", code: "confirmation_mismatch" });
    expect(decided.transition).toBeNull();
    expect(await callbacksSince(mark)).toEqual([]);
  });

  it("runs nothing for an action the holder did not claim (another decision holds it)", async () => {
    const person = await signIn(uniqueMobile(), await createCompany());
    const held = await heldCallback(person);
    const mark = await ledgerMark();

    const decided = await decideHeld(person, { ...held, claimed: false }, "approve");

    expect(decided.outcome.status).toBe("failed");
    expect(decided.transition).toBeNull();
    expect(await callbacksSince(mark)).toEqual([]);
  });
});
