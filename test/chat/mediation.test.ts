/**
 * Complete mediation, generated from the one table (table.ts): for every identity, every HTTP route
 * of the chat Worker and every socket frame type gets exactly the decision the table declares. A
 * route the Worker serves or a frame variant the schema accepts that the table does not list fails
 * the first two tests, so nothing new can be served unmediated.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { CLIENT_FRAME_TYPES } from "../../src/shared/chat-protocol";
import type { ChatEvent } from "../../src/shared/events";
import { app } from "../../workers/chat/app";
import { decisionOf as answerOf, REQUESTS, sender } from "../support/mediation/requests";
import {
  decisionOf,
  FRAMES,
  type Frame,
  type FrameDecision,
  IDENTITIES,
  type Identity,
  ROUTES,
  type Route,
} from "../support/mediation/table";
import { buildWorld, ENDS_OWN_SESSION, type World } from "../support/mediation/world";
import type { TestSocket } from "../support/socket";

/** Every route the Hono app serves, as `METHOD /path`: a path's middleware (`ALL`) is not a route of its own. */
function servedRoutes(): string[] {
  const byPath = new Map<string, Set<string>>();
  for (const { method, path } of app.routes) {
    if (path.endsWith("*")) continue;
    const trimmed = path.replace(/(.)\/$/, "$1");
    byPath.set(trimmed, (byPath.get(trimmed) ?? new Set()).add(method));
  }
  return [...byPath].flatMap(([path, methods]) => {
    const specific = [...methods].filter((method) => method !== "ALL");
    return (specific.length > 0 ? specific : ["ALL"]).map((method) => `${method} ${path}`);
  });
}

describe("the mediation table", () => {
  it("lists every route the chat Worker serves, and no other", () => {
    expect(Object.keys(ROUTES).sort()).toEqual(servedRoutes().sort());
  });

  it("lists every frame type a socket accepts, and no other", () => {
    expect(Object.keys(FRAMES).sort()).toEqual([...CLIENT_FRAME_TYPES].sort());
  });
});

let world: World;
beforeAll(async () => {
  world = await buildWorld();
}, 120_000);

/** What the socket answers a frame: the turn it ran, the events it replayed, its refusal, or its close. */
async function frameAnswer(socket: TestSocket | undefined, frame: Frame): Promise<FrameDecision> {
  if (!socket) return "no_socket";
  if (!socket.open) return (await socket.closed).code === 4401 ? "closed" : "no_socket";
  const errors = socket.errors.length;
  const seen = socket.events.length;
  const after = Math.max(0, ...socket.events.map((event) => event.seq));
  const closed = socket.closed.then((close) => (close.code === 4401 ? "closed" : (`closed ${close.code}` as const)));
  const answered = (match: (event: ChatEvent) => boolean, decision: FrameDecision) =>
    socket.next(match).then(() => decision);
  const refused = socket.errorFrames(errors + 1).then((frames): string => frames[errors]?.code ?? "(none)");
  if (frame === "hello") socket.send({ type: "hello", after: 0 });
  if (frame === "message") socket.send({ type: "message", message: "hello" });
  if (frame === "resume") socket.send({ type: "resume", interruptId: "int_no-such-interrupt", decision: "approve" });
  if (frame === "stop") socket.send({ type: "stop" });
  const awaited =
    frame === "hello"
      ? answered((event) => event.type === "turn.started" && socket.events.indexOf(event) >= seen, "replayed")
      : frame === "message"
        ? answered(
            (event) => event.seq > after && (event.type === "turn.completed" || event.type === "turn.failed"),
            "turn",
          )
        : refused;
  // A session that ended answers with its error frame and a close, whatever the frame was.
  const ended = refused.then((code) => (code === "session_ended" ? "closed" : code));
  return (await Promise.race([awaited, closed, ended])) as FrameDecision;
}

describe.each(IDENTITIES)("as %s", (who: Identity) => {
  it.each(Object.keys(ROUTES) as Route[])(`answers %s as the table says`, async (route) => {
    const expected = decisionOf(ROUTES[route], who);
    const token = ENDS_OWN_SESSION.has(route) ? world.spares[route][who] : world.tokens[who];
    const response = await REQUESTS[route](sender(token), world, who);
    expect(await answerOf(response, expected.includes(" "))).toBe(expected);
  });

  it.each(Object.keys(FRAMES) as Frame[])(`answers a %s frame as the table says`, async (frame) => {
    expect(await frameAnswer(world.sockets[who][frame], frame)).toBe(decisionOf(FRAMES[frame], who));
  });
});
