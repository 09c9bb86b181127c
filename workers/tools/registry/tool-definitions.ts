/**
 * The tool list a model sees: name, description and the JSON Schema generated from each valibot
 * argument schema. Every object's keys are sorted, and so is every `required` list (a set of key
 * names, whatever order the schema declared them in); other lists keep their order. So the bytes
 * are the same on every isolate and every deploy, and a provider's prompt cache keeps hitting.
 */
import { toJsonSchema } from "@valibot/to-json-schema";
import { sortKeysDeep } from "../../../src/shared/canonical-json";
import type { JsonSchema } from "../../../src/shared/tool-service";
import type { ToolSpec } from "./tool-spec";

export interface ToolDefinition {
  name: string;
  description: string;
  inputSchema: JsonSchema;
}

/** A JSON Schema `required` list: key names, a set whose declared order means nothing. */
const isNameSet = (key: string, value: unknown): value is string[] =>
  key === "required" && Array.isArray(value) && value.every((item) => typeof item === "string");

export function argumentSchema(spec: Pick<ToolSpec, "args">): JsonSchema {
  // `ignore`: refinements with no JSON Schema form (a cross-field check) stay in valibot, where the
  // chain's argument validation enforces them; the model still sees every field and description.
  return sortKeysDeep(toJsonSchema(spec.args, { errorMode: "ignore" }), isNameSet) as JsonSchema;
}

export function toolDefinition(spec: ToolSpec): ToolDefinition {
  return { name: spec.name, description: spec.description, inputSchema: argumentSchema(spec) };
}

/** The exact bytes sent to a model: definitions in registry order, keys sorted. */
export function toolDefinitionsJson(specs: readonly ToolSpec[]): string {
  return JSON.stringify(specs.map(toolDefinition));
}
