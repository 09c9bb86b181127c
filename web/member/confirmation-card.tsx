/** The confirmation card: what will happen, how long is left, Approve or Reject (each clickable once). */
import { useEffect, useState } from "preact/hooks";
import type { Confirmation } from "./view-model";

function remaining(expiresAt: string, now: number): string {
  const seconds = Math.max(0, Math.round((Date.parse(expiresAt) - now) / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

export function ConfirmationCard(props: {
  confirmation: Confirmation;
  onDecide: (decision: "approve" | "reject") => void;
}) {
  const [now, setNow] = useState(Date.now());
  const [decided, setDecided] = useState(false);
  useEffect(() => {
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
    <section class="card confirm" aria-labelledby="confirm-title">
      <h2 id="confirm-title">Please confirm</h2>
      <p class="summary">{props.confirmation.summary}</p>
      {props.confirmation.refusal && <p role="alert">{props.confirmation.refusal}</p>}
      <p>
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
        <button type="button" disabled={decided || expired} onClick={() => decide("approve")}>
          Approve
        </button>
        <button type="button" class="secondary" disabled={decided || expired} onClick={() => decide("reject")}>
          Reject
        </button>
      </div>
    </section>
  );
}
