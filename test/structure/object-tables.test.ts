/**
 * Every table a Durable Object's code reads or writes is created by that object's migrations
 * (`migrate()`), so a table never depends on which store happened to be constructed first, and the
 * storage docs can list one place per object.
 */
import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { type Conversation, WITH_PORTS } from "../../durable-objects/conversation";
import { migrate as migrateConversation, SCHEMA_VERSIONS } from "../../durable-objects/conversation/store/schema";
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

describe("the Conversation object's schema parts", () => {
  const freshObject = () => env.CONVERSATIONS.get(env.CONVERSATIONS.idFromName(`schema-${crypto.randomUUID()}`));
  const tables = (sql: SqlStorage) =>
    sql
      .exec<{ name: string }>(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\'",
      )
      .toArray()
      .map((row) => row.name)
      .filter((name) => !name.startsWith("sqlite_"))
      .sort();
  const versions = (sql: SqlStorage) =>
    Object.fromEntries(
      sql
        .exec<{ key: string; value: string }>("SELECT key, value FROM meta WHERE key LIKE 'schema:%'")
        .toArray()
        .map((row) => [row.key, Number(row.value)]),
    );

  it("makes only the entry tables for an object that has not run a turn, and the turn tables with its engine", async () => {
    const [before, after] = await runInDurableObject(freshObject(), (instance: Conversation, state) => {
      const entry = { tables: tables(state.storage.sql), versions: versions(state.storage.sql) };
      instance[WITH_PORTS]({});
      return [entry, { tables: tables(state.storage.sql), versions: versions(state.storage.sql) }];
    });
    expect(before).toEqual({
      tables: ["meta", "participants", "pending_actions"],
      versions: { "schema:entry": SCHEMA_VERSIONS.entry },
    });
    expect(after.tables).toEqual(await tablesAfterMigrate(freshObject(), migrateConversation));
    expect(after.versions).toEqual({ "schema:entry": SCHEMA_VERSIONS.entry, "schema:turns": SCHEMA_VERSIONS.turns });
  });

  it("runs no statement of a part's migrations but the version read once the part is at its version", async () => {
    const left = await runInDurableObject(freshObject(), (_instance, state) => {
      const sql = state.storage.sql;
      migrateConversation(sql);
      // Were the migrations to run again, CREATE TABLE IF NOT EXISTS would bring these tables back.
      sql.exec("DROP TABLE participants");
      sql.exec("DROP TABLE invites");
      migrateConversation(sql);
      return tables(sql);
    });
    expect(left).not.toContain("participants");
    expect(left).not.toContain("invites");
  });

  it("brings an object made before versions were recorded up to date once, then records each part's version", async () => {
    const upgraded = await runInDurableObject(freshObject(), (_instance, state) => {
      const sql = state.storage.sql;
      migrateConversation(sql);
      sql.exec("DELETE FROM meta WHERE key LIKE 'schema:%'");
      sql.exec("DROP TABLE invites");
      sql.exec("CREATE TABLE turn_slots (turn_id TEXT PRIMARY KEY, lease_until INTEGER NOT NULL)");
      migrateConversation(sql);
      return { tables: tables(sql), versions: versions(sql) };
    });
    expect(upgraded.tables).toContain("invites");
    expect(upgraded.tables).not.toContain("turn_slots");
    expect(upgraded.versions).toEqual({ "schema:entry": SCHEMA_VERSIONS.entry, "schema:turns": SCHEMA_VERSIONS.turns });
  });

  it("gives a new object's turn tables, made in one batch, the columns an older object's upgrade adds", async () => {
    const columns = (sql: SqlStorage) =>
      Object.fromEntries(
        tables(sql).map((table) => [
          table,
          sql
            .exec<{ name: string; type: string }>(`PRAGMA table_info(${table})`)
            .toArray()
            .map((c) => `${c.name} ${c.type}`)
            // An added column comes last in an upgraded table; code names every column it reads.
            .sort(),
        ]),
      );
    const fresh = await runInDurableObject(freshObject(), (_instance, state) => {
      migrateConversation(state.storage.sql);
      return columns(state.storage.sql);
    });
    const upgraded = await runInDurableObject(freshObject(), (_instance, state) => {
      const sql = state.storage.sql;
      migrateConversation(sql);
      // An object from before the turn's grant and the call kinds were kept.
      sql.exec("DELETE FROM meta WHERE key = 'schema:turns'");
      sql.exec("ALTER TABLE turns DROP COLUMN partner");
      sql.exec("DROP INDEX turn_calls_turn");
      sql.exec("ALTER TABLE turn_calls DROP COLUMN of_call");
      migrateConversation(sql);
      return columns(sql);
    });
    expect(upgraded).toEqual(fresh);
    expect(fresh.turns).toContain("partner TEXT");
  });
});
