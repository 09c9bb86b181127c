/**
 * A family of truth cases: one subject the products disagree on, asked in members' own words by the
 * demo members, the synthetic member and signed out. A family states what each product's wording (or
 * a holder's live data) says on the subject and which other products' claims are false for its
 * holders; what each case expects follows from who asks. Pure.
 */

import { DEMO_MEMBERS } from "../../../workers/plancover/data/members";
import type { FalseFact, MEMBERS, TruthCase, TruthFact, TruthIntent } from "../../case";
import { PRODUCTS, type Product } from "../products";
import { NO_POLICY } from "./phrases";

export type Style = TruthCase["style"];

/** Asha (Family Shield and Personal Accident Guard), Ravi (Group Care), Meera (no policy), the synthetic member (Individual Essential), signed out, or signed out then signing in. */
export type Who = "asha" | "ravi" | "meera" | "synthetic" | "out" | "out>asha" | "out>ravi" | "out>synthetic";
type Member = Exclude<Who, "out" | `out>${string}`>;

/** A question; the fourth field names the asker's products it is about when not the family's default. */
export type Row = readonly [Style, Who, string] | readonly [Style, Who, string, readonly Product[]];

/** A fact as a family writes it, under the product it is true of. */
export type Said = Omit<TruthFact, "product" | "source"> & { readonly source?: TruthFact["source"] };
/** Another product's claim, under the product it is false for. */
export type Denied = Omit<FalseFact, "contradicts" | "source"> & { readonly source?: FalseFact["source"] };

export interface TruthFamilySpec {
  readonly family: string;
  readonly intent: TruthIntent;
  /** What each product's wording (or its holder's data) says on the subject. */
  readonly says: Partial<Record<Product, readonly Said[]>>;
  /** Other products' claims that are false for a product's holders, by that product. */
  readonly not: Partial<Record<Product, readonly Denied[]>>;
  /** The products Asha's question is about when a row does not say; her health cover by default. */
  readonly asha?: readonly Product[];
  readonly rows: readonly Row[];
}

const MOBILE: Readonly<Record<Member, (typeof MEMBERS)[number]>> = {
  asha: DEMO_MEMBERS.asha.mobile,
  ravi: DEMO_MEMBERS.ravi.mobile,
  meera: DEMO_MEMBERS.meera.mobile,
  synthetic: "synthetic",
};

/** What each member holds, from the stand-in's demo data (a test checks it against the data). */
export const HOLDS: Readonly<Record<Member, readonly Product[]>> = {
  asha: ["family_shield", "personal_accident_guard"],
  ravi: ["group_care"],
  meera: [],
  synthetic: ["individual_essential"],
};

function memberOf(who: Who): Member | null {
  if (who === "out") return null;
  return (who.startsWith("out>") ? who.slice(4) : who) as Member;
}

/** Every product's wording facts, each to be stated only under its product's name. */
function underTheirNames(spec: TruthFamilySpec): TruthFact[] {
  return PRODUCTS.flatMap((product) =>
    (spec.says[product] ?? [])
      .filter((fact) => (fact.source ?? "wording") === "wording")
      .map((fact) => ({ ...fact, product, source: "wording" as const })),
  );
}

function truthFor(spec: TruthFamilySpec, who: Who, about: readonly Product[]): TruthCase["truth"] {
  const member = memberOf(who);
  if (member === null) {
    return {
      about: [],
      must_state: [],
      must_not_state: [],
      only_under_its_name: underTheirNames(spec),
      answer_or_ask: true,
      sign_in_hint: true,
      names_product: false,
      may_cite: [...PRODUCTS],
    };
  }
  if (HOLDS[member].length === 0) {
    return {
      about: [],
      must_state: [{ says: "she holds no policy yet", any: [...NO_POLICY], source: "live" }],
      must_not_state: [],
      only_under_its_name: underTheirNames(spec),
      answer_or_ask: false,
      sign_in_hint: false,
      names_product: false,
      may_cite: [...PRODUCTS],
    };
  }
  const live = about.some((product) => (spec.says[product] ?? []).some((fact) => fact.source === "live"));
  return {
    about: [...about],
    must_state: about.flatMap((product) =>
      (spec.says[product] ?? []).map((fact) => ({ ...fact, product, source: fact.source ?? "wording" })),
    ),
    must_not_state: about.flatMap((product) =>
      (spec.not[product] ?? []).map((fact) => ({ ...fact, contradicts: product, source: fact.source ?? "wording" })),
    ),
    only_under_its_name: [],
    answer_or_ask: false,
    sign_in_hint: false,
    // A question answered from the wording names the product whose wording it is.
    names_product: !live,
    may_cite: [...HOLDS[member]],
  };
}

/** The products a row asks about: its own, or the asker's default for the family. */
function aboutOf(spec: TruthFamilySpec, who: Who, row: Row): readonly Product[] {
  const member = memberOf(who);
  if (member === null || HOLDS[member].length === 0) return [];
  if (row[3]) return row[3];
  if (member === "asha") return spec.asha ?? ["family_shield"];
  return HOLDS[member];
}

/** A family's cases, ids `<family>-<n>-<who>`. */
export function truthCasesOf(spec: TruthFamilySpec, fold: TruthCase["fold"]): TruthCase[] {
  return spec.rows.map((row, i) => {
    const [style, who, question] = row;
    const member = memberOf(who);
    const signsIn = who.startsWith("out>") && member !== null;
    const lab: TruthCase = {
      id: `${spec.family}-${i + 1}-${who.replace(">", "_")}`,
      family: spec.family,
      fold,
      style,
      intent: spec.intent,
      question,
      caller: who.startsWith("out") || member === null ? "signed_out" : MOBILE[member],
      covers: `${spec.intent}, ${style}, ${who === "out" ? "signed out" : who.replace(">", " then ")}`,
      truth: truthFor(spec, who, aboutOf(spec, who, row)),
    };
    return signsIn ? { ...lab, sign_in_when_asked: MOBILE[member] } : lab;
  });
}
