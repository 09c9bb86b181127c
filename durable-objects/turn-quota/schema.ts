/**
 * The turn-quota object's SQLite tables, created once per object before any request is served: the
 * person's turn slots and their conversation index (conversations.ts).
 */
const TABLES = [
  // The turns running now, each until its deadline (a lease, so a lost turn frees its slot), and the
  // conversation each runs in (null on a slot taken before it was kept). Slots and starts carry the
  // grant session of a partner's turn (added below), null for the person's own.
  `CREATE TABLE IF NOT EXISTS turn_slots (turn_id TEXT PRIMARY KEY, lease_until INTEGER NOT NULL, conversation_id TEXT)`,
  // The turns started in the last minute (older rows are deleted on the next request).
  `CREATE TABLE IF NOT EXISTS turn_starts (turn_id TEXT PRIMARY KEY, at INTEGER NOT NULL)`,
  // The person's conversations to reopen: title (first question they could see, cut), the partner
  // client and the grant's session that started it (null for the person's own session), epoch-ms times.
  `CREATE TABLE IF NOT EXISTS conversations (
    conversation_id TEXT PRIMARY KEY,
    title TEXT,
    client TEXT,
    grant_session TEXT,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  )`,
  `CREATE INDEX IF NOT EXISTS conversations_by_update ON conversations (updated_at DESC, conversation_id DESC)`,
];

export function migrate(sql: SqlStorage): void {
  for (const statement of TABLES) sql.exec(statement);
  // An object made before these columns were kept gains them (an old partner row, with no grant
  // session, is listed to no partner).
  addColumn(sql, "turn_slots", "conversation_id");
  addColumn(sql, "conversations", "grant_session");
  // Slots and starts taken before partners were counted apart are the person's own.
  addColumn(sql, "turn_slots", "grant_session");
  addColumn(sql, "turn_starts", "grant_session");
}

function addColumn(sql: SqlStorage, table: string, column: string): void {
  const columns = sql.exec<{ name: string }>(`PRAGMA table_info(${table})`).toArray();
  if (!columns.some((present) => present.name === column)) sql.exec(`ALTER TABLE ${table} ADD COLUMN ${column} TEXT`);
}
