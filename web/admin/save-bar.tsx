/**
 * The one place a screen's changes are saved: a bar pinned to the bottom of the view while anything
 * is unsaved ("3 changes not saved", Save 3 changes, Discard), and the outcome of the last save.
 */
export function SaveBar(props: {
  count: number;
  saving: boolean;
  onSave: () => void;
  onDiscard: () => void;
  /** The last save's outcome, announced politely. */
  message: string | null;
}) {
  const changes = props.count === 1 ? "1 change" : `${props.count} changes`;
  if (props.count === 0) {
    return props.message ? (
      <p role="status" class="save-bar done">
        {props.message}
      </p>
    ) : (
      <p role="status" class="visually-hidden" />
    );
  }
  return (
    <section class="save-bar" aria-label="Unsaved changes">
      <p role="status">{props.message ?? `${changes} not saved`}</p>
      <div class="actions">
        <button type="button" onClick={props.onSave} disabled={props.saving}>
          {props.saving ? "Saving…" : `Save ${changes}`}
        </button>
        <button type="button" class="secondary" onClick={props.onDiscard} disabled={props.saving}>
          Discard
        </button>
      </div>
    </section>
  );
}
