/**
 * Sends a turn's answer as it is produced: each piece the composer hands over is logged and delivered
 * as `message.delta` (to the answer's own audience), then the whole answer as `message.completed`.
 * The deltas are logged like every event, under `<answer key>:delta:<n>`, so a stream or socket that
 * reconnects mid-answer carries on from its last seq, and a replay shows them too; a client keeps
 * `message.completed`'s text, which replaces the pieces. A turn stopped meanwhile (its sender, its
 * deadline) sends nothing more: no further piece, no answer.
 */
import type { Answer, ComposeInput, Composer } from "../../../src/assistant/composer/composer";
import type { Audience } from "../store/audience";
import type { Turn } from "../store/turns";
import type { GraphPorts } from "./ports";

export interface AnswerRequest {
  readonly composer: Composer;
  readonly input: ComposeInput;
  /** The log key of the answer's `message.completed`. */
  readonly key: string;
  readonly audience: Audience | null;
  /** Text added after the composer's answer (its own last piece), or what to add given that answer. */
  readonly suffix?: string | ((text: string) => string);
}

/** The answer sent (`sent`: false when it had been sent before), or null when the turn stopped meanwhile. */
export async function streamAnswer(
  ports: GraphPorts,
  turn: Turn,
  request: AnswerRequest,
): Promise<{ answer: Answer; sent: boolean } | null> {
  const { composer, key, audience } = request;
  const running = () => ports.stores.turns.isRunning(turn.id);
  let pieces = 0;
  const onDelta = (text: string) => {
    if (text.length === 0 || !running()) return;
    ports.emit(turn.id, `${key}:delta:${pieces}`, { type: "message.delta", text }, audience);
    pieces += 1;
  };
  const composed = await composer.compose(request.input, onDelta);
  if (!running()) return null;
  const suffix = typeof request.suffix === "function" ? request.suffix(composed.text) : (request.suffix ?? "");
  onDelta(suffix);
  const answer = { text: composed.text + suffix, citations: composed.citations };
  const draft = {
    type: "message.completed" as const,
    text: answer.text,
    citations: [...answer.citations],
    composer: composer.kind,
  };
  return { answer, sent: ports.emit(turn.id, key, draft, audience) };
}
