/**
 * An on/off switch as the WAI-ARIA switch pattern: a button with role="switch" and aria-checked,
 * toggled by click, Space or Enter, its state also written as text ("On"/"Off") so it never rests
 * on colour alone.
 */
export function Switch(props: { label: string; on: boolean; onChange: (on: boolean) => void; disabled?: boolean }) {
  return (
    <button
      type="button"
      role="switch"
      class="switch"
      aria-checked={props.on}
      aria-label={props.label}
      disabled={props.disabled}
      onClick={() => props.onChange(!props.on)}
    >
      <span class="switch-track" aria-hidden="true">
        <span class="switch-knob" />
      </span>
      <span class="switch-text" aria-hidden="true">
        {props.on ? "On" : "Off"}
      </span>
    </button>
  );
}
