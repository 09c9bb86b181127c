/**
 * The confirmation card: what will happen, how long is left, Approve or Reject (each clickable once).
 * It takes the focus when it appears, so the next Tab is Approve; the caller moves the focus on once
 * a decision is made (the buttons disable, and a disabled button cannot hold it).
 */
import { useEffect, useRef, useState } from "preact/hooks";
import { useFocusBackWhenGone } from "./focus-back";
import type { Confirmation } from "./view-model";

const DECISION_BUTTONS = [
  ["approve", "Approve", ""],
  ["reject", "Reject", "secondary"],
] as const;

function remaining(expiresAt: string, now: number): string {
  const seconds = Math.max(0, Math.round((Date.parse(expiresAt) - now) / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

export function ConfirmationCard(props: {
  confirmation: Confirmation;
  onDecide: (decision: "approve" | "reject") => void;
  /** Where the focus goes if the card leaves the page while holding it (decided in another tab). */
  onGone?: () => void;
}) {
  const [now, setNow] = useState(Date.now());
  const [decided, setDecided] = useState(false);
  const card = useRef<HTMLElement>(null);
  useFocusBackWhenGone(props.onGone);
  useEffect(() => {
    card.current?.focus();
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const expired = Date.parse(props.confirmation.expiresAt) <= now;
  const decide = (decision: "approve" | "reject") => {
    if (decided) return; // a second click does nothing; the server decides once in any case
    setDecided(true);
    props.onDecide(decision);
  };
  return (
    <section
      class="card confirm"
      aria-labelledby="confirm-title"
      aria-describedby="confirm-summary"
      tabIndex={-1}
      ref={card}
    >
      <h2 id="confirm-title">Please confirm</h2>
      <p class="summary" id="confirm-summary">
        {props.confirmation.summary}
      </p>
      {props.confirmation.refusal && <p role="alert">{props.confirmation.refusal}</p>}
      <p class="hint">
        {expired ? (
          "This request has expired."
        ) : (
          <>
            Expires in{" "}
            <span class="countdown" role="timer" aria-live="off">
              {remaining(props.confirmation.expiresAt, now)}
            </span>
          </>
        )}
      </p>
      <div class="actions">
        {DECISION_BUTTONS.map(([decision, label, style]) => (
          <button
            key={decision}
            type="button"
            class={style}
            disabled={expired}
            aria-disabled={decided}
            // Once decided, a further click (the second of a double click) must not pull the focus
            // from where the decision sent it; a disabled button would drop it to the page's body.
            onMouseDown={(event) => decided && event.preventDefault()}
            onClick={() => decide(decision)}
          >
            {label}
          </button>
        ))}
      </div>
    </section>
  );
}
