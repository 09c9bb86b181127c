/**
 * What the SDK does with an error frame on a socket a turn is waiting on: a frame that ends the
 * session ends every wait; one that only closes the socket for a sign-in leaves the turns waiting,
 * since the socket is opened again with the new token and the turn goes on there.
 */
import { describe, expect, it } from "vitest";
import { offerErrorFrame, type TurnWait } from "../../src/client/socket-turn";
import type { ErrorFrame } from "../../src/shared/chat-protocol";

function waiting(): { wait: TurnWait; settled: unknown[] } {
  const settled: unknown[] = [];
  const wait: TurnWait = {
    kind: "resume",
    turnId: "turn_1",
    by: null,
    afterSeq: 0,
    events: [],
    onEvent: () => undefined,
    settle: (result) => settled.push(result),
  };
  return { wait, settled };
}

const frame = (code: ErrorFrame["code"]): ErrorFrame => ({ type: "error", code, message: "m" });

describe("an error frame offered to the turns waiting on a socket", () => {
  it("leaves the turns waiting when the socket closes because its session signed in", () => {
    const { wait, settled } = waiting();
    expect(offerErrorFrame([wait], frame("signed_in"))).toEqual([wait]);
    expect(settled).toEqual([]);
  });

  it("ends every waiting turn as session_expired when the session ended", () => {
    const { wait, settled } = waiting();
    expect(offerErrorFrame([wait], frame("session_ended"))).toEqual([]);
    expect(settled).toMatchObject([{ ok: false, error: { code: "session_expired" } }]);
  });
});
