/** One answer: its formatted text, numbered citations that open their passage, and Copy. */
import { useEffect, useState } from "preact/hooks";
import { getJson } from "../common/client";
import { AnswerText } from "./answer-text";
import type { Answer } from "./view-model";

/** A numbered source: the document is the passage view's key, the title is what the member reads. */
type Citation = { document: string; title: string; section: string };

function CitationItem(props: { n: number; citation: Citation; answerId: string }) {
  const [passage, setPassage] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const id = `passage-${props.answerId}-${props.n}`.replace(/[^\w-]+/g, "-");
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

/** Copies the answer's words; says so in place, and to a screen reader. */
function CopyButton(props: { text: string }) {
  const [said, setSaid] = useState<string | null>(null);
  useEffect(() => {
    if (!said) return;
    const timer = setTimeout(() => setSaid(null), 2500);
    return () => clearTimeout(timer);
  }, [said]);
  async function copy() {
    try {
      await navigator.clipboard.writeText(props.text);
      setSaid("Copied");
    } catch {
      // No clipboard here (permission, or an insecure origin): the text can still be selected by hand.
      setSaid("Copying is not allowed here");
    }
  }
  return (
    <>
      <button type="button" class="quiet copy" onClick={copy}>
        {said === "Copied" ? "Copied" : "Copy"}
        <span class="visually-hidden"> answer</span>
      </button>
      <span role="status" class="visually-hidden">
        {said ?? ""}
      </span>
    </>
  );
}

export function AnswerView(props: { id: string; answer: Answer }) {
  const { answer } = props;
  return (
    <div class={`answer${answer.streaming ? " streaming" : ""}`} aria-busy={answer.streaming}>
      <AnswerText text={answer.text} />
      {answer.citations.length > 0 && (
        <ol class="citations" aria-label="Sources">
          {answer.citations.map((citation, i) => (
            <CitationItem
              key={`${citation.document}/${citation.section}`}
              n={i + 1}
              citation={citation}
              answerId={props.id}
            />
          ))}
        </ol>
      )}
      {!answer.streaming && (
        <div class="answer-tools">
          <CopyButton text={answer.text} />
        </div>
      )}
    </div>
  );
}
