/**
 * The OpenAPI check: for every tool that calls PlanCover, the tool's own `requiresCredential` against
 * what the API's document says about the operation it calls. A disagreement, or a tool whose
 * operation the document lacks, fails with both sources named; a silent document leaves the tool's
 * own declaration in charge. Pure: the document and the specs in, the findings out.
 */
import type { ToolSpec } from "../registry/tool-spec";
import { operationFor, operationLabel, type UpstreamOperation } from "../upstream/openapi/operations";
import { type DocumentedRequirement, type OpenApiDocument, requirementOf } from "../upstream/openapi/requirements";

export const FINDING_VERDICTS = [
  /** The document and the tool say the same. */
  "agree",
  /** The document says nothing about auth here: the tool's declaration stands. */
  "silent",
  /** The document and the tool say different things: fails the check. */
  "disagree",
  /** The document has no such operation: the mapping or the document is wrong; fails the check. */
  "missing_operation",
] as const;
export type FindingVerdict = (typeof FINDING_VERDICTS)[number];

export interface Finding {
  readonly tool: string;
  readonly operation: string;
  readonly verdict: FindingVerdict;
  readonly toolSpecRequires: boolean;
  readonly documented: DocumentedRequirement | null;
  /** One line a person reads, naming both sources. */
  readonly message: string;
}

export interface CheckReport {
  readonly ok: boolean;
  readonly findings: readonly Finding[];
}

function says(required: boolean): string {
  return required ? "a credential is required" : "no credential is needed";
}

export function checkToolRequirements(
  document: OpenApiDocument,
  specs: readonly Pick<ToolSpec, "name" | "requiresCredential">[],
): CheckReport {
  const findings = specs.flatMap((spec) => {
    const operation = operationFor(spec.name);
    return operation ? [findingFor(document, spec, operation)] : [];
  });
  return { ok: findings.every((f) => f.verdict === "agree" || f.verdict === "silent"), findings };
}

function findingFor(
  document: OpenApiDocument,
  spec: Pick<ToolSpec, "name" | "requiresCredential">,
  operation: UpstreamOperation,
): Finding {
  const label = operationLabel(operation);
  const toolSpec = `tool_spec (${spec.name}.requiresCredential = ${spec.requiresCredential})`;
  const base = { tool: spec.name, operation: label, toolSpecRequires: spec.requiresCredential };
  const found = requirementOf(document, operation);
  switch (found.kind) {
    case "missing_operation":
      return {
        ...base,
        verdict: "missing_operation",
        documented: null,
        message: `${spec.name}: ${toolSpec} maps to ${label}, which the OpenAPI document does not have`,
      };
    case "silent":
      return {
        ...base,
        verdict: "silent",
        documented: null,
        message: `${spec.name}: the OpenAPI document is silent on ${label}; ${toolSpec} decides`,
      };
    case "documented": {
      const { requirement } = found;
      const agree = requirement.required === spec.requiresCredential;
      const documented = `${requirement.source} (${label}: ${says(requirement.required)})`;
      return {
        ...base,
        verdict: agree ? "agree" : "disagree",
        documented: requirement,
        message: `${spec.name}: ${toolSpec} ${agree ? "agrees" : "disagrees"} with ${documented}`,
      };
    }
  }
}

/** The evidence a deployment carries: each tool's documented requirement, where the document had one. */
export function documentedEvidence(report: CheckReport): Record<string, DocumentedRequirement> {
  return Object.fromEntries(
    report.findings
      .flatMap((f) => (f.documented ? [[f.tool, f.documented] as const] : []))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}
