/**
 * A set of checkboxes that narrows a list (roles, channels, tools): every box ticked means "no
 * narrowing" (null), as the server stores it. `namePrefix` says whose box it is when the same boxes
 * repeat ("get_plan_details role member").
 */
export function toggle<T>(list: readonly T[] | null, all: readonly T[], item: T): T[] | null {
  const current = list ?? [...all];
  const next = current.includes(item) ? current.filter((x) => x !== item) : [...current, item];
  return all.every((x) => next.includes(x)) ? null : all.filter((x) => next.includes(x));
}

export function Checks<T extends string>(props: {
  legend: string;
  all: readonly T[];
  chosen: readonly T[] | null;
  onToggle: (item: T) => void;
  namePrefix?: string;
}) {
  return (
    <fieldset class="checks">
      <legend>{props.legend}</legend>
      {props.all.map((item) => (
        <label key={item} class="inline">
          <input
            type="checkbox"
            aria-label={props.namePrefix ? `${props.namePrefix} ${item}` : undefined}
            checked={(props.chosen ?? props.all).includes(item)}
            onChange={() => props.onToggle(item)}
          />{" "}
          {item}
        </label>
      ))}
    </fieldset>
  );
}
