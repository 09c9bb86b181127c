/**
 * A network hospital search's answer. The search keeps ten of its region's records, filling up with
 * the rest of the region when too few are near the place asked: those others are no answer to
 * "hospitals in Pune", so only hospitals in or near the place are listed, and none found there is
 * said plainly. A hospital asked for by name is in the network when the search finds one of that
 * name (not one on a road of that name); when it does not, it may still be, because the list is
 * regional, not exhaustive.
 */
import * as v from "valibot";
import { hospitalNameWords } from "../../shared/hospital-name-words";
import type { Plan } from "../planner/plan";
import type { ToolResultView } from "./composer";
import { addressWithPin } from "./detail-sections";
import { plainText as p } from "./plain-text";

const S = v.string();
const Hospital = v.object({ name: S, address: S, pinCode: S, city: S });
const Search = v.object({ note: S, hospitals: v.array(v.unknown()) });
type Hospital = v.InferOutput<typeof Hospital>;

/** How many hospitals an answer lists. */
const LISTED = 5;

const text = (value: unknown): string | null =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : null;

/** In or near the place asked: the same postal sorting district (a pin code's first three digits), or city. */
function isNear(hospital: Hospital, pinCode: string | null, city: string | null): boolean {
  if (pinCode !== null && hospital.pinCode.slice(0, 3) === pinCode.slice(0, 3)) return true;
  return city !== null && hospital.city.toLowerCase() === city.toLowerCase();
}

/** Words any hospital's name may hold: they do not pick one out ("Manipal Hospital" is asked for by "manipal"). */
const GENERIC_NAME_WORDS: ReadonlySet<string> = new Set(
  "hospital hospitals clinic clinics nursing home medical centre center multispeciality multi speciality specialty super care the and of".split(
    " ",
  ),
);

/**
 * Whether the hospital is the one asked for: the words that pick it out are each in its name or
 * where it is ("Trinity Hospital Udupi"), and one at least in its own name. The search also matches
 * a hospital by its address, and "Kaveri Children's Hospital, Manipal Road" is no answer to whether
 * Manipal Hospital is in the network.
 */
function named(hospital: Hospital, name: string): boolean {
  const wordsOf = (text: string) => new Set(hospitalNameWords(text));
  // The list names a branch after its hospital ("Trinity Hospital, Manipal Road"): the name is before the comma.
  const own = wordsOf(hospital.name.split(",")[0] ?? "");
  const where = wordsOf(`${hospital.name} ${hospital.address} ${hospital.city}`);
  const asked = [...wordsOf(name)].filter((word) => !GENERIC_NAME_WORDS.has(word));
  return (
    asked.every((word) => own.has(word) || where.has(word)) &&
    (asked.length === 0 || asked.some((word) => own.has(word)))
  );
}

const line = (h: Hospital) => `- ${p(h.name)}, ${addressWithPin(h.address, h.pinCode)}`;

/** The hospitals a search's result lists, each a record the answer can name; none for another shape. */
function hospitalsOf(result: unknown): Hospital[] | null {
  const parsed = v.safeParse(Search, result);
  if (!parsed.success) return null;
  return parsed.output.hospitals.flatMap((item) => {
    const record = v.safeParse(Hospital, item);
    return record.success ? [record.output] : [];
  });
}

/** Whether a search for a hospital by its name (`args.name`) found one of that name. */
export function foundByName(result: unknown, args: Record<string, unknown> | null): boolean {
  const name = text(args?.name);
  return name !== null && (hospitalsOf(result) ?? []).some((h) => named(h, name));
}

export function hospitalSearchSection(result: unknown, args: Record<string, unknown> | null): string | null {
  const parsed = v.safeParse(Search, result);
  const hospitals = hospitalsOf(result);
  if (!parsed.success || hospitals === null) return null;
  const [pinCode, city, name] = [text(args?.pin_code), text(args?.city), text(args?.name)];
  const place = city ?? pinCode ?? "the place you asked about";
  const note = p(parsed.output.note);
  if (name !== null) {
    // Found by its name: those in or near the place asked, else wherever in the region they are.
    const byName = hospitals.filter((h) => named(h, name));
    const near = byName.filter((h) => isNear(h, pinCode, city));
    const found = near.length > 0 ? near : byName;
    const [only, ...others] = found;
    if (only === undefined) {
      return (
        `I couldn't find "${p(name)}" in PlanCover's list of network hospitals around ${p(place)}. ` +
        "The list is regional, not exhaustive, so it may still be in the network: the hospital's insurance desk " +
        "or your TPA can confirm it before you are admitted."
      );
    }
    if (others.length === 0) {
      return `Yes: ${p(only.name)}, ${addressWithPin(only.address, only.pinCode)}, is a network hospital, so cashless treatment is available there.`;
    }
    const listed = found.slice(0, LISTED);
    return [
      `These network hospitals match "${p(name)}"; cashless treatment is available at each:`,
      ...listed.map(line),
      ...(found.length > listed.length
        ? [`(${found.length - listed.length} more match; tell me the area to narrow it.)`]
        : []),
    ].join("\n");
  }
  const near = hospitals.filter((h) => isNear(h, pinCode, city));
  if (near.length === 0) {
    return `I found no network hospital in or near ${p(place)} in PlanCover's list. ${note}`;
  }
  return [`Network hospitals near ${p(place)}:`, ...near.slice(0, LISTED).map(line), note].join("\n");
}

/**
 * The place a hospital search still needs, asked for: none named, and no hospital named by its id
 * or found by its name (which needs no place to be looked for); null when nothing is missing.
 */
export function placeToAskFor(plan: Plan, results: readonly ToolResultView[]): string | null {
  if (!plan.topics.includes("hospitals") || plan.pinCode !== null || plan.city !== null) return null;
  const foundOne = results.some(
    (view) =>
      view.toolName === "search_network_hospitals" &&
      view.outcome.status === "ok" &&
      foundByName(view.outcome.result, view.args ?? null),
  );
  if ((plan.hospitalIds ?? []).length > 0 || foundOne) return null;
  return plan.hospitalName
    ? `Tell me the city or pin code of ${p(plan.hospitalName)} and I'll look for it in the network list.`
    : "Tell me a pin code or a city and I'll look for network hospitals near it.";
}
