/**
 * A network hospital search's answer. The search keeps ten of its region's records, filling up with
 * the rest of the region when too few are near the place asked: those others are no answer to
 * "hospitals in Pune", so only hospitals in or near the place are listed, and none found there is
 * said plainly. A hospital asked for by name is in the network when the search finds it; when it
 * does not, it may still be, because the list is regional, not exhaustive.
 */
import * as v from "valibot";
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

const line = (h: Hospital) => `- ${p(h.name)}, ${addressWithPin(h.address, h.pinCode)}`;

export function hospitalSearchSection(result: unknown, args: Record<string, unknown> | null): string | null {
  const parsed = v.safeParse(Search, result);
  if (!parsed.success) return null;
  const hospitals = parsed.output.hospitals.flatMap((item) => {
    const record = v.safeParse(Hospital, item);
    return record.success ? [record.output] : [];
  });
  const [pinCode, city, name] = [text(args?.pin_code), text(args?.city), text(args?.name)];
  const place = city ?? pinCode ?? "the place you asked about";
  const note = p(parsed.output.note);
  if (name !== null) {
    // Found by its name: those in or near the place asked, else wherever in the region they are.
    const near = hospitals.filter((h) => isNear(h, pinCode, city));
    const found = near.length > 0 ? near : hospitals;
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
