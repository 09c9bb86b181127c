/**
 * The conversation: the member's questions, the answers (plain text; a document link to this
 * gateway becomes a link), and numbered citations that open the passage they point to.
 */
import { useState } from "preact/hooks";
import { getJson } from "../common/client";
import type { Entry } from "./view-model";

/** A numbered source: the document is the passage view's key, the title is what the member reads. */
type Citation = { document: string; title: string; section: string };

/** Only links to this gateway's document route become links; any other text stays text. */
const DOCUMENT_LINK = /(\/v1\/documents\/[A-Za-z0-9_-]{1,80})/g;

function AnswerText(props: { text: string }) {
  const parts = props.text.split(DOCUMENT_LINK);
  return (
    <p class="answer-text">
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <a key={part} href={part} target="_blank" rel="noopener noreferrer">
            Open document
          </a>
        ) : (
          part
        ),
      )}
    </p>
  );
}

function CitationItem(props: { n: number; citation: Citation }) {
  const [passage, setPassage] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const id = `passage-${props.n}-${props.citation.section.replace(/\W+/g, "-")}`;
  async function toggle() {
    const next = !open;
    setOpen(next);
    if (next && passage === null) {
      const { document, section } = props.citation;
      const query = new URLSearchParams({ document, section }).toString();
      const found = await getJson<{ text: string }>(`/v1/passages?${query}`);
      setPassage(found?.text ?? "This passage could not be loaded.");
    }
  }
  return (
    <li>
      <button type="button" class="citation" aria-expanded={open} aria-controls={id} onClick={toggle}>
        [{props.n}] {props.citation.title} — {props.citation.section}
      </button>
      {open && (
        <blockquote id={id} class="passage">
          {passage ?? "Loading…"}
        </blockquote>
      )}
    </li>
  );
}

export function Messages(props: { entries: readonly Entry[] }) {
  return (
    <ol class="entries" aria-label="Conversation" aria-live="polite">
      {props.entries.map((entry) => (
        <EntryItem key={entry.id} entry={entry} />
      ))}
    </ol>
  );
}

function EntryItem({ entry }: { entry: Entry }) {
  switch (entry.kind) {
    case "question":
      return (
        <li key={entry.id} class="question">
          {entry.text}
        </li>
      );
    case "other-turn":
      return (
        <li key={entry.id} class="notice">
          Another participant asked something.
        </li>
      );
    case "notice":
      return (
        <li key={entry.id} class="notice">
          {entry.text}
        </li>
      );
    case "answer":
      return (
        <li key={entry.id} class="answer">
          <AnswerText text={entry.text} />
          {entry.citations.length > 0 && (
            <ol class="citations" aria-label="Sources">
              {entry.citations.map((citation, i) => (
                <CitationItem key={`${citation.document}/${citation.section}`} n={i + 1} citation={citation} />
              ))}
            </ol>
          )}
        </li>
      );
  }
}
