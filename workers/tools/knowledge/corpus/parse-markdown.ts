/**
 * Markdown policy document -> chunks, one per `##` section. Pure apart from SHA-256 (Web Crypto,
 * the same in Node and workerd). A file is either wholly usable or an error naming its line: text
 * outside any section, a missing front matter field or a repeated heading never half-loads.
 */
import type { Result } from "../../../../src/shared/result";
import type { Chunk, CorpusError, ParsedDocument } from "./types";

/** Front matter fields every document must carry. */
export const REQUIRED_FRONT_MATTER = ["product", "title"] as const;

/** A document id is its file name: it becomes a citation, so it stays readable and stable. */
const DOCUMENT_ID = /^[a-z0-9][a-z0-9-]*$/;

const SECTION_HEADING = /^##(?!#)\s*(.*?)\s*#*\s*$/;
const TITLE_HEADING = /^#(?!#)\s/;
const SUB_HEADING = /^#{3,6}\s+(.*?)\s*#*\s*$/;
const LIST_ITEM = /^(?:[-*+]|\d+[.)])\s+(.*)$/;

interface OpenSection {
  readonly heading: string;
  readonly line: number;
  readonly lines: string[];
}

type Parsed = Result<ParsedDocument, CorpusError>;

export async function parseCorpusDocument(fileName: string, source: string): Promise<Parsed> {
  const document = fileName.replace(/\.md$/, "");
  const fail = (line: number | null, message: string): Parsed => ({
    ok: false,
    error: { file: fileName, line, message },
  });
  if (!fileName.endsWith(".md") || !DOCUMENT_ID.test(document)) {
    return fail(null, "a document's file name is its id: lowercase letters, digits and hyphens, ending in .md");
  }
  const lines = source.replace(/^\uFEFF/, "").split(/\r?\n/);

  const front = readFrontMatter(lines);
  if (!front.ok) return fail(front.error.line, front.error.message);
  const { fields, bodyStart } = front.value;

  const sections: OpenSection[] = [];
  for (let i = bodyStart; i < lines.length; i++) {
    const line = lines[i] ?? "";
    const heading = SECTION_HEADING.exec(line);
    const current = sections.at(-1);
    if (heading) {
      const title = (heading[1] ?? "").replace(/\s+/g, " ");
      if (title === "") return fail(i + 1, "a ## heading needs a title");
      const twin = sections.find((s) => s.heading.toLowerCase() === title.toLowerCase());
      if (twin) return fail(i + 1, `the section "${title}" already appears on line ${twin.line}`);
      sections.push({ heading: title, line: i + 1, lines: [] });
    } else if (current) {
      if (TITLE_HEADING.test(line)) return fail(i + 1, "a # title belongs before the first ## section");
      current.lines.push(line);
    } else if (line.trim() !== "" && !TITLE_HEADING.test(line)) {
      return fail(i + 1, "text before the first ## heading belongs to no section; put it under a heading");
    }
  }
  if (sections.length === 0) return fail(null, "no ## sections: each section is one searchable passage");

  const chunks: Chunk[] = [];
  const emptySections: string[] = [];
  for (const section of sections) {
    const text = toPlainText(section.lines);
    if (text === "") {
      emptySections.push(section.heading);
      continue;
    }
    chunks.push({
      document,
      product: fields.product,
      title: fields.title,
      section: section.heading,
      text,
      contentHash: await contentHash(fields.product, fields.title, text),
    });
  }
  return { ok: true, value: { document, title: fields.title, product: fields.product, chunks, emptySections } };
}

type FrontMatter = Record<(typeof REQUIRED_FRONT_MATTER)[number], string>;

function readFrontMatter(
  lines: readonly string[],
): Result<{ fields: FrontMatter; bodyStart: number }, { line: number | null; message: string }> {
  if (lines[0]?.trim() !== "---") {
    return {
      ok: false,
      error: { line: 1, message: "the file must open with front matter (---, product:, title:, ---)" },
    };
  }
  const end = lines.findIndex((line, i) => i > 0 && line.trim() === "---");
  if (end < 0) return { ok: false, error: { line: 1, message: "the front matter is never closed with ---" } };
  const found = new Map<string, string>();
  for (let i = 1; i < end; i++) {
    const line = lines[i] ?? "";
    if (line.trim() === "") continue;
    const pair = /^([A-Za-z][\w-]*)\s*:\s*(.*)$/.exec(line);
    if (!pair) return { ok: false, error: { line: i + 1, message: "front matter lines are `key: value`" } };
    found.set((pair[1] ?? "").toLowerCase(), unquote(pair[2] ?? ""));
  }
  const product = found.get("product") ?? "";
  const title = found.get("title") ?? "";
  const missing = REQUIRED_FRONT_MATTER.filter((key) => (found.get(key) ?? "") === "");
  if (missing.length > 0) {
    return { ok: false, error: { line: 1, message: `the front matter needs ${missing.join(" and ")}` } };
  }
  return { ok: true, value: { fields: { product, title }, bodyStart: end + 1 } };
}

function unquote(value: string): string {
  const trimmed = value.trim();
  const quoted = /^(["'])(.*)\1$/.exec(trimmed);
  return (quoted ? (quoted[2] ?? "") : trimmed).trim();
}

/** Paragraphs become one line each, as do list items and sub-headings; inline markup goes. */
function toPlainText(lines: readonly string[]): string {
  const paragraphs: string[] = [];
  let open: string[] = [];
  const close = () => {
    if (open.length > 0) paragraphs.push(open.join(" "));
    open = [];
  };
  for (const raw of lines) {
    const line = raw.trim();
    const sub = SUB_HEADING.exec(line);
    const item = LIST_ITEM.exec(line);
    if (line === "") {
      close();
    } else if (sub) {
      close();
      paragraphs.push(sub[1] ?? "");
    } else if (item) {
      close();
      open.push(item[1] ?? "");
    } else {
      open.push(line);
    }
  }
  close();
  return paragraphs
    .map(stripInlineMarkup)
    .filter((p) => p !== "")
    .join("\n");
}

function stripInlineMarkup(text: string): string {
  return text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/(\*\*|__)(.+?)\1/g, "$2")
    .replace(/(^|[\s(])[*_]([^*_\s][^*_]*?)[*_](?=[\s).,;:!?]|$)/g, "$1$2")
    .replace(/`([^`]*)`/g, "$1")
    .replace(/\s+/g, " ")
    .trim();
}

/** The hash covers what a row stores besides its key, so a product or title change also updates the row. */
export async function contentHash(product: string, title: string, text: string): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify([product, title, text]));
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}
