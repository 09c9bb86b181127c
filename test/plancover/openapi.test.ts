/**
 * PlanCover's OpenAPI document, read back: the stand-in publishes one, every PlanCover tool maps to an
 * operation in it, the tools' requiresCredential agrees with its `security`, a disagreement fails with
 * both sources named, and readiness names the document as its source.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createApp } from "../../workers/plancover/app";
import { TOOL_FAMILY_LISTS } from "../../workers/tools/catalogue";
import { checkToolRequirements, documentedEvidence } from "../../workers/tools/catalogue/openapi-check";
import { buildReadiness, requirementFor } from "../../workers/tools/chain/readiness";
import { createRegistry } from "../../workers/tools/registry/registry";
import evidence from "../../workers/tools/upstream/openapi/documented.json";
import { TOOL_OPERATIONS } from "../../workers/tools/upstream/openapi/operations";
import {
  type DocumentedRequirement,
  type OpenApiDocument,
  parseOpenApiDocument,
  requirementOf,
} from "../../workers/tools/upstream/openapi/requirements";
import { call } from "../support/http";

const registry = createRegistry(TOOL_FAMILY_LISTS);

async function servedDocument(): Promise<Record<string, unknown>> {
  const response = await env.PLANCOVER.fetch("https://plancover.test/openapi.json");
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

async function parsedDocument(edit: (doc: Record<string, unknown>) => void = () => {}): Promise<OpenApiDocument> {
  const raw = structuredClone(await servedDocument());
  edit(raw);
  const parsed = parseOpenApiDocument(raw);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

type Paths = Record<string, Record<string, Record<string, unknown>>>;
const operation = (doc: Record<string, unknown>, path: string, method: string) => {
  const found = (doc.paths as Paths)[path]?.[method];
  if (!found) throw new Error(`no ${method} ${path}`);
  return found;
};

describe("the stand-in's OpenAPI document", () => {
  it("is served without a credential, with a global requirement, operation-level ones and an override", async () => {
    const doc = await servedDocument();
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.security).toEqual([{ memberBearer: [] }]);
    expect(operation(doc, "/v1/policies", "get").security).toBeUndefined();
    expect(operation(doc, "/v1/claims", "get").security).toEqual([{ memberBearer: [] }]);
    expect(operation(doc, "/v1/callbacks", "post").security).toEqual([]);
  });

  it("describes every member-API and sign-in route the stand-in serves, and nothing it does not", async () => {
    const served = createApp({ faults: false })
      .routes.filter((r) => r.method !== "ALL" && (r.path.startsWith("/v1/") || r.path.startsWith("/auth/")))
      .map((r) => `${r.method.toLowerCase()} ${r.path.replace(/\/$/, "").replace(/:(\w+)/g, "{$1}")}`);
    const documented = Object.entries((await servedDocument()).paths as Paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method} ${path}`),
    );
    expect(new Set(served)).toEqual(new Set(documented));
  });
});

describe("the OpenAPI check", () => {
  it("maps every registered tool that calls PlanCover (the thirteen reads and the call-back) to an operation", () => {
    const callsPlanCover = registry.tools.filter((t) => t.family !== "knowledge").map((t) => t.name);
    expect(Object.keys(TOOL_OPERATIONS).sort()).toEqual([...callsPlanCover].sort());
    const reads = registry.tools.filter((t) => t.risk === "read" && t.family !== "knowledge");
    expect(reads).toHaveLength(13);
  });

  it("finds every tool in agreement with the stand-in's document", async () => {
    const report = checkToolRequirements(await parsedDocument(), registry.tools);
    expect(report.findings.filter((f) => f.verdict !== "agree")).toEqual([]);
    expect(report.findings).toHaveLength(14);
    expect(report.ok).toBe(true);
  });

  it("keeps the committed evidence equal to what the stand-in's document says", async () => {
    const report = checkToolRequirements(await parsedDocument(), registry.tools);
    expect(evidence.tools).toEqual(documentedEvidence(report));
  });

  it("fails a tool whose operation the document frees from the credential, naming both sources", async () => {
    const doc = await parsedDocument((raw) => {
      operation(raw, "/v1/policies/{portalRef}", "get").security = [];
    });
    const report = checkToolRequirements(doc, registry.tools);
    expect(report.ok).toBe(false);
    const failing = report.findings.filter((f) => f.verdict === "disagree");
    expect(failing.map((f) => f.message)).toEqual([
      "get_plan_details: tool_spec (get_plan_details.requiresCredential = true) disagrees with " +
        "openapi.security (GET /v1/policies/{portalRef}: no credential is needed)",
    ]);
  });

  it("fails a tool that needs no credential where the global requirement demands one", async () => {
    const doc = await parsedDocument((raw) => {
      delete operation(raw, "/v1/callbacks", "post").security;
    });
    const report = checkToolRequirements(doc, registry.tools);
    expect(report.findings.filter((f) => f.verdict === "disagree").map((f) => f.message)).toEqual([
      "request_callback: tool_spec (request_callback.requiresCredential = false) disagrees with " +
        "openapi.global_security (POST /v1/callbacks: a credential is required)",
    ]);
  });

  it("fails a tool whose operation the document does not have", async () => {
    const doc = await parsedDocument((raw) => {
      delete (raw.paths as Paths)["/v1/hospitals/{hospitalId}"];
    });
    const report = checkToolRequirements(doc, registry.tools);
    expect(report.ok).toBe(false);
    expect(report.findings.find((f) => f.tool === "get_hospital_details")?.verdict).toBe("missing_operation");
  });

  it("lets the tool's own declaration stand where the document is silent", async () => {
    const doc = await parsedDocument((raw) => {
      delete raw.security;
    });
    const report = checkToolRequirements(doc, registry.tools);
    expect(report.ok).toBe(true);
    expect(report.findings.find((f) => f.tool === "get_plan_details")?.verdict).toBe("silent");
    expect(report.findings.find((f) => f.tool === "list_my_claims")?.verdict).toBe("agree");
  });

  it("reads an alternative with no scheme as an optional credential", async () => {
    const doc = await parsedDocument((raw) => {
      operation(raw, "/v1/hospitals", "get").security = [{ memberBearer: [] }, {}];
    });
    const found = requirementOf(doc, TOOL_OPERATIONS.search_network_hospitals);
    expect(found).toMatchObject({ kind: "documented", requirement: { source: "openapi.security", required: false } });
  });

  it("refuses something that is not an OpenAPI 3 document, saying where", () => {
    const parsed = parseOpenApiDocument({ swagger: "2.0", paths: {} });
    expect(parsed).toEqual({ ok: false, error: expect.stringContaining("openapi") });
  });
});

describe("readiness with the document's evidence", () => {
  const documented = (required: boolean): DocumentedRequirement => ({
    source: "openapi.security",
    required,
    operation: "GET /v1/x",
    schemes: [],
  });

  it.each([
    ["both require it", true, documented(true), { required: true, source: "openapi.security" }],
    ["the document is silent", true, null, { required: true, source: "tool_spec" }],
    [
      "neither requires it and the document says so",
      false,
      documented(false),
      { required: false, source: "openapi.security" },
    ],
    ["nothing speaks for it", false, null, { required: false, source: "none" }],
  ])("names the source when %s", (_why, requiresCredential, doc, expected) => {
    expect(requirementFor(requiresCredential, doc)).toEqual(expected);
  });

  it("lets the stricter decide and keeps both pieces of evidence when they disagree", () => {
    expect(requirementFor(false, documented(true))).toEqual({
      required: true,
      source: "openapi.security",
      evidence: [
        { source: "tool_spec", required: false },
        { source: "openapi.security", required: true },
      ],
    });
    expect(requirementFor(true, documented(false))).toMatchObject({
      required: true,
      source: "tool_spec",
      evidence: [
        { source: "tool_spec", required: true },
        { source: "openapi.security", required: false },
      ],
    });
  });

  it("carries the evidence into the diagnostic, booleans and names only", () => {
    const readiness = buildReadiness({
      spec: { name: "get_plan_details", requiresCredential: true },
      documented: documented(false),
      auth: null,
      profilePresent: true,
    });
    expect(readiness).toMatchObject({ required: true, source: "tool_spec", failureReason: "auth_context_required" });
    expect(readiness.evidence).toHaveLength(2);
  });

  it("reads the recorded evidence by the tool's name when none is given", () => {
    const readiness = buildReadiness({
      spec: { name: "list_my_claims", requiresCredential: true },
      auth: null,
      profilePresent: true,
    });
    expect(readiness).toMatchObject({ required: true, source: "openapi.security" });
    expect(readiness.evidence).toBeUndefined();
  });

  it("reports each offered tool's source from the document over GET /v1/tools", async () => {
    const response = await call("/v1/tools");
    const { tools } = (await response.json()) as {
      tools: { name: string; readiness: { required: boolean; source: string } }[];
    };
    const source = (name: string) => tools.find((t) => t.name === name)?.readiness;
    expect(source("get_plan_details")).toMatchObject({ required: true, source: "openapi.global_security" });
    expect(source("list_my_claims")).toMatchObject({ required: true, source: "openapi.security" });
    expect(source("search_policy_knowledge")).toMatchObject({ required: false, source: "none" });
  });
});
