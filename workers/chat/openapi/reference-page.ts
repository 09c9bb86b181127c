/**
 * The readable reference at /docs: the OpenAPI document rendered as one self-contained HTML page
 * (inline style, no script, nothing fetched from elsewhere). Every text is escaped.
 */

type Json = Record<string, unknown>;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem;color:#1d2327}
h2{border-bottom:1px solid #ccd;padding-bottom:.2rem;margin-top:2.5rem}section{margin:1.2rem 0;padding:.8rem 1rem;border:1px solid #dde;border-radius:6px}
.method{display:inline-block;min-width:4rem;font-weight:700;text-transform:uppercase}code,pre{font:13px ui-monospace,monospace}
pre{background:#f5f6f8;padding:.6rem;overflow:auto;max-height:24rem}table{border-collapse:collapse}td,th{border:1px solid #dde;padding:.2rem .5rem;text-align:left}`;

function securityText(security: unknown): string {
  if (!Array.isArray(security)) return "";
  return security
    .map((alternative) => {
      const names = Object.keys(alternative as Json);
      return names.length === 0 ? "none (guest)" : names.join(" + ");
    })
    .join(" or ");
}

function operationSection(path: string, method: string, op: Json): string {
  const params = Array.isArray(op.parameters) ? (op.parameters as Json[]) : [];
  const body = (op.requestBody as Json | undefined)?.content as Json | undefined;
  const responses = (op.responses ?? {}) as Record<string, Json>;
  return `<section id="${escapeHtml(String(op.operationId))}">
<div><span class="method">${escapeHtml(method)}</span> <code>${escapeHtml(path)}</code></div>
<p>${escapeHtml(String(op.summary ?? ""))}</p>
<p><strong>Security:</strong> ${escapeHtml(securityText(op.security))}</p>
${
  params.length > 0
    ? `<table><tr><th>parameter</th><th>in</th><th>required</th><th>schema</th></tr>${params
        .map(
          (p) =>
            `<tr><td><code>${escapeHtml(String(p.name))}</code></td><td>${escapeHtml(String(p.in))}</td><td>${p.required ? "yes" : "no"}</td><td><code>${escapeHtml(JSON.stringify(p.schema))}</code></td></tr>`,
        )
        .join("")}</table>`
    : ""
}
${body ? `<p><strong>Request body</strong></p><pre>${escapeHtml(JSON.stringify((body["application/json"] as Json).schema, null, 2))}</pre>` : ""}
<p><strong>Responses</strong></p><ul>${Object.entries(responses)
    .map(([status, r]) => `<li><code>${escapeHtml(status)}</code> ${escapeHtml(String(r.description ?? ""))}</li>`)
    .join("")}</ul>
</section>`;
}

export function referencePage(document: Json): string {
  const info = (document.info ?? {}) as Json;
  const paths = (document.paths ?? {}) as Record<string, Record<string, Json>>;
  const tags = (Array.isArray(document.tags) ? document.tags : []) as Json[];
  const byTag = tags.map((tag) => {
    const sections = Object.entries(paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => Array.isArray(op.tags) && op.tags.includes(tag.name))
        .map(([method, op]) => operationSection(path, method, op)),
    );
    return `<h2>${escapeHtml(String(tag.name))}</h2><p>${escapeHtml(String(tag.description ?? ""))}</p>${sections.join("\n")}`;
  });
  const schemes = Object.entries(((document.components as Json)?.securitySchemes ?? {}) as Record<string, Json>)
    .map(([name, s]) => `<li><code>${escapeHtml(name)}</code>: ${escapeHtml(String(s.description ?? s.type))}</li>`)
    .join("");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(String(info.title))} API reference</title><style>${STYLE}</style></head>
<body><h1>${escapeHtml(String(info.title))} API reference <small>${escapeHtml(String(info.version))}</small></h1>
<p>${escapeHtml(String(info.description ?? ""))}</p>
<p>The machine-readable document: <a href="/openapi.json"><code>/openapi.json</code></a> (OpenAPI 3.1).</p>
<h2>Security schemes</h2><ul>${schemes}</ul>
${byTag.join("\n")}
</body></html>`;
}
