/**
 * Registries built from the real catalog with one fact changed, for tests that need a tool the
 * catalog does not have (an explicit-only tool, a short timeout). The specs and handlers are the
 * real ones; only the named facts differ.
 */

import { registry } from "../../workers/tools/catalogue/registry";
import { createRegistry, type ToolRegistry } from "../../workers/tools/registry/registry";
import type { ToolSpec } from "../../workers/tools/registry/tool-spec";

export function registryWith(change: (spec: ToolSpec) => ToolSpec): ToolRegistry {
  const families: Partial<Record<ToolSpec["family"], ToolSpec[]>> = {};
  for (const spec of registry.tools) {
    const changed = change(spec);
    const list = families[changed.family] ?? [];
    list.push(changed);
    families[changed.family] = list;
  }
  return createRegistry(families);
}

/** Every tool with its timeout shortened, so a hung upstream answers in milliseconds. */
export function withShortTimeouts(timeoutMs: number): ToolRegistry {
  return registryWith((spec) => ({ ...spec, timeoutMs }));
}

/** The named tool made explicit-only (`targetScope: 'explicit_user_selected'`). */
export function withExplicitOnly(name: string): ToolRegistry {
  return registryWith((spec) => (spec.name === name ? { ...spec, targetScope: "explicit_user_selected" } : spec));
}
