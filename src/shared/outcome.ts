/**
 * The outcome of one tool call, the same shape for every caller: ok, failed or pending, always with
 * the auth readiness diagnostic. Every field has passed the sanitizer before it leaves the service.
 */
import * as v from "valibot";
import { DataClassSchema } from "./data-class";
import { FAILURE_CODES } from "./failure-codes";
import type { JsonValue } from "./json";
import { AuthReadinessSchema } from "./readiness";

/**
 * A passage of the policy wording: its document (the citation's key), the product the wording is for
 * and the document's title (what a citation shows), the section, the text and its search score.
 * `held` says whether the signed-in member asking holds the product (from their session, never from
 * a model); it is absent when the caller is not known (signed out, staff).
 */
export const EvidenceSchema = v.object({
  document: v.string(),
  product: v.string(),
  title: v.string(),
  section: v.string(),
  text: v.string(),
  score: v.number(),
  held: v.optional(v.boolean()),
});
export type Evidence = v.InferOutput<typeof EvidenceSchema>;

export const OkOutcomeSchema = v.object({
  status: v.literal("ok"),
  // Sanitized JSON; the schema does not re-walk it (the sanitizer produced it).
  result: v.custom<JsonValue>(() => true),
  evidence: v.optional(v.array(EvidenceSchema)),
  /**
   * The class of the result, as its tool declares it. Whoever reads an ok outcome without one treats
   * it as the most sensitive class: a missing label never makes data public.
   */
  dataClass: v.optional(DataClassSchema),
  readiness: AuthReadinessSchema,
});

export const FailedOutcomeSchema = v.object({
  status: v.literal("failed"),
  code: v.picklist(FAILURE_CODES),
  message: v.string(),
  retryable: v.boolean(),
  readiness: AuthReadinessSchema,
  /** The upstream's HTTP status, present only when the upstream was called (never its body). */
  httpStatus: v.optional(v.pipe(v.number(), v.integer())),
});

export const PendingOutcomeSchema = v.object({
  status: v.literal("pending"),
  pendingActionId: v.string(),
  summary: v.string(),
  expiresAt: v.string(),
  readiness: AuthReadinessSchema,
});

export const ToolOutcomeSchema = v.variant("status", [OkOutcomeSchema, FailedOutcomeSchema, PendingOutcomeSchema]);
export type ToolOutcome = v.InferOutput<typeof ToolOutcomeSchema>;
export type OkOutcome = v.InferOutput<typeof OkOutcomeSchema>;
export type FailedOutcome = v.InferOutput<typeof FailedOutcomeSchema>;
export type PendingOutcome = v.InferOutput<typeof PendingOutcomeSchema>;
