/**
 * The real D1 binding, watched: every call goes to the real database unchanged, and each time the code
 * waits on D1 (a statement run alone, or one `batch`) is recorded with the SQL it sent. For tests that
 * pin how many round trips a path makes; nothing here answers in D1's place.
 */

export interface WatchedD1 {
  /** Hand this to the code under test in place of the binding. */
  readonly db: D1Database;
  /** Each wait so far: the SQL of the statement, or of each statement of the batch. */
  readonly waits: (readonly string[])[];
}

export function watchD1(real: D1Database): WatchedD1 {
  const waits: (readonly string[])[] = [];
  /** The real statement behind each watched one: a batch is handed the real ones. */
  const behind = new WeakMap<object, D1PreparedStatement>();
  const sqlOf = new WeakMap<object, string>();
  const watch = (statement: D1PreparedStatement, sql: string): D1PreparedStatement => {
    const waited = <T>(work: () => Promise<T>): Promise<T> => {
      waits.push([sql]);
      return work();
    };
    const watched = {
      bind: (...values: unknown[]) => watch(statement.bind(...values), sql),
      first: (column?: string) => waited(() => (column === undefined ? statement.first() : statement.first(column))),
      run: () => waited(() => statement.run()),
      all: () => waited(() => statement.all()),
      raw: (options?: { columnNames?: boolean }) =>
        waited(() => (options?.columnNames ? statement.raw({ columnNames: true }) : statement.raw())),
    };
    behind.set(watched, statement);
    sqlOf.set(watched, sql);
    return watched as unknown as D1PreparedStatement;
  };
  const db = {
    prepare: (sql: string) => watch(real.prepare(sql), sql),
    batch: (statements: D1PreparedStatement[]) => {
      waits.push(statements.map((statement) => sqlOf.get(statement) ?? "?"));
      return real.batch(statements.map((statement) => behind.get(statement) ?? statement));
    },
    exec: (sql: string) => {
      waits.push([sql]);
      return real.exec(sql);
    },
    withSession: () => {
      throw new Error("the watched binding does not follow D1 sessions");
    },
    dump: () => real.dump(),
  };
  return { db: db as unknown as D1Database, waits };
}
