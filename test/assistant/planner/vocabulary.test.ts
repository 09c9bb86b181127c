/** The planner's snapshot of what it retrieves against: exactly the committed corpus and the registry's descriptions. */
import { describe, expect, it } from "vitest";
import vocabulary from "../../../src/assistant/planner/language/vocabulary.json";
import { registry } from "../../../workers/tools/catalogue/registry";
import { demoSources, parseAll } from "../../support/knowledge";

describe("the planner's vocabulary", () => {
  it("is the corpus and the tools' descriptions as they are: regenerate it with npm run planner:vocabulary", async () => {
    const sources = demoSources();
    const files = Object.keys(sources).sort();
    const parsed = await parseAll(Object.fromEntries(files.map((file) => [file, sources[file] ?? ""])));
    const byFile = new Map(parsed.map((doc) => [`${doc.document}.md`, doc]));
    const sections = files.flatMap((file) =>
      (byFile.get(file)?.chunks ?? []).map((chunk) => ({ heading: chunk.section, text: chunk.text })),
    );
    const tools = Object.fromEntries(
      [...registry.names].sort().map((name) => [name, registry.get(name)?.description ?? ""]),
    );

    expect(vocabulary.sections).toEqual(sections);
    expect(vocabulary.products).toEqual(files.flatMap((file) => byFile.get(file)?.product ?? []));
    expect(vocabulary.tools).toEqual(tools);
  });
});
