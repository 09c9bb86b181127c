/**
 * The refusal contract of an approval on the chat surfaces, as on POST /v1/actions/:id: one the kill
 * switch refuses is `503 kill_switch` on POST /chat/resume (a JSON error, before any stream opens) and
 * a `kill_switch` error frame on the socket; one refused because the tool is switched off is
 * `403 tool_disabled` and a `tool_disabled` frame. Either way nothing is written upstream, the action
 * stays pending and the turn paused on its confirmation, and the same approval goes through once the
 * switch is back: one write, one audit row under the action's key.
 */
import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { setKillSwitch, upsertToolPolicy } from "../../workers/tools/policy/policy";
import { chat, one, resume, sendResume, types } from "../support/chat";
import { createCompany } from "../support/company";
import { auditRows } from "../support/executor";
import { uniqueMobile } from "../support/members";
import { signIn } from "../support/people";
import { openSocket } from "../support/socket";
import { ledgerMark, requestsSince } from "../support/stand-in";

const ASK = "Please call me back about my claim in the evening.";
const ON = { enabled: true, roles: null, channels: null };
const OFF = { enabled: false, roles: null, channels: null };

/** A member of a company of the test's own, with a call-back waiting for their confirmation. */
async function pausedCallback() {
  const companyId = await createCompany();
  const { sessionToken: member } = await signIn(uniqueMobile(), companyId);
  const turn = await chat(member, { message: ASK });
  const prompt = one(turn.events, "confirmation.required");
  return { companyId, member, conversationId: turn.conversationId, prompt };
}

type Paused = Awaited<ReturnType<typeof pausedCallback>>;

const approval = (paused: Paused) =>
  ({ conversationId: paused.conversationId, interruptId: paused.prompt.interruptId, decision: "approve" }) as const;

const callbacksSince = async (mark: number) =>
  (await requestsSince(mark)).filter((request) => request.path === "/v1/callbacks");

/** The action's state and its turn's status, as the conversation's object holds them. */
function held(paused: Paused) {
  const stub = env.CONVERSATIONS.get(env.CONVERSATIONS.idFromName(paused.conversationId));
  return runInDurableObject(stub, (_instance, state) => ({
    action: state.storage.sql
      .exec<{ state: string }>("SELECT state FROM pending_actions WHERE id = ?", paused.prompt.pendingActionId)
      .toArray()[0]?.state,
    turn: state.storage.sql
      .exec<{ status: string }>("SELECT status FROM turns WHERE id = ?", paused.prompt.turnId)
      .toArray()[0]?.status,
  }));
}

/** The audit rows of the action: the one that ran it (its own key), and the refused decisions. */
async function actionRows(paused: Paused) {
  const key = `action:${paused.prompt.pendingActionId}`;
  const rows = await auditRows(paused.conversationId);
  return {
    ran: rows.filter((row) => row.tool_call_id === key).map((row) => row.outcome),
    refused: rows.filter((row) => row.tool_call_id.startsWith(`${key}:decision:`)).map((row) => row.failure_code),
  };
}

const switches = {
  "the kill switch": {
    off: (paused: Paused) => setKillSwitch(env.DB, paused.companyId, true, new Date()),
    on: (paused: Paused) => setKillSwitch(env.DB, paused.companyId, false, new Date()),
    status: 503,
    code: "kill_switch",
  },
  "the tool switched off for the company": {
    off: (paused: Paused) => upsertToolPolicy(env.DB, paused.companyId, "request_callback", OFF),
    on: (paused: Paused) => upsertToolPolicy(env.DB, paused.companyId, "request_callback", ON),
    status: 403,
    code: "tool_disabled",
  },
} as const;

describe.each(Object.entries(switches))("an approval refused by %s", (_how, knob) => {
  it(`answers ${knob.status} ${knob.code} on /chat/resume before any stream, writes nothing, and leaves the action to approve once it is back`, async () => {
    const paused = await pausedCallback();
    const mark = await ledgerMark();
    await knob.off(paused);

    const refused = await sendResume(paused.member, approval(paused));

    expect(refused.status).toBe(knob.status);
    expect(refused.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await refused.json()).toEqual({ error: { code: knob.code, message: expect.any(String) } });
    expect(await callbacksSince(mark)).toEqual([]);
    expect(await held(paused)).toEqual({ action: "pending", turn: "paused" });
    await knob.on(paused);
    const approved = await resume(paused.member, approval(paused));
    expect(one(approved.events, "tool.completed")).toMatchObject({ status: "ok" });
    expect(types(approved.events).at(-1)).toBe("turn.completed");
    expect(await callbacksSince(mark)).toHaveLength(1);
    expect(await actionRows(paused)).toEqual({ ran: ["ok"], refused: [knob.code] });
  });

  it(`answers a ${knob.code} error frame on the socket, which stays open, the action pending until it is back`, async () => {
    const paused = await pausedCallback();
    const socket = await openSocket(paused.conversationId, paused.member);
    const mark = await ledgerMark();
    await knob.off(paused);

    socket.send({ type: "resume", interruptId: paused.prompt.interruptId, decision: "approve" });

    // Whichever comes first: the refusal's frame, or the turn paused again with the refusal inside.
    await Promise.race([
      socket.errorFrames(1),
      socket.next((event) => event.type === "confirmation.required" && event.refusal !== undefined),
    ]);
    expect(socket.errors).toMatchObject([{ type: "error", code: knob.code }]);
    expect(socket.open).toBe(true);
    expect(await callbacksSince(mark)).toEqual([]);
    expect(await held(paused)).toEqual({ action: "pending", turn: "paused" });
    await knob.on(paused);
    socket.send({ type: "resume", interruptId: paused.prompt.interruptId, decision: "approve" });
    await socket.next((event) => event.type === "turn.completed" && event.turnId === paused.prompt.turnId);
    expect(await callbacksSince(mark)).toHaveLength(1);
    expect(await actionRows(paused)).toEqual({ ran: ["ok"], refused: [knob.code] });
    socket.close();
  });
});
