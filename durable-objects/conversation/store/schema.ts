/**
 * The conversation's SQLite tables, in two parts each with its own version in `meta`: the entry
 * part (every object, before any request is served) and the turns part (created when the object
 * first builds its turn engine, so an object that only ever lets a direct run in creates three
 * tables, not ten). What is never stored here: a session token, an OTP, a mobile number in clear.
 * Messages are kept redacted; interrupts hold ids and kinds only, never the question.
 */

export const SCHEMA_PARTS = ["entry", "turns"] as const;
export type SchemaPart = (typeof SCHEMA_PARTS)[number];

/**
 * The version of each part this code reads and writes, recorded in `meta` (`schema:<part>`). Raise a
 * part's with every change to it (a table, a retired table, an added column): an object at it does
 * nothing but read that row, and one below it runs the part's idempotent upgrade once.
 */
export const SCHEMA_VERSIONS: Readonly<Record<SchemaPart, number>> = { entry: 3, turns: 2 };

/** What every request may touch: the conversation's id, who belongs to it, its pending actions. */
const ENTRY_TABLES = [
  `CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)`,
  // A participant is a person (person_id) or, for a guest or staff, a session; a partner acting for
  // a member is its grant's session and client (partner_client_id).
  `CREATE TABLE IF NOT EXISTS participants (
    id TEXT PRIMARY KEY,
    session_id TEXT NOT NULL,
    person_id TEXT,
    role TEXT NOT NULL,
    joined_at TEXT NOT NULL,
    partner_client_id TEXT,
    first_name TEXT
  )`,
  // The tools Worker's pending actions for this conversation (pending-actions.ts): the record and
  // its state, moved only by the store's atomic transitions.
  `CREATE TABLE IF NOT EXISTS pending_actions (
    id TEXT PRIMARY KEY,
    record TEXT NOT NULL,
    state TEXT NOT NULL,
    outcome TEXT,
    updated_at TEXT NOT NULL
  )`,
];

/** What only turns touch (the chat side): created when the object first builds its turn engine. */
const TURN_TABLES = [
  `CREATE TABLE IF NOT EXISTS invites (
    code_hash TEXT PRIMARY KEY,
    created_by TEXT NOT NULL,
    expires_at INTEGER NOT NULL,
    used_at TEXT
  )`,
  `CREATE TABLE IF NOT EXISTS messages (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    turn_id TEXT NOT NULL,
    role TEXT NOT NULL,
    text TEXT NOT NULL,
    audience_session TEXT,
    audience_person TEXT,
    audience_except INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS turns (
    id TEXT PRIMARY KEY,
    sender_participant TEXT NOT NULL,
    sender_session TEXT NOT NULL,
    sender_person TEXT,
    channel TEXT NOT NULL,
    status TEXT NOT NULL,
    node TEXT NOT NULL,
    round INTEGER NOT NULL DEFAULT 0,
    plan TEXT,
    payload TEXT NOT NULL,
    message_id INTEGER NOT NULL,
    deadline_at INTEGER NOT NULL,
    end_code TEXT,
    data_class TEXT,
    partner TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  )`,
  `CREATE TABLE IF NOT EXISTS interrupts (
    id TEXT PRIMARY KEY,
    turn_id TEXT NOT NULL,
    kind TEXT NOT NULL,
    pending_action_id TEXT,
    tool_call_id TEXT,
    attempts INTEGER NOT NULL DEFAULT 1,
    created_at TEXT NOT NULL,
    resolved_at TEXT
  )`,
  `CREATE TABLE IF NOT EXISTS turn_calls (
    tool_call_id TEXT PRIMARY KEY,
    turn_id TEXT NOT NULL,
    node TEXT NOT NULL,
    round INTEGER NOT NULL,
    idx INTEGER NOT NULL,
    tool_name TEXT NOT NULL,
    args TEXT,
    state TEXT NOT NULL,
    outcome TEXT,
    duration_ms INTEGER,
    kind TEXT NOT NULL DEFAULT 'call',
    of_call TEXT,
    created_at TEXT NOT NULL
  )`,
  `CREATE INDEX IF NOT EXISTS turn_calls_turn ON turn_calls (turn_id, node, round, idx)`,
  `CREATE TABLE IF NOT EXISTS events (
    seq INTEGER PRIMARY KEY,
    key TEXT NOT NULL UNIQUE,
    turn_id TEXT NOT NULL,
    type TEXT NOT NULL,
    audience_session TEXT,
    audience_person TEXT,
    audience_except INTEGER NOT NULL DEFAULT 0,
    body TEXT NOT NULL
  )`,
];

/** Tables an object made before a change may still hold: the turn quota now has its own class (TurnQuota). */
const RETIRED_TABLES: readonly string[] = ["turn_slots", "turn_starts"];

/**
 * Columns added after a table was first created: an object made before them gets them here, and
 * `backfill` fills them from what its rows held before (once, right after the column is added).
 */
type AddedColumn = { table: string; column: string; type: string; backfill?: readonly string[] };

/**
 * The entry part's added columns: a participant that is a partner's grant names its client; a member
 * is named to the group by the first name they signed in with.
 */
const ADDED_ENTRY_COLUMNS: readonly AddedColumn[] = [
  { table: "participants", column: "partner_client_id", type: "TEXT" },
  { table: "participants", column: "first_name", type: "TEXT" },
];

const ADDED_COLUMNS: readonly AddedColumn[] = [
  { table: "turns", column: "data_class", type: "TEXT" },
  // The partner grant (client and scopes, JSON) a turn was sent with; its calls run within it.
  { table: "turns", column: "partner", type: "TEXT" },
  // 1: every participant but the audience sees the row (a group's view of another's turn ending);
  // messages share the audience columns, so the one visibility condition reads both tables.
  { table: "events", column: "audience_except", type: "INTEGER NOT NULL DEFAULT 0" },
  { table: "messages", column: "audience_except", type: "INTEGER NOT NULL DEFAULT 0" },
  // A retry's and a decision's id used to say what they were (`<id>:retry`, `<id>:decided`).
  {
    table: "turn_calls",
    column: "kind",
    type: "TEXT NOT NULL DEFAULT 'call'",
    backfill: [
      "UPDATE turn_calls SET kind = 'retry' WHERE tool_call_id LIKE '%:retry'",
      "UPDATE turn_calls SET kind = 'decision' WHERE tool_call_id LIKE '%:decided'",
    ],
  },
  {
    table: "turn_calls",
    column: "of_call",
    type: "TEXT",
    backfill: [
      "UPDATE turn_calls SET of_call = substr(tool_call_id, 1, length(tool_call_id) - 6) WHERE kind = 'retry'",
      "UPDATE turn_calls SET of_call = substr(tool_call_id, 1, length(tool_call_id) - 8) WHERE kind = 'decision'",
    ],
  },
];

interface Part {
  readonly tables: readonly string[];
  readonly retired: readonly string[];
  readonly added: readonly AddedColumn[];
}

const PARTS: Readonly<Record<SchemaPart, Part>> = {
  entry: { tables: ENTRY_TABLES, retired: RETIRED_TABLES, added: ADDED_ENTRY_COLUMNS },
  turns: { tables: TURN_TABLES, retired: [], added: ADDED_COLUMNS },
};

/** Every part: what an object holds once it has run a turn (and what the structure test checks). */
export function migrate(sql: SqlStorage): void {
  for (const part of SCHEMA_PARTS) migratePart(sql, part);
}

/** What `migratePart` found: no table of the part (made now), the part as it is, or an earlier one (upgraded). */
export type Migrated = "created" | "current" | "upgraded";

/** One part brought to its current version: created in one batch, read and left, or upgraded once. */
export function migratePart(sql: SqlStorage, part: SchemaPart): Migrated {
  // A new object (the common case: a direct run without a conversation makes one) has no meta yet.
  if (part === "entry" && !hasTable(sql, "meta")) {
    createPart(sql, part);
    return "created";
  }
  if (storedVersion(sql, part) === SCHEMA_VERSIONS[part]) return "current";
  // A part none of whose tables exist yet (a new conversation's first turn) is created as it is now,
  // in one batch: its tables already have every added column, so there is nothing to inspect.
  if (!holdsAnyTable(sql, PARTS[part])) {
    createPart(sql, part);
    return "created";
  }
  upgrade(sql, PARTS[part]);
  sql.exec(recordVersion(part));
  return "upgraded";
}

/**
 * A part made as it is now, in one batch, without looking first: only for storage known to hold none
 * of it (an object whose entry part this instance just created holds no turn table).
 */
export function createPart(sql: SqlStorage, part: SchemaPart): void {
  sql.exec([...PARTS[part].tables, recordVersion(part)].join(";\n"));
}

function recordVersion(part: SchemaPart): string {
  return `INSERT INTO meta (key, value) VALUES ('schema:${part}', '${SCHEMA_VERSIONS[part]}')
    ON CONFLICT (key) DO UPDATE SET value = excluded.value`;
}

function hasTable(sql: SqlStorage, name: string): boolean {
  return sql.exec("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?", name).toArray().length > 0;
}

/** Whether any table the part creates (or once created and retired) is in the object's storage. */
function holdsAnyTable(sql: SqlStorage, part: Part): boolean {
  const names = [...part.tables.flatMap((statement) => tableOf(statement) ?? []), ...part.retired];
  const marks = names.map(() => "?").join(", ");
  const query = `SELECT 1 FROM sqlite_master WHERE type = 'table' AND name IN (${marks}) LIMIT 1`;
  return sql.exec(query, ...names).toArray().length > 0;
}

/** The table a `CREATE TABLE` statement makes; null for any other statement (an index). */
function tableOf(statement: string): string | null {
  return statement.match(/^CREATE TABLE IF NOT EXISTS ([a-z_]+)/)?.[1] ?? null;
}

/** The version of the part an object recorded; null for one made before it (or before versions). */
function storedVersion(sql: SqlStorage, part: SchemaPart): number | null {
  const row = sql.exec<{ value: string }>("SELECT value FROM meta WHERE key = ?", `schema:${part}`).toArray()[0];
  return row === undefined ? null : Number(row.value);
}

/** Brings a part of any earlier shape (or none) to the current one; every step is safe to repeat. */
function upgrade(sql: SqlStorage, part: Part): void {
  sql.exec(part.tables.join(";\n"));
  for (const table of part.retired) sql.exec(`DROP TABLE IF EXISTS ${table}`);
  for (const { table, column, type, backfill = [] } of part.added) {
    const present = sql.exec<{ name: string }>(`PRAGMA table_info(${table})`).toArray();
    if (present.some((c) => c.name === column)) continue;
    sql.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${type}`);
    for (const statement of backfill) sql.exec(statement);
  }
}
