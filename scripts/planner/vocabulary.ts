// `npm run planner:vocabulary`: writes what the default planner retrieves against — every section of
// the corpus (heading and text), its products' names and every tool's description — to
// src/assistant/planner/language/vocabulary.json. The planner runs in the Conversation
// object with no I/O, so it reads this snapshot; a test fails while it and the corpus or the registry differ.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { TOOL_FAMILY_LISTS } from "../../workers/tools/catalogue";
import { parseCorpusDocument } from "../../workers/tools/knowledge/corpus/parse-markdown";

const root = path.resolve(import.meta.dirname, "../..");
const corpus = path.join(root, "corpus/demo");
const out = path.join(root, "src/assistant/planner/language/vocabulary.json");

const sections: { heading: string; text: string }[] = [];
const products: string[] = [];
for (const file of readdirSync(corpus)
  .filter((f) => f.endsWith(".md"))
  .sort()) {
  const parsed = await parseCorpusDocument(file, readFileSync(path.join(corpus, file), "utf8"));
  if (!parsed.ok) throw new Error(`${parsed.error.file}:${parsed.error.line}: ${parsed.error.message}`);
  for (const chunk of parsed.value.chunks) sections.push({ heading: chunk.section, text: chunk.text });
  products.push(parsed.value.product);
}
const tools = Object.fromEntries(
  Object.values(TOOL_FAMILY_LISTS)
    .flat()
    .map((spec) => [spec.name, spec.description])
    .sort(([a], [b]) => String(a).localeCompare(String(b))),
);
writeFileSync(out, `${JSON.stringify({ sections, products, tools }, null, 2)}\n`);
console.log(`▸ wrote ${path.relative(root, out)}: ${sections.length} sections, ${Object.keys(tools).length} tools`);
