/**
 * The chat Worker is the public edge, so it binds no D1: the credentials and sessions tables are
 * reachable only through the tools Worker's RPC. Its config declares the TurnQuota class it hosts,
 * with a migration of its own, in every environment.
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

  it("binds the TurnQuota class locally and in production, created by its own migration tag", () => {
    const config = code(chatConfig);
    expect(config).toMatch(/\[\[durable_objects\.bindings\]\]\nname = "TURN_QUOTAS"\nclass_name = "TurnQuota"/);
    expect(config).toMatch(
      /\[\[env\.production\.durable_objects\.bindings\]\]\nname = "TURN_QUOTAS"\nclass_name = "TurnQuota"/,
    );
    const tags = [...config.matchAll(/\[\[migrations\]\]\ntag = "([^"]+)"\nnew_sqlite_classes = \["([^"]+)"\]/g)];
    expect(tags.map((m) => [m[1], m[2]])).toEqual([
      ["v1", "Conversation"],
      ["v2", "TurnQuota"],
    ]);
  });
});
