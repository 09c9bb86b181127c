/**
 * How a turn's event reaches people: logged first (its key makes a second emit a no-op, so nothing
 * is sent twice), then handed to the open SSE streams and sockets, each of which shows it only to
 * the viewers its audience admits. Sharing a private event keeps its seq and reaches the sockets
 * alone: a stream follows its viewer's own turn, which already carried it.
 */
import type { GraphPorts } from "../graph/ports";
import { PUBLIC } from "../store/audience";
import type { EventLog } from "../store/event-log";
import type { Sockets } from "./sockets";
import type { Streams } from "./streams";

export interface DeliveryParts {
  readonly log: EventLog;
  readonly streams: Streams;
  readonly sockets: Sockets;
  /** The conversation's id, null until it is created (an event before then is a broken invariant). */
  readonly conversationId: () => string | null;
  readonly now: () => Date;
}

export function eventDelivery(parts: DeliveryParts): Pick<GraphPorts, "emit" | "share"> {
  const { log, streams, sockets } = parts;
  return {
    emit: (turnId, key, draft, audience) => {
      const conversationId = parts.conversationId();
      if (conversationId === null) throw new Error("an event was emitted before the conversation was created");
      const event = log.append({ conversationId, turnId, key, draft, audience, at: parts.now() });
      if (!event) return false;
      streams.deliver(event, audience);
      sockets.deliver(event, audience);
      return true;
    },
    share: (key) => {
      const shared = log.share(key);
      if (!shared) return false;
      sockets.deliver(shared.event, PUBLIC, shared.was);
      return true;
    },
  };
}
