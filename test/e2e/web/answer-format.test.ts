/** An answer's light formatting is found as data (never markup): lists, bold figures, document links. */
import { describe, expect, it } from "vitest";
import { lineSpans, parseAnswer } from "../../../web/member/answer-format";

describe("the answer's light formatting", () => {
  it("turns dash lines into a list and keeps the sentence before it a paragraph", () => {
    expect(parseAnswer("Your claims:\n- CLM-1 at City Hospital\n- CLM-2 at Apollo")).toEqual([
      { kind: "paragraph", lines: [[{ kind: "text", text: "Your claims:" }]] },
      {
        kind: "list",
        ordered: false,
        items: [[{ kind: "text", text: "CLM-1 at City Hospital" }], [{ kind: "text", text: "CLM-2 at Apollo" }]],
      },
    ]);
  });

  it("numbers a numbered list", () => {
    const [list] = parseAnswer("1. Call the desk\n2. Show your e-card");
    expect(list).toMatchObject({ kind: "list", ordered: true });
  });

  it("bolds rupee amounts, percentages and marked words, and nothing else", () => {
    expect(lineSpans("You have ₹9,20,800 of ₹10,00,000 left, co-pay 10%, **important**.")).toEqual([
      { kind: "text", text: "You have " },
      { kind: "strong", text: "₹9,20,800" },
      { kind: "text", text: " of " },
      { kind: "strong", text: "₹10,00,000" },
      { kind: "text", text: " left, co-pay " },
      { kind: "strong", text: "10%" },
      { kind: "text", text: ", " },
      { kind: "strong", text: "important" },
      { kind: "text", text: "." },
    ]);
  });

  it("makes a document line's title the link to the gateway's document route, the date beside it", () => {
    expect(lineSpans("Policy schedule PC-FF-1 (issued 2026-04-01): /v1/documents/doc_ABC-1")).toEqual([
      { kind: "document", href: "/v1/documents/doc_ABC-1", text: "Policy schedule PC-FF-1" },
      { kind: "text", text: " (issued 2026-04-01)" },
    ]);
  });

  it("links a document path inside a sentence as Open document", () => {
    expect(lineSpans("Your e-card is ready at /v1/documents/ecard_1 today.")).toEqual([
      { kind: "text", text: "Your e-card is ready at " },
      { kind: "document", href: "/v1/documents/ecard_1", text: "Open document" },
      { kind: "text", text: " today." },
    ]);
  });

  it("leaves any other URL and any markup as plain text", () => {
    const text = 'See https://evil.example/x <img src=x onerror="alert(1)"> and javascript:alert(1)';
    expect(lineSpans(text)).toEqual([{ kind: "text", text }]);
  });
});
