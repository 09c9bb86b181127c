/**
 * The upstream's documented auth requirements this deployment was checked against: written by
 * `npm run check:openapi -- <document> --write` into documented.json (a test keeps it equal to what the
 * stand-in's own document says). Readiness reads it to name where a requirement comes from.
 */
import * as v from "valibot";
import evidence from "./documented.json";
import { type DocumentedRequirement, DocumentedRequirementSchema } from "./requirements";

export const DocumentedEvidenceSchema = v.object({
  /** The document's `info.title` and `info.version`, for whoever reads the file. */
  document: v.string(),
  tools: v.record(v.string(), DocumentedRequirementSchema),
});

const DOCUMENTED = v.parse(DocumentedEvidenceSchema, evidence);

/** What the upstream's document says about the operation a tool calls, or null where it is silent. */
export function documentedRequirement(toolName: string): DocumentedRequirement | null {
  return Object.hasOwn(DOCUMENTED.tools, toolName) ? (DOCUMENTED.tools[toolName] ?? null) : null;
}
