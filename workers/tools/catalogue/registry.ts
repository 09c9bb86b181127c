/**
 * The registry this Worker serves, built once at module load from the explicit family lists.
 * If it cannot be built (a duplicate name, an empty registry) the Worker fails to start.
 */
import { createRegistry } from "../registry/registry";
import { TOOL_FAMILY_LISTS } from ".";

export const registry = createRegistry(TOOL_FAMILY_LISTS);

// Logged once per isolate, at start-up: which tools this deployment can ever offer.
console.log(JSON.stringify({ event: "tools_registered", count: registry.names.length, names: registry.names }));
