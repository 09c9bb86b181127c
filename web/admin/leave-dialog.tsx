/**
 * The unsaved-changes question: a modal dialog (the browser's own, so focus stays inside and Escape
 * means stay). Staying is the default; leaving drops the changes.
 */
import { useLayoutEffect, useRef } from "preact/hooks";

export function LeaveDialog(props: { open: boolean; count: number; onDecide: (leave: boolean) => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const stay = useRef<HTMLButtonElement>(null);
  // In the task that opens it (a layout effect), so no key pressed meanwhile lands behind the dialog.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (props.open && !element.open) {
      element.showModal();
      stay.current?.focus();
    }
    if (!props.open && element.open) element.close();
  }, [props.open]);
  const changes = props.count === 1 ? "1 change" : `${props.count} changes`;
  return (
    <dialog
      ref={dialog}
      class="leave-dialog"
      aria-labelledby="leave-title"
      aria-describedby="leave-text"
      onCancel={(event) => {
        event.preventDefault();
        props.onDecide(false);
      }}
    >
      <h2 id="leave-title">Leave without saving?</h2>
      <p id="leave-text">You have {changes} not saved on this screen. Leaving drops them.</p>
      <div class="actions">
        <button ref={stay} type="button" onClick={() => props.onDecide(false)}>
          Stay and keep editing
        </button>
        <button type="button" class="danger" onClick={() => props.onDecide(true)}>
          Drop {changes} and leave
        </button>
      </div>
    </dialog>
  );
}
