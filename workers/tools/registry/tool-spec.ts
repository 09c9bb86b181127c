/**
 * A ToolSpec is the callable plus the facts that decide whether it may run. A handler only maps
 * arguments to an upstream call and the upstream's shape to ours: it never authorizes, sanitizes
 * or formats. The executor is the only caller of a handler.
 */
import type * as v from "valibot";
import type { Role } from "../../../src/shared/auth-context";
import type { DataClass } from "../../../src/shared/data-class";
import type { FailureCode } from "../../../src/shared/failure-codes";
import type { Evidence } from "../../../src/shared/outcome";
import type { KnowledgeIndex } from "../knowledge/knowledge-index";
import type { PlanCoverClient } from "../upstream/plancover-client";

export const TOOL_FAMILIES = ["policies", "claims", "documents", "hospitals", "knowledge", "callbacks"] as const;
export type ToolFamily = (typeof TOOL_FAMILIES)[number];

/** What a handler may touch: ports built by the executor for this one call. */
export interface ToolIO {
  /** The PlanCover API, carrying the caller's token when the tool requires a credential. */
  readonly plancover: PlanCoverClient;
  /** The policy corpus, already scoped to the caller's company. */
  readonly knowledge: KnowledgeIndex;
}

/** Failures a handler may report; authorization failures are the chain's, never a handler's. */
export type HandlerFailureCode = Extract<
  FailureCode,
  "not_found" | "upstream_error" | "upstream_unavailable" | "auth_failed" | "timeout" | "invalid_arguments"
>;

export type HandlerResult =
  | {
      readonly ok: true;
      readonly data: unknown;
      readonly evidence?: readonly Evidence[];
      /**
       * This result's class when it is more sensitive than the tool's own (a wording search scoped to
       * the member's products says which products they hold). It can only raise the class, never lower it.
       */
      readonly dataClass?: DataClass;
    }
  | { readonly ok: false; readonly code: HandlerFailureCode; readonly httpStatus?: number };

/** The core of every argument schema: a strict object, so an unknown key is invalid_arguments. */
export type ToolArgsObject = v.StrictObjectSchema<v.ObjectEntries, v.ErrorMessage<v.StrictObjectIssue> | undefined>;

/**
 * A strict object, alone or piped through checks on the whole (at least one of two keys, say): a
 * pipe keeps the object's `type` and `entries`, so this is still a strict object at its core.
 */
export type ToolArgsSchema = v.GenericSchema<Record<string, unknown>> & Pick<ToolArgsObject, "type" | "entries">;

export interface ToolSpec<TArgs extends ToolArgsSchema = ToolArgsSchema> {
  readonly name: string;
  /** What the model reads to decide whether to call it: what it answers and when to use it. */
  readonly description: string;
  readonly family: ToolFamily;
  /** A strict object: an unknown key (an access_token, say) is invalid_arguments. */
  readonly args: TArgs;
  readonly risk: "read" | "write";
  /** How sensitive its result is: decides which models may see it and who in a group sees the answer. */
  readonly dataClass: DataClass;
  readonly roles: readonly Role[];
  /** Safe to call again with the same arguments; decides whether a timeout is retryable. */
  readonly idempotent: boolean;
  readonly requiresCredential: boolean;
  /** `owns_portal`: the `portal_ref` argument must be one of the caller's portals. */
  readonly ownership: "owns_portal" | "none";
  /** A tool may raise its own bar (confirm even a read), never lower it: a write always confirms. */
  readonly confirmationOverride: boolean;
  readonly targetScope: "any" | "explicit_user_selected";
  readonly providesEvidence: boolean;
  readonly timeoutMs: number;
  /**
   * A record's optional fields, in the order the result cap drops them (each whole) when one record
   * alone is over TOOL_MAX_RESULT_CHARS once every list has given up its records. Nothing is cut mid-value.
   */
  readonly capDropOrder?: readonly string[];
  /** For confirmable tools: the plain sentence a person approves ("Call you back about ..."). */
  summarize?(args: v.InferOutput<TArgs>): string;
  // Method syntax on purpose: parameters are then checked bivariantly, so a registry can hold
  // specs of different argument types without erasing them to `any`.
  handler(args: v.InferOutput<TArgs>, io: ToolIO): Promise<HandlerResult>;
}

/** Declares a tool with its argument type inferred from its schema. */
export function defineTool<TArgs extends ToolArgsSchema>(spec: ToolSpec<TArgs>): ToolSpec<TArgs> {
  return spec;
}

/** A confirmable tool: every write, and any tool that raised its own bar. */
export function needsConfirmation(spec: Pick<ToolSpec, "risk" | "confirmationOverride">): boolean {
  return spec.risk === "write" || spec.confirmationOverride;
}
