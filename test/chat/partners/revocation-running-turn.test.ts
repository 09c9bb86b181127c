/**
 * Ending a partner's grant while one of its turns runs ends that turn too: the SSE stream the partner
 * opened with `POST /chat` gets the turn's end (`turn.failed`, session_mismatch) at once and closes,
 * so nothing read for the turn (a read in flight when the grant ended) reaches the partner afterwards,
 * and the turn composes no answer from it.
 */
import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { ChatEvent } from "../../../src/shared/events";
import { SseReader, sendChat } from "../../support/chat";
import { call, signInOverHttp, staffHeaders } from "../../support/http";
import { memberIdOf, uniqueMobile } from "../../support/members";
import { connectPartner } from "../../support/partner";
import { setFault } from "../../support/stand-in";

/** Stand-in latency on the member's policies read: the turn is held there while the grant ends. */
const HELD_MS = 1_500;

const endings = {
  "the member revokes it": async (member: string, clientId: string) =>
    call(`/v1/me/connections/${clientId}`, { method: "DELETE", token: member }),
  "an administrator disables its client": async (_member: string, clientId: string) =>
    call(`/admin/v1/partners/${clientId}/disable`, { method: "POST", headers: await staffHeaders() }),
} as const;

function turnStatus(conversationId: string, turnId: string) {
  const stub = env.CONVERSATIONS.get(env.CONVERSATIONS.idFromName(conversationId));
  return runInDurableObject(
    stub,
    (_instance, state) =>
      state.storage.sql.exec<{ status: string }>("SELECT status FROM turns WHERE id = ?", turnId).toArray()[0]?.status,
  );
}

describe.each(Object.entries(endings))("a partner's running turn when %s", (_how, end) => {
  it("ends with the grant: its stream gets turn.failed at once and nothing read for it afterwards", async () => {
    const mobile = uniqueMobile();
    const partner = await connectPartner(mobile, ["policies:read"]);
    const member = await signInOverHttp(mobile);
    await setFault({ memberId: memberIdOf(mobile), paths: ["/v1/policies"], latencyMs: HELD_MS, times: 1 });
    const response = await sendChat(partner.tokens.access_token, { message: "Show my policies" });
    const stream = new SseReader(response.body ?? new ReadableStream());
    await stream.until((event) => event.type === "tool.started");
    const before = stream.events.length;

    expect((await end(member, partner.clientId)).status).toBe(200);
    const endedAt = Date.now();
    const after: ChatEvent[] = (await stream.rest()).slice(before);

    // The stream closed on the ending, not after the held read came back.
    expect(Date.now() - endedAt).toBeLessThan(HELD_MS / 2);
    expect(after.map((event) => event.type)).toEqual(["turn.failed"]);
    expect(after[0]).toMatchObject({ code: "session_mismatch" });
    const conversationId = response.headers.get("x-conversation-id") ?? "";
    const turnId = response.headers.get("x-turn-id") ?? "";
    expect(await turnStatus(conversationId, turnId)).toBe("failed");
  });
});
