/**
 * Reads an operation's auth requirement out of an OpenAPI document, as OpenAPI defines it: an
 * operation's own `security` replaces the document's global one; `security: []`, or an alternative
 * that is the empty object `{}`, means no credential is needed; a document with neither is silent.
 * Pure: plain data in, a value out.
 */
import * as v from "valibot";
import { err, ok, type Result } from "../../../../src/shared/result";
import { operationLabel, type UpstreamOperation } from "./operations";

export const DOCUMENTED_SOURCES = [
  /** The operation declares its own `security`. */
  "openapi.security",
  /** The operation declares none; the document's global `security` applies. */
  "openapi.global_security",
] as const;
export type DocumentedSource = (typeof DOCUMENTED_SOURCES)[number];

export const DocumentedRequirementSchema = v.object({
  source: v.picklist(DOCUMENTED_SOURCES),
  required: v.boolean(),
  /** `GET /v1/policies/{portalRef}`: where in the document the requirement was read. */
  operation: v.string(),
  /** The security schemes the requirement names (scheme names only). */
  schemes: v.array(v.string()),
});
export type DocumentedRequirement = v.InferOutput<typeof DocumentedRequirementSchema>;

const SecuritySchema = v.array(v.record(v.string(), v.array(v.string())));
const OperationSchema = v.looseObject({ security: v.optional(SecuritySchema) });
const DocumentSchema = v.looseObject({
  openapi: v.pipe(v.string(), v.startsWith("3.")),
  security: v.optional(SecuritySchema),
  paths: v.record(v.string(), v.looseObject({ get: v.optional(OperationSchema), post: v.optional(OperationSchema) })),
});
export type OpenApiDocument = v.InferOutput<typeof DocumentSchema>;

/** The document as far as the check needs it, or why it is not an OpenAPI 3 document. */
export function parseOpenApiDocument(document: unknown): Result<OpenApiDocument, string> {
  const parsed = v.safeParse(DocumentSchema, document);
  if (parsed.success) return ok(parsed.output);
  const issue = parsed.issues[0];
  const where = issue ? v.getDotPath(issue) : null;
  return err(`not an OpenAPI 3 document${where ? ` (at ${where})` : ""}: ${issue?.message ?? "unreadable"}`);
}

export type OperationRequirement =
  | { readonly kind: "documented"; readonly requirement: DocumentedRequirement }
  | { readonly kind: "silent" }
  | { readonly kind: "missing_operation" };

export function requirementOf(document: OpenApiDocument, operation: UpstreamOperation): OperationRequirement {
  const found = document.paths[operation.path]?.[operation.method];
  if (!found) return { kind: "missing_operation" };
  const own = found.security;
  const security = own ?? document.security;
  if (security === undefined) return { kind: "silent" };
  return {
    kind: "documented",
    requirement: {
      source: own === undefined ? "openapi.global_security" : "openapi.security",
      // Any alternative with no scheme in it (`{}`) makes the credential optional.
      required: security.length > 0 && security.every((alternative) => Object.keys(alternative).length > 0),
      operation: operationLabel(operation),
      schemes: [...new Set(security.flatMap((alternative) => Object.keys(alternative)))].sort(),
    },
  };
}
