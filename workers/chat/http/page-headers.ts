/**
 * What a page the Worker writes itself (the /authorize steps, the /docs reference) sends: its one
 * inline stylesheet and nothing else may load, it is never framed, it sends no referrer and its type
 * is not sniffed. The web app's built pages have their own, stricter policy (routes/web.ts).
 */
export const RENDERED_PAGE_HEADERS: Readonly<Record<string, string>> = {
  "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
  "x-frame-options": "DENY",
  "referrer-policy": "no-referrer",
  "x-content-type-options": "nosniff",
};
