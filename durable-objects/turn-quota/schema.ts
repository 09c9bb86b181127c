/** The turn-quota object's SQLite tables, created once per object before any request is served. */
const TABLES = [
  // The turns running now, each until its deadline (a lease, so a lost turn frees its slot).
  `CREATE TABLE IF NOT EXISTS turn_slots (turn_id TEXT PRIMARY KEY, lease_until INTEGER NOT NULL)`,
  // The turns started in the last minute (older rows are deleted on the next request).
  `CREATE TABLE IF NOT EXISTS turn_starts (turn_id TEXT PRIMARY KEY, at INTEGER NOT NULL)`,
];

export function migrate(sql: SqlStorage): void {
  for (const statement of TABLES) sql.exec(statement);
}
