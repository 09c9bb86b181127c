/**
 * A small Server-Sent Events reader over a fetch body (ReadableStream + TextDecoder), written by
 * hand so the SDK needs no EventSource (absent in React Native, and unable to POST anywhere).
 * It yields each event's `data` text; the chat stream's event name repeats the JSON `type`.
 */

/** Splits a byte stream into SSE messages and yields each message's joined `data` lines. */
export async function* readSseData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  try {
    while (true) {
      const { done, value } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let boundary = nextBoundary(buffer);
      while (boundary !== null) {
        const data = dataOf(buffer.slice(0, boundary.index));
        buffer = buffer.slice(boundary.index + boundary.length);
        if (data !== null) yield data;
        boundary = nextBoundary(buffer);
      }
    }
    const rest = dataOf(buffer + decoder.decode());
    if (rest !== null) yield rest;
  } finally {
    reader.releaseLock();
  }
}

/** The end of the first message in the buffer: a blank line in any of the three line endings. */
function nextBoundary(buffer: string): { index: number; length: number } | null {
  const match = /\r\n\r\n|\n\n|\r\r/.exec(buffer);
  return match ? { index: match.index, length: match[0].length } : null;
}

/** The `data:` lines of one message, joined by newlines (per the SSE spec); null when it has none. */
function dataOf(message: string): string | null {
  const lines = message.split(/\r\n|\n|\r/).filter((line) => line.startsWith("data:"));
  if (lines.length === 0) return null;
  return lines.map((line) => line.slice(5).replace(/^ /, "")).join("\n");
}
