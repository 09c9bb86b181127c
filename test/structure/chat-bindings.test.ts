/**
 * The chat Worker is the public edge, so it binds no D1: the credentials and sessions tables are
 * reachable only through the tools Worker's RPC. Its config declares each Durable Object class it
 * hosts (TurnQuota, GrantLock), with a migration of its own, in every environment.
 */
import { describe, expect, it } from "vitest";
import toolsConfig from "../../workers/tools/wrangler.toml?raw";
import chatConfig from "../../wrangler.toml?raw";

/** The config's lines that are not comments (a `#` line may mention anything). */
const code = (toml: string) =>
  toml
    .split("\n")
    .filter((line) => !line.trimStart().startsWith("#"))
    .join("\n");

describe("the chat Worker's bindings", () => {
  it("binds no D1 database, in any environment", () => {
    expect(code(chatConfig)).not.toMatch(/d1_databases/);
    // The tools Worker is where D1 lives, so the check above reads the right kind of file.
    expect(code(toolsConfig)).toMatch(/\[\[d1_databases\]\]/);
  });

  it.each([
    ["TURN_QUOTAS", "TurnQuota"],
    ["GRANT_LOCKS", "GrantLock"],
  ])("binds %s (%s) locally and in production", (binding, className) => {
    const config = code(chatConfig);
    const declared = `name = "${binding}"\nclass_name = "${className}"`;
    expect(config).toContain(`[[durable_objects.bindings]]\n${declared}`);
    expect(config).toContain(`[[env.production.durable_objects.bindings]]\n${declared}`);
  });

  it("creates each hosted class by a migration tag of its own, in order", () => {
    const tags = [
      ...code(chatConfig).matchAll(/\[\[migrations\]\]\ntag = "([^"]+)"\nnew_sqlite_classes = \["([^"]+)"\]/g),
    ];
    expect(tags.map((m) => [m[1], m[2]])).toEqual([
      ["v1", "Conversation"],
      ["v2", "TurnQuota"],
      ["v3", "GrantLock"],
    ]);
  });
});
