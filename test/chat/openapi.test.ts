/** The published API's shape over HTTP: the OpenAPI document at /openapi.json and its reference at /docs. */
import { describe, expect, it } from "vitest";
import { app } from "../../workers/chat/app";
import { openApiDocument } from "../../workers/chat/openapi/document";
import { openApiPath } from "../../workers/chat/openapi/operation";
import { call } from "../support/http";

type Json = Record<string, unknown>;
const paths = openApiDocument("0.0.0-test", "https://toolgate.test").paths as Record<string, Record<string, Json>>;

/**
 * What the chat Worker serves that is not an API operation, each with why: the document leaves these
 * out on purpose, and nothing else. The pages are static assets behind the routes (a GET no route
 * matched); /authorize is the OAuth flow's browser page, which the authorization-server metadata names.
 */
const NOT_API: Readonly<Record<string, string>> = {
  "/": "the member web app (a static page)",
  "/admin": "the admin console (a static page)",
  "/admin/audit": "the admin console's audit screen (the same page)",
  "/authorize": "the OAuth sign-in and consent page (a browser form)",
};

/** Method and path of every route the Worker answers, middleware (`ALL /x/*`) left out. */
function servedRoutes(): { method: string; path: string }[] {
  const seen = new Map<string, { method: string; path: string }>();
  for (const route of app.routes) {
    if (route.path.endsWith("*")) continue;
    const path = openApiPath(route.path.replace(/(.)\/$/, "$1"));
    if (Object.hasOwn(NOT_API, path)) continue;
    seen.set(`${route.method} ${path}`, { method: route.method.toLowerCase(), path });
  }
  return [...seen.values()];
}

describe("the OpenAPI document and the routes", () => {
  it("describes every API route the chat Worker serves, the admin API included", () => {
    const missing = servedRoutes().filter(({ method, path }) =>
      method === "all" ? !paths[path] : !paths[path]?.[method],
    );
    expect(missing).toEqual([]);
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining(["/v1/documents/{documentId}", "/v1/passages", "/admin/v1/audit", "/admin/v1/sessions"]),
    );
  });

  it("describes no route the chat Worker does not serve", () => {
    const served = servedRoutes();
    const documented = Object.entries(paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => ({ method, path })),
    );
    const unserved = documented.filter(
      (op) => !served.some((s) => s.path === op.path && (s.method === op.method || s.method === "all")),
    );
    expect(unserved).toEqual([]);
  });

  it.each(Object.entries(NOT_API))("leaves %s out of the document (%s) and serves it as a page", async (path) => {
    expect(paths[path]).toBeUndefined();
    const response = await call(path);
    expect(response.headers.get("content-type") ?? "").toMatch(/^text\/html/);
  });
});

describe("partners streaming chat over HTTPS in the document", () => {
  const security = (path: string, method: string) =>
    ((paths[path]?.[method]?.security as Json[] | undefined) ?? []).flatMap((alternative) => Object.keys(alternative));

  it.each([
    ["/chat", "post"],
    ["/chat/resume", "post"],
    ["/chat/{conversationId}/events", "get"],
    ["/chat/{conversationId}/ws", "get"],
  ])("lets a partner's token call %s (%s)", (path, method) => {
    expect(security(path, method)).toContain("partnerOAuth");
  });

  it("says a partner never decides a pending action on /chat/resume, nor invites or joins", () => {
    expect(paths["/chat/resume"]?.post?.responses).toHaveProperty("403");
    expect(security("/chat/{conversationId}/invites", "post")).not.toContain("partnerOAuth");
    expect(security("/chat/{conversationId}/join", "post")).not.toContain("partnerOAuth");
  });
});

describe("the published API document", () => {
  it("serves the OpenAPI 3.1 document at /openapi.json, without a session", async () => {
    const response = await call("/openapi.json");
    expect(response.status).toBe(200);
    expect(response.headers.get("x-session-token")).toBeNull();
    const document = (await response.json()) as { openapi: string; info: { version: string }; paths: object };
    expect(document.openapi).toBe("3.1.0");
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(["/auth/otp/start", "/v1/tools", "/v1/tools/{name}/run", "/chat", "/mcp"]),
    );
  });

  it("serves a self-contained reference page at /docs that loads nothing from elsewhere", async () => {
    const response = await call("/docs");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain("toolgate API reference");
    expect(html).toContain("/v1/tools/{name}/run");
    expect(html).not.toMatch(/<script|<link|src=|@import|url\(/i);
    expect(html.match(/href="([^"]+)"/g)).toEqual(['href="/openapi.json"']);
  });

  it("sends /docs as every page the Worker writes is sent: never framed, no referrer, nothing but its own style", async () => {
    const response = await call("/docs");
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("no-referrer");
  });
});
