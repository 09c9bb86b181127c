/**
 * Every table a Durable Object's code reads or writes is created by that object's migrations
 * (`migrate()`), so a table never depends on which store happened to be constructed first, and the
 * storage docs can list one place per object.
 */
import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { migrate as migrateConversation, SCHEMA_VERSION } from "../../durable-objects/conversation/store/schema";
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

/** The tables an object's SQL names (its statements are written in upper-case SQL), SQLite's own aside. */
function tablesNamed(sources: Record<string, string>): string[] {
  const names = new Set<string>();
  for (const text of Object.values(sources)) {
    for (const m of text.matchAll(
      /\b(?:FROM|INTO|UPDATE|JOIN|TABLE(?:\s+IF\s+NOT\s+EXISTS)?)\s+([a-z_][a-z0-9_]*)\b/g,
    )) {
      if (m[1]) names.add(m[1]);
    }
  }
  return [...names].filter((name) => !name.startsWith("sqlite_")).sort();
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

describe("the Conversation object's schema version", () => {
  const freshObject = () => env.CONVERSATIONS.get(env.CONVERSATIONS.idFromName(`schema-${crypto.randomUUID()}`));
  const version = (sql: SqlStorage) =>
    sql.exec<{ value: string }>("SELECT value FROM meta WHERE key = 'schema_version'").toArray()[0]?.value;

  it("is recorded with the tables, so an object at it runs no statement of its migrations on wake", async () => {
    const left = await runInDurableObject(freshObject(), (_instance, state) => {
      const sql = state.storage.sql;
      const recorded = version(sql);
      // Were the migrations to run again, CREATE TABLE IF NOT EXISTS would bring this table back.
      sql.exec("DROP TABLE invites");
      migrateConversation(sql);
      return { recorded, invites: sql.exec("SELECT name FROM sqlite_master WHERE name = 'invites'").toArray() };
    });
    expect(left).toEqual({ recorded: String(SCHEMA_VERSION), invites: [] });
  });

  it("brings an object made before versions were recorded up to date once, then records the version", async () => {
    const upgraded = await runInDurableObject(freshObject(), (_instance, state) => {
      const sql = state.storage.sql;
      sql.exec("DELETE FROM meta WHERE key = 'schema_version'");
      sql.exec("DROP TABLE invites");
      sql.exec("CREATE TABLE turn_slots (turn_id TEXT PRIMARY KEY, lease_until INTEGER NOT NULL)");
      migrateConversation(sql);
      const tables = sql
        .exec<{ name: string }>("SELECT name FROM sqlite_master WHERE name IN ('invites', 'turn_slots')")
        .toArray()
        .map((row) => row.name);
      return { tables, recorded: version(sql) };
    });
    expect(upgraded).toEqual({ tables: ["invites"], recorded: String(SCHEMA_VERSION) });
  });
});
