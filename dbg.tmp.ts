import { planMessage } from "./durable-objects/conversation/planner/default-planner";
import { wordsOf } from "./durable-objects/conversation/planner/language/words";
import { LEXICON, matchCorpus, scoreIntents } from "./durable-objects/conversation/planner/retrieval";

for (const m of process.argv.slice(2)) {
  const w = wordsOf(m, LEXICON);
  const p = planMessage(m);
  console.log(
    p.kind,
    JSON.stringify(p.topics),
    "|",
    m,
    "|",
    w.text,
    "|",
    JSON.stringify(matchCorpus(w.stems)),
    JSON.stringify([...scoreIntents(w.stems)].filter(([, s]) => s > 0.3).map(([i, s]) => `${i}:${s.toFixed(2)}`)),
  );
}
