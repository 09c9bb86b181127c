import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { TOOL_FAMILY_LISTS } from "../../../workers/tools/catalogue";
import { registry } from "../../../workers/tools/catalogue/registry";
import { createRegistry, RegistryError } from "../../../workers/tools/registry/registry";
import { argumentSchema, toolDefinitionsJson } from "../../../workers/tools/registry/tool-definitions";
import { defineTool, type ToolArgsSchema } from "../../../workers/tools/registry/tool-spec";

const fixtureTool = (name: string, args: ToolArgsSchema = v.strictObject({})) =>
  defineTool({
    name,
    description: "A tool for registry tests.",
    family: "callbacks",
    args,
    risk: "read",
    dataClass: "public",
    roles: ["member"],
    idempotent: true,
    requiresCredential: false,
    ownership: "none",
    confirmationOverride: false,
    targetScope: "any",
    providesEvidence: false,
    timeoutMs: 1000,
    handler: async () => ({ ok: true, data: {} }),
  });

describe("the registry", () => {
  it("refuses to start with a duplicate tool name", () => {
    expect(() => createRegistry({ callbacks: [fixtureTool("same"), fixtureTool("same")] })).toThrow(RegistryError);
  });

  it("refuses to start with no tool at all", () => {
    expect(() => createRegistry({})).toThrow(RegistryError);
    expect(() => createRegistry({ policies: [], claims: [] })).toThrow(/empty/);
  });

  it("refuses a tool filed under another family than it declares", () => {
    expect(() => createRegistry({ policies: [fixtureTool("misfiled")] })).toThrow(/family/);
  });

  it("registers only the families it is given", () => {
    const only = createRegistry({ callbacks: TOOL_FAMILY_LISTS.callbacks });
    expect(only.names).toEqual(TOOL_FAMILY_LISTS.callbacks.map((spec) => spec.name));
  });

  it("holds every tool of every family exactly once", () => {
    const listed = Object.values(TOOL_FAMILY_LISTS).flatMap((family) => family.map((spec) => spec.name));
    expect(registry.names).toEqual(listed);
    expect(new Set(registry.names).size).toBe(listed.length);
  });
});

describe("the tool list a model sees", () => {
  it("is the same bytes whatever order a schema's keys were declared in", () => {
    const ab = fixtureTool("t", v.strictObject({ alpha: v.string(), beta: v.optional(v.number()) }));
    const ba = fixtureTool("t", v.strictObject({ beta: v.optional(v.number()), alpha: v.string() }));
    expect(toolDefinitionsJson([ab])).toBe(toolDefinitionsJson([ba]));
  });

  it("is the same bytes whatever order two required fields were declared in", () => {
    const ab = fixtureTool("t", v.strictObject({ alpha: v.string(), beta: v.number() }));
    const ba = fixtureTool("t", v.strictObject({ beta: v.number(), alpha: v.string() }));
    expect(toolDefinitionsJson([ab])).toBe(toolDefinitionsJson([ba]));
    expect(toolDefinitionsJson([ba])).toContain('"required":["alpha","beta"]');
  });

  it("is the same bytes on every run (compared with the committed file)", async () => {
    const pretty = `${JSON.stringify(JSON.parse(toolDefinitionsJson(registry.tools)), null, 2)}\n`;
    await expect(pretty).toMatchFileSnapshot("./__snapshots__/tool-definitions.json");
  });

  it("never shows the runtime context or a credential to the model", () => {
    const json = toolDefinitionsJson(registry.tools);
    expect(json).not.toMatch(/access_token|credential|session|authorization|auth_context/i);
  });

  it("describes every argument the model can give", () => {
    for (const spec of registry.tools) {
      const schema = argumentSchema(spec) as { properties?: Record<string, { description?: string }> };
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        expect(property.description, `${spec.name}.${name}`).toBeTruthy();
      }
    }
  });
});
