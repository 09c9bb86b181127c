/**
 * The refusal contract of an approval on the chat surfaces: an approval the kill switch refuses is
 * `503 kill_switch` on POST /chat/resume and a `kill_switch` error frame on the socket; one refused
 * because the tool is switched off is `403 tool_disabled` and a `tool_disabled` frame. Either way
 * nothing is booked, the turn stays paused on its confirmation (the socket stays open) and the same
 * approval goes through once the switch is back.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { setKillSwitch, upsertToolPolicy } from "../../workers/tools/policy/policy";
import { chat, one, resume, sendResume, types } from "../support/chat";
import { createCompany } from "../support/company";
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

const callbacksSince = async (mark: number) =>
  (await requestsSince(mark)).filter((request) => request.path === "/v1/callbacks");

const approval = (paused: Paused) =>
  ({ conversationId: paused.conversationId, interruptId: paused.prompt.interruptId, decision: "approve" }) as const;

const switches = {
  "the kill switch": {
    off: (paused: Paused) => setKillSwitch(env.DB, paused.companyId, true, new Date()),
    on: (paused: Paused) => setKillSwitch(env.DB, paused.companyId, false, new Date()),
    status: 503,
    code: "kill_switch",
  },
  "the tool switched off": {
    off: (paused: Paused) => upsertToolPolicy(env.DB, paused.companyId, "request_callback", OFF),
    on: (paused: Paused) => upsertToolPolicy(env.DB, paused.companyId, "request_callback", ON),
    status: 403,
    code: "tool_disabled",
  },
} as const;

describe.each(Object.entries(switches))("an approval refused by %s", (_how, knob) => {
  it(`answers ${knob.status} ${knob.code} on /chat/resume, books nothing, and goes through once it is back`, async () => {
    const paused = await pausedCallback();
    const mark = await ledgerMark();
    await knob.off(paused);

    const refused = await sendResume(paused.member, approval(paused));

    expect(refused.status).toBe(knob.status);
    expect(await refused.json()).toMatchObject({ error: { code: knob.code } });
    expect(await callbacksSince(mark)).toEqual([]);
    await knob.on(paused);
    const approved = await resume(paused.member, approval(paused));
    expect(one(approved.events, "tool.completed")).toMatchObject({ status: "ok" });
    expect(types(approved.events).at(-1)).toBe("turn.completed");
    expect(await callbacksSince(mark)).toHaveLength(1);
  });

  it(`answers a ${knob.code} error frame on the socket, which stays open, and goes through once it is back`, async () => {
    const paused = await pausedCallback();
    const socket = await openSocket(paused.conversationId, paused.member);
    const mark = await ledgerMark();
    await knob.off(paused);

    socket.send({ type: "resume", interruptId: paused.prompt.interruptId, decision: "approve" });

    expect(await socket.errorFrames(1)).toMatchObject([{ type: "error", code: knob.code }]);
    expect(socket.open).toBe(true);
    expect(await callbacksSince(mark)).toEqual([]);
    await knob.on(paused);
    socket.send({ type: "resume", interruptId: paused.prompt.interruptId, decision: "approve" });
    await socket.next((event) => event.type === "turn.completed" && event.turnId === paused.prompt.turnId);
    expect(await callbacksSince(mark)).toHaveLength(1);
    socket.close();
  });
});
