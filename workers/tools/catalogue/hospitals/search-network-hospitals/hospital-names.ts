/**
 * A hospital asked about by name ("is Lotus Eye Hospital in the network"): which regional records
 * carry that name. People shorten and vary the kind of place ("Lotus Hospital" for Lotus Orthopaedic
 * Centre), so only the words that tell one hospital from another must match, each a whole word of
 * the record's name (which ends with its locality: "Lotus Eye Hospital, Malleshwaram") or of where it
 * is. Pure.
 */
import { hospitalNameWords } from "../../../../../src/shared/hospital-name-words";

/** Words that say what kind of place it is, or join others, not which one it is. */
const KIND_WORDS = new Set([
  "a",
  "and",
  "at",
  "center",
  "centre",
  "clinic",
  "home",
  "hospital",
  "hospitals",
  "in",
  "institute",
  "medical",
  "multi",
  "multispeciality",
  "multispecialty",
  "nursing",
  "of",
  "sciences",
  "speciality",
  "specialty",
  "super",
  "the",
]);

/** The words of an asked name that tell one hospital from another; empty when it names only a kind. */
export function distinctiveWords(name: string): string[] {
  return [...new Set(hospitalNameWords(name).filter((word) => !KIND_WORDS.has(word)))];
}

/** The words a record is known by: its name (which ends with its locality), its address and its city. */
function knownBy(record: object): Set<string> | null {
  const { name, address, city } = record as {
    readonly name?: unknown;
    readonly address?: unknown;
    readonly city?: unknown;
  };
  if (typeof name !== "string") return null;
  const rest = [address, city].filter((part): part is string => typeof part === "string");
  return new Set(hospitalNameWords([name, ...rest].join(" ")));
}

/**
 * The records that have every distinctive word asked (all of them when none was), in their name or
 * where they are: "Kaveri Memorial Hospital Mangaluru" is the Kaveri Memorial Hospital in Mangaluru.
 */
export function namedHospitals<T extends object>(records: readonly T[], name: string): T[] {
  const wanted = distinctiveWords(name);
  if (wanted.length === 0) return [...records];
  return records.filter((record) => {
    // Ranking checked only where a record is; its name is checked here, as the kept ten are later.
    const words = knownBy(record);
    return words !== null && wanted.every((word) => words.has(word));
  });
}
