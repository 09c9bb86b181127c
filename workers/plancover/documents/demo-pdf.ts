/**
 * A tiny, valid one-page PDF for a demo document: its title and id in Helvetica, nothing else. Built
 * by hand (objects, then a cross-reference table with each object's byte offset), so the stand-in
 * needs no PDF library. Only printable ASCII reaches the page; anything else becomes a space.
 */

const escapeText = (text: string) =>
  text
    .replace(/[^\x20-\x7e]/g, " ")
    .replace(/[\\()]/g, (c) => `\\${c}`)
    .slice(0, 120);

export function demoPdf(title: string, documentId: string): Uint8Array<ArrayBuffer> {
  const lines = ["PlanCover (demo stand-in)", title, `Document ${documentId}`, "A simulated document: no real policy."];
  const text = lines.map(
    (line, i) => `BT /F1 ${i === 1 ? 16 : 11} Tf 56 ${760 - i * 28} Td (${escapeText(line)}) Tj ET`,
  );
  const content = text.join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  // Every character is ASCII, so string length is byte length and the offsets hold.
  return new Uint8Array(new TextEncoder().encode(body));
}
