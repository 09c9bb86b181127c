/**
 * The conversation as a chat: each turn is the question (the member's words on the right, or who
 * asked in a group), its progress just under it, the card it paused on, and the answer with Copy.
 * A question that could not be sent says why under it, with Retry only when retrying can work.
 */
import type { ComponentChildren } from "preact";
import { AnswerView } from "./answer";
import { Progress } from "./progress";
import type { Entry, Turn } from "./view-model";

export interface TurnSlots {
  /** The card a paused turn shows (sign-in or confirmation), when this is the turn that waits. */
  card: (turn: Turn) => ComponentChildren;
  onRetry: (turn: Turn) => void;
  /** A participant's name by handle, when the group's list says it. */
  nameOf: (by: string | null) => string | null;
}

function Question({ turn, nameOf }: { turn: Turn; nameOf: TurnSlots["nameOf"] }) {
  if (turn.mine) {
    return turn.question === null ? (
      <p class="question unknown">You asked a question.</p>
    ) : (
      <p class="question">
        <span class="visually-hidden">You asked: </span>
        {turn.question}
      </p>
    );
  }
  const who = nameOf(turn.by) ?? "Another participant";
  if (turn.question !== null) {
    return (
      <p class="question theirs">
        <span class="asker">
          {who} asked<span class="visually-hidden">: </span>
        </span>
        {turn.question}
      </p>
    );
  }
  // Another's question reaches everyone only with a general answer; until then, and for good when the
  // answer was about their own policy, only the fact that they asked is shown.
  const settled = turn.state === "completed" || turn.state === "failed";
  return (
    <p class="question theirs private">{settled ? `${who} asked a private question.` : `${who} asked something.`}</p>
  );
}

function TurnView({ turn, slots }: { turn: Turn; slots: TurnSlots }) {
  return (
    <li class={`turn${turn.mine ? " mine" : " theirs"}`} data-state={turn.state}>
      <Question turn={turn} nameOf={slots.nameOf} />
      <Progress turn={turn} />
      {slots.card(turn)}
      {turn.answer && <AnswerView id={turn.id} answer={turn.answer} />}
      {turn.failure && (
        <div class="failure" role="alert">
          <span>{turn.failure}</span>
          {turn.state === "unsent" && turn.retry && (
            <button type="button" class="secondary" onClick={() => slots.onRetry(turn)}>
              Retry
            </button>
          )}
        </div>
      )}
    </li>
  );
}

export function Conversation(props: { entries: readonly Entry[]; slots: TurnSlots }) {
  return (
    <ol class="entries" aria-label="Conversation">
      {props.entries.map((entry) =>
        entry.kind === "notice" ? (
          <li key={entry.id} class="notice">
            {entry.text}
          </li>
        ) : (
          <TurnView key={entry.localId ?? entry.id} turn={entry} slots={props.slots} />
        ),
      )}
    </ol>
  );
}
