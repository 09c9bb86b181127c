/**
 * People, conditions and treatments as members name them ("my kids", "c-section", "sugar", "broke my
 * leg", "chemo"), each with the wording's words for it. The synonym rules (synonyms.ts) add these
 * words beside the member's, as they add any other.
 */
import { CHILDREN, HOSPITALISATION, RESTORATION } from "./wordings";

/** A broken bone: an accident's injury, treated in hospital. */
const BROKEN_BONE =
  /\b(fractur\w*|(broke|break|broken|breaking|cracked) (my |his |her |our |a |the )?(\w+ )?(legs?|arms?|hands?|bones?|wrists?|ankles?|hips?|feet|foot|back|neck|knees?|shoulders?|fingers?|toes?|ribs?|skull|jaw))\b/g;

/**
 * An injury a member names by its accident ("accidental injury", "hurt in a road accident"): the
 * wording's accident, in place of the injury, which the wording names only where it excludes one
 * ("intentional self-injury", "injuries from war").
 */
const ACCIDENTAL_INJURY =
  /\b(accidental injur(y|ies)|(hurt|injured|injur(y|ies)) (in|from|during|after) (an? |the )?(\w+ )?accidents?)\b/g;

/**
 * Cancer as members name it, which no wording or example holds: these words are known to the
 * spelling corrector as they are (MEMBER_CONDITION_WORDS), so "cancer" is never read as "cancel".
 */
const CANCER_WORDS = [
  "cancer",
  "cancers",
  "tumour",
  "tumours",
  "tumor",
  "tumors",
  "oncology",
  "oncologist",
  "carcinoma",
  "leukaemia",
  "leukemia",
  "lymphoma",
];
/**
 * Being hurt, as members say it: known as typed, so "injured" is never read as "insured".
 */
const INJURY_WORDS = ["injured", "injury", "injuries"];
/** Words the planner must know though no text of its own holds them (retrieval.ts's lexicon). */
export const MEMBER_CONDITION_WORDS = [...CANCER_WORDS, ...INJURY_WORDS].join(" ");

export const TREATMENT_RULES: readonly (readonly [pattern: RegExp, wording: string])[] = [
  [/\b(kids?|child|sons?|daughters?)\b/g, CHILDREN],
  [/\b(new[\s-]?born|infant|baby|babies)\b/g, "new-born"],
  // Ending a pregnancy: the wording's "medical termination of pregnancy", a maternity benefit.
  [/\b(abortions?|mtp|terminat\w* (of )?(a |the |my |her )?pregnan\w*)\b/g, "termination of pregnancy"],
  [
    /\b(pregnan\w*|deliver(y|ies)|child[\s-]?birth|c[\s-]?section|caesarean|cesarean|abortions?|mtp|miscarriages?)\b/g,
    "maternity",
  ],
  [/\b(knee|hip|shoulder)s?( joint)? (replacement|surgery|transplant|operation)\b/g, "joint replacement"],
  [
    // "I already have" a condition, not a policy ("the family policy I already have").
    /\b(pre[\s-]?existing|existing (disease|illness|condition|problem)s?|ped|(?<!\b(polic(y|ies)|plans?|insurance|cover) (that |which )?(i|we) )already (have|had|suffer\w*)(?! (a |an |the |my |our |this |that )?(polic|plan|insurance|cover|family|group|health|one)))\b/g,
    "pre-existing disease",
  ],
  [/\b(diabet\w*|sugar|blood pressure|bp|hypertension|thyroid|asthma)\b/g, "pre-existing"],
  [
    /\b(restor\w*|reinstat\w*|refill\w*|reload\w*|replenish\w*|recharg\w*|(use|used|uses|using)( it| them| all| (the|my) \w+)? up|exhaust\w*|runs? out|ran out|finish(es|ed)?|top[\s-]?up|top (\w+ ){1,3}(back )?up|topp(ed|ing) (\w+ ){0,2}up|(whole|entire|full|all( of)?)( \w+){0,4} (is |are |gets? |got )?(spent|used|consumed))\b/g,
    RESTORATION,
  ],
  [
    // A clinic is where a member is seen without being admitted: "fever treatment at a clinic".
    /\b(opd|out[\s-]?patient|doctor'?s? (visit|consultation|fee)s?|consultations?|clinics?( visits?)?|(visit|visits|going|go|went) to (a |the |my )?(doctor|gp|physician)s?)\b/g,
    "out-patient consultations",
  ],
  [/\b(glasses|specs|contact lens(es)?|lens(es)?)\b/g, "spectacles"],
  [/\b(teeth|tooth|dentist|dental|root canal|braces)\b/g, "dental"],
  [/\b(plastic surgery|cosmetic|botox|liposuction|hair transplant)\b/g, "cosmetic"],
  [/\b(weight[\s-]?loss|bariatric|obesity)\b/g, "weight-loss"],
  // Cancer is treated by chemotherapy and radiotherapy, which the wording lists as day-care procedures.
  [new RegExp(String.raw`\b(${CANCER_WORDS.join("|")})\b`, "g"), "chemotherapy"],
  [/\b(dialysis|chemo\w*|radiotherapy|lithotripsy|day[\s-]?care)\b/g, "day-care"],
  // An organ's transplant, not a hair transplant (cosmetic, above).
  [/\b((?<!hair )transplant|organ don\w*|donor)\b/g, "organ donor"],
  [/\b(icu|intensive care)\b/g, "intensive care unit"],
  [/\b(room (rent|charges?|tariff|cost|category|type)|(private|single|shared|deluxe|ac) room|suite)\b/g, "room rent"],
  // Not the medical check-up an insurer asks for before it covers someone ("no medical check-up is
  // needed to buy it", "a pre-policy medical check-up", "without a fresh medical check-up"): that is
  // underwriting, not the check-up benefit.
  [
    /\b(?<!\b(?:pre-policy|fresh|no|without a|without any) (?:medical |health )?)(health[\s-]?check\w*|check[\s-]?ups?|annual check|medical check)\b/g,
    "health check-up",
  ],
  [/\b(ambulance|ambulence|ambulanse)\b/g, "ambulance"],
  [/\b(die|dies|died|dying|death|pass(es)? away|passed away)\b/g, "death"],
  // A broken bone: an accident's injury, treated in hospital (what pays is hospitalisation after one).
  [BROKEN_BONE, "accident"],
  // An injury named by its accident (ACCIDENTAL_INJURY): the wording's accident, in the injury's place.
  [ACCIDENTAL_INJURY, "accident"],
  [BROKEN_BONE, HOSPITALISATION],
  // A heart procedure no wording names ("angioplasty", "bypass surgery"): a stay in hospital, which a
  // wording states as what it pays for (angiography, a day-care procedure, is named and keeps its words).
  [
    /\b(angioplasty|bypass|stents?|pacemaker|(heart|cardiac) (surgery|operation|procedure|attack|treatment)|open[\s-]heart)\b/g,
    "in-patient hospitalisation",
  ],
  // Being admitted is what the wording calls hospitalisation.
  [/\b(admitted|admit|get admitted|getting admitted)\b/g, HOSPITALISATION],
  [/\b(disab\w*|handicap\w*|paraly\w*)\b/g, "disablement"],
  // Losing a part of the body the wording's scale does not name ("if I lose a finger in an accident"):
  // the disablement benefits' (a thumb, a hand or an eye it names, and its own line answers).
  [/\b(lose|loses|lost|losing|loss of)\b( \w+){0,2} (fingers?|toes?|legs?|arms?|limbs?)\b/g, "disablement"],
  // A sprain or a dislocation ("I sprained my ankle"): an accident's injury, as a broken bone is.
  [/\b(sprain\w*|dislocat\w*|twisted (my |his |her )?(ankle|knee|wrist|back))\b/g, "accident"],
  // Hurt at play or on the road ("injured playing cricket"): an accident's injury.
  [/\b(injured|hurt)\b (while |when |during )?(playing|riding|driving|walking|running|working|cycling)\b/g, "accident"],
];
