// The chunker: a Markdown policy document becomes one chunk per `##` section, or one error naming its line.
import { describe, expect, it } from "vitest";
import { contentHash, parseCorpusDocument } from "../../../workers/tools/knowledge/corpus/parse-markdown";
import { parsed } from "../../support/knowledge";

const TITLE = "Family Shield wording";
const FRONT = `---\nproduct: PlanCover Family Shield\ntitle: ${TITLE}\n---\n`;

async function errorOf(fileName: string, source: string) {
  const result = await parseCorpusDocument(fileName, source);
  if (result.ok) throw new Error("expected the file to be refused");
  return result.error;
}

describe("chunking a policy document", () => {
  it("makes one chunk per ## section, carrying the file name as document and the front matter's product and title", async () => {
    const doc = await parsed(
      "family-shield.md",
      `${FRONT}\n## Room rent limit\n\nA single private AC room.\n\n## Co-payment\n\nNone below 61.\n`,
    );

    expect(doc).toMatchObject({ document: "family-shield", title: "Family Shield wording", emptySections: [] });
    expect(doc.chunks.every((chunk) => chunk.title === TITLE)).toBe(true);
    expect(doc.chunks.map(({ document, product, section, text }) => ({ document, product, section, text }))).toEqual([
      {
        document: "family-shield",
        product: "PlanCover Family Shield",
        section: "Room rent limit",
        text: "A single private AC room.",
      },
      { document: "family-shield", product: "PlanCover Family Shield", section: "Co-payment", text: "None below 61." },
    ]);
  });

  it("keeps a # title before the first section out of every chunk", async () => {
    const doc = await parsed("a.md", `${FRONT}\n# PlanCover Family Shield\n\n## Exclusions\n\nSpectacles.\n`);

    expect(doc.chunks.map((c) => [c.section, c.text])).toEqual([["Exclusions", "Spectacles."]]);
  });

  it("turns Markdown into plain text: one line per paragraph, list item or sub-heading, no inline markup", async () => {
    const source =
      `${FRONT}\n## Documents needed for a claim ##\n\nSend **all** of these,\nsigned by the [policy holder](https://x.test):\n\n` +
      "- the `claim form`;\n- the *original* bills.\n\n### For an accident\n\nThe FIR.\n";

    const [chunk] = (await parsed("a.md", source)).chunks;

    expect(chunk?.section).toBe("Documents needed for a claim");
    expect(chunk?.text).toBe(
      "Send all of these, signed by the policy holder:\nthe claim form;\nthe original bills.\nFor an accident\nThe FIR.",
    );
  });

  it("skips a section with no text and names it, keeping the others", async () => {
    const doc = await parsed(
      "a.md",
      `${FRONT}\n## Glossary\n\n\n## Exclusions\n\nSpectacles.\n\n## Empty at the end\n`,
    );

    expect(doc.chunks.map((c) => c.section)).toEqual(["Exclusions"]);
    expect(doc.emptySections).toEqual(["Glossary", "Empty at the end"]);
  });

  it("refuses stray text before the first heading, naming its line, rather than lose it", async () => {
    const error = await errorOf("a.md", `${FRONT}\nThis wording explains the cover.\n\n## Exclusions\n\nSpectacles.\n`);

    expect(error).toEqual({
      file: "a.md",
      line: 6,
      message: "text before the first ## heading belongs to no section; put it under a heading",
    });
  });

  it.each([
    ["no front matter", "## Exclusions\n\nSpectacles.\n", 1, "the file must open with front matter"],
    ["unclosed front matter", "---\nproduct: P\ntitle: T\n## Exclusions\n", 1, "never closed"],
    ["no product", "---\ntitle: T\n---\n## Exclusions\n\nSpectacles.\n", 1, "needs product"],
    ["an empty title", "---\nproduct: P\ntitle: ''\n---\n## Exclusions\n\nx.\n", 1, "needs title"],
    ["a front matter line that is not key: value", "---\nproduct P\ntitle: T\n---\n", 2, "`key: value`"],
    ["a repeated heading", `${FRONT}## Co-payment\n\nA.\n\n## co-payment\n\nB.\n`, 9, "already appears on line 5"],
    ["a heading with no title", `${FRONT}## \n\nA.\n`, 5, "needs a title"],
    ["a # title after the sections start", `${FRONT}## A\n\nx.\n\n# Late title\n`, 9, "belongs before the first"],
  ])("refuses %s", async (_, source, line, message) => {
    const error = await errorOf("doc.md", source);

    expect(error.line).toBe(line);
    expect(error.message).toContain(message);
  });

  it("refuses a document with no sections", async () => {
    expect((await errorOf("a.md", `${FRONT}\n# Only a title\n`)).message).toContain("no ## sections");
  });

  it.each(["Family Shield.md", "family_shield.md", "family-shield.txt"])(
    "refuses the file name %s, which cannot be a document id",
    async (name) => {
      expect((await errorOf(name, `${FRONT}## A\n\nx.\n`)).message).toContain("file name is its id");
    },
  );

  it("hashes a chunk's product, title and text with SHA-256, so changing any of them changes the hash", async () => {
    const [chunk] = (await parsed("a.md", `${FRONT}## A\n\nSame text.\n`)).chunks;
    const renamed = await parsed("a.md", `${FRONT.replace("Family Shield", "Family Shield Plus")}## A\n\nSame text.\n`);
    const retitled = await parsed("a.md", `${FRONT.replace(TITLE, `${TITLE} (2027)`)}## A\n\nSame text.\n`);

    expect(chunk?.contentHash).toMatch(/^[0-9a-f]{64}$/);
    expect(chunk?.contentHash).toBe(await contentHash("PlanCover Family Shield", TITLE, "Same text."));
    expect(renamed.chunks[0]?.contentHash).not.toBe(chunk?.contentHash);
    expect(retitled.chunks[0]?.contentHash).not.toBe(chunk?.contentHash);
    expect(await contentHash("P", "T", "Other text.")).not.toBe(await contentHash("P", "T", "Same text."));
  });

  it("reads Windows line endings and a byte-order mark like any other file", async () => {
    const unix = await parsed("a.md", `${FRONT}## A\n\nLine one\nline two.\n`);
    const windows = await parsed("a.md", `\uFEFF${FRONT}## A\n\nLine one\nline two.\n`.replaceAll("\n", "\r\n"));

    expect(windows.chunks).toEqual(unix.chunks);
  });
});
