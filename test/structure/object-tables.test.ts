/**
 * Every table a Durable Object's code reads or writes is created by that object's migrations
 * (`migrate()`), so a table never depends on which store happened to be constructed first, and the
 * storage docs can list one place per object.
 */
import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { migrate as migrateConversation } from "../../durable-objects/conversation/store/schema";
import { migrate as migrateTurnQuota } from "../../durable-objects/turn-quota/schema";

const conversationSources = import.meta.glob("../../durable-objects/conversation/**/*.ts", {
  query: "?raw",
  import: "default",
  eager: true,
}) as Record<string, string>;
const turnQuotaSources = import.meta.glob("../../durable-objects/turn-quota/**/*.ts", {
  query: "?raw",
  import: "default",
  eager: true,
}) as Record<string, string>;

/** The tables an object's SQL names (its statements are written in upper-case SQL). */
function tablesNamed(sources: Record<string, string>): string[] {
  const names = new Set<string>();
  for (const text of Object.values(sources)) {
    for (const m of text.matchAll(
      /\b(?:FROM|INTO|UPDATE|JOIN|TABLE(?:\s+IF\s+NOT\s+EXISTS)?)\s+([a-z_][a-z0-9_]*)\b/g,
    )) {
      if (m[1]) names.add(m[1]);
    }
  }
  return [...names].sort();
}

/** Drops what the object's constructor made, runs `migrate` alone, and lists the tables it left. */
async function tablesAfterMigrate(stub: DurableObjectStub, migrate: (sql: SqlStorage) => void): Promise<string[]> {
  return runInDurableObject(stub, (_instance, state) => {
    const sql = state.storage.sql;
    const userTables = () =>
      sql
        .exec<{ name: string }>(
          "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'",
        )
        .toArray()
        .map((row) => row.name);
    for (const table of userTables()) sql.exec(`DROP TABLE ${table}`);
    migrate(sql);
    return userTables().sort();
  });
}

describe("a Durable Object's tables", () => {
  it.each([
    ["Conversation", conversationSources, env.CONVERSATIONS, migrateConversation, "pending_actions"],
    ["TurnQuota", turnQuotaSources, env.TURN_QUOTAS, migrateTurnQuota, "turn_slots"],
  ] as const)(
    "creates every table the %s object's code names in its migrations",
    async (_name, sources, namespace, migrate, known) => {
      const named = tablesNamed(sources);
      expect(named).toContain(known);
      const stub = namespace.get(namespace.idFromName(`tables-${crypto.randomUUID()}`));
      const created = await tablesAfterMigrate(stub, migrate);
      expect(named.filter((table) => !created.includes(table))).toEqual([]);
    },
  );
});
