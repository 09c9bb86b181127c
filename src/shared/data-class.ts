/**
 * Data classes: how sensitive what a tool returns is. Each tool declares one; a turn's class is the
 * highest it read; a model provider is cleared for a class and is never sent anything above it.
 * Ordered from least to most sensitive, so "higher" is a comparison of positions.
 */
import * as v from "valibot";

export const DATA_CLASSES = [
  /** Anyone may read it: the policy wording, the network hospitals. */
  "public",
  /** About one member: their policies, profile, documents, balance. */
  "personal",
  /** About one member's health: claims and their details, conditions. */
  "health",
] as const;
export type DataClass = (typeof DATA_CLASSES)[number];

export const DataClassSchema = v.picklist(DATA_CLASSES);

const rank = (dataClass: DataClass) => DATA_CLASSES.indexOf(dataClass);

/** The more sensitive of the classes given; `public` for none. */
export function highestClass(classes: Iterable<DataClass>): DataClass {
  let highest: DataClass = "public";
  for (const dataClass of classes) if (rank(dataClass) > rank(highest)) highest = dataClass;
  return highest;
}

/** Whether content of `dataClass` may go to a receiver cleared for `clearance`. */
export function isClearedFor(dataClass: DataClass, clearance: DataClass): boolean {
  return rank(dataClass) <= rank(clearance);
}
