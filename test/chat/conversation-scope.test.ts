/**
 * A conversation id is a handle, never a credential: every route that names one answers a caller who
 * is not its participant exactly as it answers an id nobody ever used, and writes nothing under it.
 */
import { env, runInDurableObject, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { newId } from "../../src/shared/ids";
import { chat } from "../support/chat";
import { adminAuditRows, BASE, call, guestToken, signInOverHttp } from "../support/http";
import { uniqueMobile } from "../support/members";
import { ledgerMark, requestsSince } from "../support/stand-in";

type Json = Record<string, unknown>;
const NOT_FOUND = { error: { code: "not_found", message: "No such conversation." } };
const CALLBACK = { topic: "claim", preferred_window: "morning" };

const stub = (conversationId: string) => env.CONVERSATIONS.get(env.CONVERSATIONS.idFromName(conversationId));

/** What the conversation's object holds: its id (null: never created), pending actions, events, participants. */
async function stored(conversationId: string) {
  return runInDurableObject(stub(conversationId), (_instance, state) => {
    // An object that never ran a turn has not made the turn tables: nothing is stored there either.
    const exists = (table: string) =>
      state.storage.sql.exec("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?", table).toArray().length >
      0;
    const count = (table: string) =>
      exists(table) ? state.storage.sql.exec<{ n: number }>(`SELECT count(*) AS n FROM ${table}`).one().n : 0;
    const meta = state.storage.sql.exec<{ value: string }>("SELECT value FROM meta WHERE key = 'conversation_id'");
    return {
      created: meta.toArray().length > 0,
      pendingActions: state.storage.sql
        .exec<{ id: string; state: string }>("SELECT id, state FROM pending_actions")
        .toArray()
        .map((row) => ({ ...row })),
      events: count("events"),
      participants: count("participants"),
      turns: count("turns"),
    };
  });
}

async function mcpCall(token: string, conversationId: string): Promise<Response> {
  return call("/mcp", {
    token,
    headers: { accept: "application/json, text/event-stream", "x-conversation-id": conversationId },
    body: {
      jsonrpc: "2.0",
      id: 1,
      method: "tools/call",
      params: { name: "request_callback", arguments: CALLBACK },
    },
  });
}

/** Every route that names a conversation, as `token` would call it naming `conversationId`. */
function attempts(token: string, conversationId: string, pendingActionId: string) {
  return {
    run: () => call("/v1/tools/request_callback/run", { token, body: { args: CALLBACK, conversationId } }),
    read: () => call("/v1/tools/list_my_policies/run", { token, body: { conversationId } }),
    decide: () => call(`/v1/actions/${pendingActionId}`, { token, body: { conversationId, decision: "approve" } }),
    mcp: () => mcpCall(token, conversationId),
    chat: () => call("/chat", { token, body: { conversationId, message: "What is my balance?" } }),
    resume: () => call("/chat/resume", { token, body: { conversationId } }),
    events: () => call(`/chat/${conversationId}/events?after=0`, { token }),
    invite: () => call(`/chat/${conversationId}/invites`, { token, method: "POST" }),
    join: () => call(`/chat/${conversationId}/join`, { token, body: { inviteCode: `inv_${"x".repeat(24)}` } }),
    socket: () =>
      SELF.fetch(`${BASE}/chat/${conversationId}/ws`, {
        headers: { upgrade: "websocket", authorization: `Bearer ${token}` },
      }),
  };
}

/** A member's conversation, started by a direct run of a write (so it holds a pending action) and a chat turn. */
async function membersConversation() {
  const owner = await signInOverHttp(uniqueMobile());
  const ran = await call("/v1/tools/request_callback/run", { token: owner, body: { args: CALLBACK } });
  expect(ran.status).toBe(200);
  const proposed = (await ran.json()) as { conversationId: string; outcome: { pendingActionId: string } };
  const { conversationId } = proposed;
  await chat(owner, { conversationId, message: "hello" });
  return { owner, conversationId, pendingActionId: proposed.outcome.pendingActionId };
}

describe("a conversation named by someone who is not in it", () => {
  it.each([
    ["a signed-in stranger", () => signInOverHttp(uniqueMobile())],
    ["a guest", guestToken],
  ])("answers %s on every route exactly as for an id nobody used, and writes nothing under it", async (_who, who) => {
    const { conversationId, pendingActionId } = await membersConversation();
    const stranger = await who();
    const unknown = newId("conv_");
    const before = { stored: await stored(conversationId), audit: await adminAuditRows(conversationId) };
    const mark = await ledgerMark();

    const named = attempts(stranger, conversationId, pendingActionId);
    const nobodys = attempts(stranger, unknown, pendingActionId);
    for (const route of Object.keys(named) as (keyof typeof named)[]) {
      const [theirs, none] = [await named[route](), await nobodys[route]()];
      expect([route, theirs.status, await theirs.json()]).toEqual([route, 404, NOT_FOUND]);
      expect([route, none.status, await none.json()]).toEqual([route, 404, NOT_FOUND]);
    }

    expect(await stored(conversationId)).toEqual(before.stored);
    expect(await adminAuditRows(conversationId)).toEqual(before.audit);
    expect(before.stored.pendingActions).toEqual([{ id: pendingActionId, state: "pending" }]);
    expect(await requestsSince(mark)).toEqual([]);
    expect(await stored(unknown)).toMatchObject({ created: false, participants: 0, pendingActions: [] });
    expect(await adminAuditRows(unknown)).toEqual([]);
  });

  it("never creates a conversation from an id a client made up, even for its first call", async () => {
    const member = await signInOverHttp(uniqueMobile());
    const madeUp = newId("conv_");

    const run = await call("/v1/tools/list_my_policies/run", { token: member, body: { conversationId: madeUp } });
    const viaMcp = await mcpCall(member, madeUp);

    expect(run.status).toBe(404);
    expect(viaMcp.status).toBe(404);
    expect(await stored(madeUp)).toMatchObject({ created: false, participants: 0 });
    expect(await adminAuditRows(madeUp)).toEqual([]);
  });

  it("lets in the person who joined with a live invitation, on the direct-run route too", async () => {
    const { owner, conversationId } = await membersConversation();
    const joiner = await signInOverHttp(uniqueMobile());
    const invited = await call(`/chat/${conversationId}/invites`, { token: owner, method: "POST" });
    const { inviteCode } = (await invited.json()) as { inviteCode: string };

    const before = await call("/v1/tools/list_my_policies/run", { token: joiner, body: { conversationId } });
    const joined = await call(`/chat/${conversationId}/join`, { token: joiner, body: { inviteCode } });
    const after = await call("/v1/tools/list_my_policies/run", { token: joiner, body: { conversationId } });

    expect([before.status, joined.status, after.status]).toEqual([404, 200, 200]);
    expect(await after.json()).toMatchObject({ conversationId, outcome: { status: "ok" } });
  });
});

describe("a conversation the server mints", () => {
  it("is created for a direct run that names none, and its creator keeps using it on every route", async () => {
    const member = await signInOverHttp(uniqueMobile());

    const first = (await (await call("/v1/tools/list_my_policies/run", { token: member, body: {} })).json()) as Json;
    const conversationId = String(first.conversationId);
    const again = await call("/v1/tools/list_my_claims/run", { token: member, body: { conversationId } });
    const turn = await chat(member, { conversationId, message: "hello" });

    expect(again.status).toBe(200);
    expect(turn.conversationId).toBe(conversationId);
    expect((await adminAuditRows(conversationId)).map((row) => row.tool).sort()).toEqual([
      "list_my_claims",
      "list_my_policies",
    ]);
  });

  it("is created for an MCP call that names none, and the call's header keeps it for the next one", async () => {
    const member = await signInOverHttp(uniqueMobile());
    const first = await call("/mcp", {
      token: member,
      headers: { accept: "application/json, text/event-stream" },
      body: { jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "list_my_policies", arguments: {} } },
    });
    const reply = (await first.json()) as { result: { structuredContent: { conversationId: string } } };
    const { conversationId } = reply.result.structuredContent;

    const second = await mcpCall(member, conversationId);

    expect(second.status).toBe(200);
    expect(await stored(conversationId)).toMatchObject({ created: true, participants: 1, pendingActions: [{}] });
  });

  it("opens no Conversation object for a read, and makes it, with the creator in it, when they name the id", async () => {
    const member = await signInOverHttp(uniqueMobile());

    const ran = (await (await call("/v1/tools/list_my_policies/run", { token: member, body: {} })).json()) as Json;
    const conversationId = String(ran.conversationId);
    const afterRead = await stored(conversationId);
    const events = await call(`/chat/${conversationId}/events?after=0`, { token: member });

    expect(ran).toMatchObject({ outcome: { status: "ok" } });
    expect(afterRead).toMatchObject({ created: false, participants: 0 });
    expect(await adminAuditRows(conversationId)).toMatchObject([{ tool: "list_my_policies" }]);
    expect(events.status).toBe(200);
    expect(await stored(conversationId)).toMatchObject({ created: true, participants: 1 });
  });

  it("makes the object when a direct run's write becomes pending, so the action is there to decide", async () => {
    const member = await signInOverHttp(uniqueMobile());

    const ran = await call("/v1/tools/request_callback/run", { token: member, body: { args: CALLBACK } });
    const { conversationId, outcome } = (await ran.json()) as { conversationId: string; outcome: Json };

    expect(outcome).toMatchObject({ status: "pending" });
    expect(await stored(conversationId)).toMatchObject({
      created: true,
      participants: 1,
      pendingActions: [{ id: outcome.pendingActionId, state: "pending" }],
    });
  });

  it.each([
    ["a signed-in stranger", () => signInOverHttp(uniqueMobile())],
    ["a guest", guestToken],
  ])("answers %s naming a read's id as for an id nobody used, and makes nothing", async (_who, who) => {
    const member = await signInOverHttp(uniqueMobile());
    const ran = (await (await call("/v1/tools/list_my_policies/run", { token: member, body: {} })).json()) as Json;
    const conversationId = String(ran.conversationId);
    const stranger = await who();
    const mark = await ledgerMark();

    const named = attempts(stranger, conversationId, newId("pa_"));
    for (const route of Object.keys(named) as (keyof typeof named)[]) {
      const response = await named[route]();
      expect([route, response.status, await response.json()]).toEqual([route, 404, NOT_FOUND]);
    }

    expect(await stored(conversationId)).toMatchObject({ created: false, participants: 0, pendingActions: [] });
    expect(await adminAuditRows(conversationId)).toHaveLength(1);
    expect(await requestsSince(mark)).toEqual([]);
  });

  it("answers the creator naming a read's id with one character changed as for an id nobody used", async () => {
    const member = await signInOverHttp(uniqueMobile());
    const ran = (await (await call("/v1/tools/list_my_policies/run", { token: member, body: {} })).json()) as Json;
    const minted = String(ran.conversationId);
    const last = minted.at(-1) === "A" ? "B" : "A";
    const altered = `${minted.slice(0, -1)}${last}`;

    const events = await call(`/chat/${altered}/events?after=0`, { token: member });
    const read = await call("/v1/tools/list_my_policies/run", { token: member, body: { conversationId: altered } });

    expect([events.status, read.status]).toEqual([404, 404]);
    expect(await stored(altered)).toMatchObject({ created: false, participants: 0 });
    expect(await adminAuditRows(altered)).toEqual([]);
  });

  it("answers a malformed x-conversation-id with 400 and runs nothing", async () => {
    const member = await signInOverHttp(uniqueMobile());
    const mark = await ledgerMark();

    const response = await mcpCall(member, "../../etc");

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: "bad_request" } });
    expect(await requestsSince(mark)).toEqual([]);
  });
});
