/**
 * Hindi words as Indian members type them in Latin letters ("mera claim kab settle hoga", "kitna
 * balance bacha hai", "ecard bhejo"), mapped to the English the planner reads: each rule adds the
 * English beside the word (nothing is taken away), and the grammatical words that carry no topic
 * are dropped like English stop words. Common spellings only; a word also used in English is left out.
 * The shorthand members type on a phone ("hw", "wht", "docs") is read the same way.
 */

export const HINGLISH_RULES: readonly (readonly [pattern: RegExp, english: string])[] = [
  // "biwi ka claim", "bete ki e-card": a relation in Hindi's possessive is the member's own relative.
  [/\b(biwi|patni|pati|gharwali|beta|bete|beti|bachche|bacche|maa|mummy|papa|pitaji|mataji) (ka|ki|ke)\b/g, "my"],
  // How much the policy is for ("mera insurance kitne ka hai", "cover kitna hai"): the sum insured. Not
  // "insurance kitne time baad cover karega", after how long.
  [
    /\b(insurance|policy|cover|coverage) (kitne|kitna|kitni) (ka|ki|ke|hai|h)\b|\b(kitne|kitna|kitni) (ka|ki|ke) (insurance|policy|cover)\b/g,
    "sum insured",
  ],
  // "Kaun kaun insured hai": who all. These two before the rules below read the words one by one.
  [/\b(kaun|kon) (kaun|kon)\b/g, "who all"],
  // Since when cover starts ("kab se cover hoga", "kitne din baad cover hogi"): the waiting period.
  // Before the rules below read these words one by one.
  [/\b(kitne|kitna|kitni) (din|dino|mahine|saal) (baad|ke baad)\b/g, "after how many days"],
  [/\b(mera|meri|mere|mujhe|mujhko|apna|apni|apne|hamara|hamari|hamare)\b/g, "my"],
  [/\b(kitna|kitni|kitne)\b/g, "how much"],
  // "Mera bacha" (read "mera my bacha" by now) is the member's child; "kitna bacha hai", what is left.
  [/(?<=\bmy )(bacha|baccha|bachcha|bachi|bacchi|bache)\b/g, "children"],
  [/(?<!\bmy )\b(bacha|bachi|bache|baki|baaki|bakaya|shesh)\b/g, "left remaining"],
  [/\b(kab|kabtak)\b/g, "when"],
  [/\b(kaise|kaisey|kese|kaisa)\b/g, "how to"],
  [/\b(kya|kyaa)\b/g, "what"],
  // "Kaun se documents", "kon si policy": which, written as two words; before "kaun" alone (who)
  // adds "who", which would make the question one about who is covered.
  [/\b(kaun|kon) (sa|si|se)\b/g, "which"],
  [/\b(kaun|kon)\b(?! (sa|si|se)\b)/g, "who"],
  [/\b(kaunsa|kaunsi|konsa|konsi|kaunse|konse)\b/g, "which"],
  [/\b(kyun|kyon|kyu)\b/g, "why"],
  [/\b(bhejo|bhej do|bhejiye|bhejna|bhejdo|bhej dijiye)\b/g, "send me"],
  [/\b(dikhao|dikha do|batao|bata do|bataiye|batayein)\b/g, "show me"],
  [/\b(paisa|paise|paisay|rupaye|rupay)\b/g, "money"],
  [/\b(wapas|vapas|waapas)\b/g, "back"],
  [/\b(bimari|beemari|bimaari|rog)\b/g, "illness"],
  [/\b(ilaj|ilaaj|upchar|upchaar)\b/g, "treatment"],
  [/\b(dawai|dawa|dawaai|dawaiyan)\b/g, "medicines"],
  // What a treatment costs, where it happens, what it is for: "ghar pe ilaj ka kharcha", "dant ka ilaj".
  [/\b(kharcha|kharche|kharch|kharchaa|kharchey)\b/g, "expenses"],
  [/\bghar (pe|par|mein|me|main)\b/g, "at home"],
  [/\b(dant|daant|daat|daanth|danth)\b/g, "teeth"],
  [/\b(aankh|ankh|aankhon|ankhon)\b/g, "eye"],
  [/\b(chashma|chashme|chasma)\b/g, "spectacles"],
  [/\b(kamra|kamre|kamraa)\b/g, "room"],
  // Telling the insurer, and when: "kitne din pehle batana hai", "bharti ke baad".
  [/\b(batana|batani|bataana|batane|suchit|soochit|suchna|soochna)\b/g, "inform intimation"],
  [/\b(pehle|pahle|pehele)\b/g, "before"],
  [/\b(baad|ke baad)\b/g, "after"],
  [/\b(din|dino|dinon)\b/g, "days"],
  [/\b(ghante|ghanta|ghanton)\b/g, "hours"],
  [/\b(mahina|mahine|maheene|mahino)\b/g, "months"],
  [/\b(saal|varsh)\b/g, "years"],
  [/\b(biwi|patni|pati|gharwali)\b/g, "spouse"],
  [/\b(bachche|bacche|bachon|bacchon|beta|beti|bete)\b/g, "children"],
  [/\b(maa|mummy|papa|pitaji|mataji|maa[\s-]?baap)\b/g, "parents"],
  [/\b(parivar|parivaar|ghar wale|gharwale)\b/g, "family"],
  [/\b(bharti|bhartee|admit hona)\b/g, "admitted hospitalisation"],
  [/\b(manjoor|manzoor|pass hua)\b/g, "approved"],
  [/\b(kata|kaata|kaate|kati|katauti|kat gaya|kaat liya|kaat diya)\b/g, "deducted"],
  [/\b(radd|reject hua|reject ho gaya)\b/g, "rejected"],
  [/\b(call|phone|fone) (karo|kar do|kijiye|kariye|karwa do|karwao|karna|karein|kare)\b/g, "call me back"],
  [/\b(baat) (karni|karna|karao|karwao|karwa do)\b/g, "talk to a person"],
  // The shorthand members type on a phone, in English or in Hindi: "hw much", "wht docs", "cover amt".
  [/\bhw\b/g, "how"],
  [/\b(wht|wat|wot)\b/g, "what"],
  [/\bamt\b/g, "amount"],
  [/\bdocs\b/g, "documents"],
  [/\babt\b/g, "about"],
  [/\bb4\b/g, "before"],
  [/\byrs?\b/g, "years"],
];

/** The text with the English added beside each Hindi word (and nothing else). */
export function withHinglish(lower: string): string {
  let text = lower;
  for (const [pattern, english] of HINGLISH_RULES) text = text.replace(pattern, (match) => `${match} ${english}`);
  return text;
}
