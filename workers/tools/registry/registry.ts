/**
 * The one catalog of tools. Families are registered explicitly; a duplicate name, an empty family
 * list or a tool filed under the wrong family stops the Worker from starting (a thrown
 * RegistryError at module load), because a registry that cannot be trusted must not serve.
 */
import { TOOL_FAMILIES, type ToolFamily, type ToolSpec } from "./tool-spec";

export class RegistryError extends Error {
  override readonly name = "RegistryError";
}

export interface ToolRegistry {
  get(name: string): ToolSpec | undefined;
  readonly tools: readonly ToolSpec[];
  readonly names: readonly string[];
}

export type FamilyLists = Partial<Record<ToolFamily, readonly ToolSpec[]>>;

export function createRegistry(families: FamilyLists): ToolRegistry {
  const byName = new Map<string, ToolSpec>();
  for (const family of TOOL_FAMILIES) {
    for (const spec of families[family] ?? []) {
      if (spec.family !== family) {
        throw new RegistryError(`tool ${spec.name} declares family ${spec.family} but is listed under ${family}`);
      }
      if (byName.has(spec.name)) throw new RegistryError(`duplicate tool name: ${spec.name}`);
      byName.set(spec.name, spec);
    }
  }
  if (byName.size === 0) throw new RegistryError("the registry is empty: no tool family registered a tool");
  const tools = [...byName.values()];
  return {
    get: (name) => byName.get(name),
    tools,
    names: tools.map((spec) => spec.name),
  };
}
