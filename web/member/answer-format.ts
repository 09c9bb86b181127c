/**
 * Light formatting of an answer, as data: paragraphs, bulleted and numbered lists, bold figures
 * (rupee amounts, percentages, `**marked**` words) and links to this gateway's documents. The
 * answer is plain text from the server; this only finds its shape. Nothing here produces markup:
 * the page renders these blocks as elements, so no text of an answer can ever become HTML.
 */

export type Span =
  | { readonly kind: "text"; readonly text: string }
  | { readonly kind: "strong"; readonly text: string }
  | { readonly kind: "document"; readonly href: string; readonly text: string };

export type Block =
  | { readonly kind: "paragraph"; readonly lines: readonly (readonly Span[])[] }
  | { readonly kind: "list"; readonly ordered: boolean; readonly items: readonly (readonly Span[])[] };

/** Only this gateway's document route becomes a link; any other URL stays text. */
const DOCUMENT_PATH = /\/v1\/documents\/[A-Za-z0-9_%-]{1,120}/;
/** What reads as a figure: ₹1,00,000 or Rs. 500, 20%, 30 days, **anything marked**. */
const FIGURE =
  /\*\*([^*\n]{1,200})\*\*|(₹\s?[\d,]+(?:\.\d+)?|Rs\.?\s?[\d,]+(?:\.\d+)?|\d+(?:\.\d+)?\s?%|\d[\d,]*\s(?:days|months|years))/;
const BULLET = /^\s*[-•*]\s+(.*)$/;
const NUMBERED = /^\s*\d{1,2}[.)]\s+(.*)$/;

/** Bold figures in a piece of text. */
function figures(text: string): Span[] {
  const spans: Span[] = [];
  let rest = text;
  for (let match = FIGURE.exec(rest); match; match = FIGURE.exec(rest)) {
    if (match.index > 0) spans.push({ kind: "text", text: rest.slice(0, match.index) });
    spans.push({ kind: "strong", text: match[1] ?? match[2] ?? match[0] });
    rest = rest.slice(match.index + match[0].length);
  }
  if (rest !== "") spans.push({ kind: "text", text: rest });
  return spans;
}

/**
 * One line's spans. A line that ends `<what>: /v1/documents/…` makes `<what>` the link (a list of
 * documents reads as a list of titles to open); a path anywhere else reads "Open document".
 */
export function lineSpans(line: string): Span[] {
  const path = DOCUMENT_PATH.exec(line);
  if (!path) return figures(line);
  const before = line.slice(0, path.index);
  const after = line.slice(path.index + path[0].length);
  const titled = /^(.{1,120}?):\s*$/.exec(before);
  if (titled?.[1] && after.trim().replace(/[.;,]$/, "") === "") {
    // "Policy schedule (issued 2026-01-15)": the title is the link, the date stays beside it.
    const dated = /^(.+?)(\s*\([^()]*\))$/.exec(titled[1]);
    return dated?.[1] && dated[2]
      ? [
          { kind: "document", href: path[0], text: dated[1] },
          { kind: "text", text: dated[2] },
        ]
      : [{ kind: "document", href: path[0], text: titled[1] }];
  }
  return [...figures(before), { kind: "document", href: path[0], text: "Open document" }, ...lineSpans(after)];
}

export function parseAnswer(text: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: Span[][] = [];
  let list: { ordered: boolean; items: Span[][] } | null = null;
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: "paragraph", lines: paragraph });
    if (list) blocks.push({ kind: "list", ...list });
    paragraph = [];
    list = null;
  };
  for (const line of text.split("\n")) {
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    const item = bullet ?? numbered;
    if (item) {
      const ordered = numbered !== null;
      if (paragraph.length > 0 || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push(lineSpans(item[1] ?? ""));
    } else if (line.trim() === "") {
      flush();
    } else {
      if (list) flush();
      paragraph.push(lineSpans(line));
    }
  }
  flush();
  return blocks;
}
