/** An answer's text as elements: paragraphs, lists, bold figures, document links (never HTML from text). */
import { type Block, parseAnswer, type Span } from "./answer-format";

function SpanView({ span }: { span: Span }) {
  switch (span.kind) {
    case "text":
      return <>{span.text}</>;
    case "strong":
      return <strong>{span.text}</strong>;
    case "document":
      // Opens through the gateway, which fetches a fresh signed link for the member who holds it.
      return (
        <a class="document" href={span.href} target="_blank" rel="noopener noreferrer">
          {span.text}
        </a>
      );
  }
}

const Spans = ({ spans }: { spans: readonly Span[] }) => (
  <>
    {spans.map((span, i) => (
      <SpanView key={i} span={span} />
    ))}
  </>
);

function BlockView({ block }: { block: Block }) {
  switch (block.kind) {
    case "paragraph":
      return (
        <p>
          {block.lines.map((line, i) => (
            <>
              {i > 0 && <br />}
              <Spans spans={line} />
            </>
          ))}
        </p>
      );
    case "list": {
      const items = block.items.map((item, i) => (
        <li key={i}>
          <Spans spans={item} />
        </li>
      ));
      return block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
    }
  }
}

export function AnswerText(props: { text: string }) {
  return (
    <div class="answer-text">
      {parseAnswer(props.text).map((block, i) => (
        <BlockView key={i} block={block} />
      ))}
    </div>
  );
}
