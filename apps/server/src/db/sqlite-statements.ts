import type SQLite from 'better-sqlite3';

/** Statements kept prepared; IN lists of every length make new texts, so the oldest go. */
const MAX_STATEMENTS = 500;

/**
 * Makes `database.prepare` give back the statement it prepared before for the same text. Kysely
 * prepares every query it runs, and compiling the SQL was about a tenth of an admin list call on
 * SQLite. A statement still being iterated (a streamed query) is never handed out twice.
 */
export function reusePreparedStatements(database: SQLite.Database): SQLite.Database {
  const prepare = database.prepare.bind(database);
  const statements = new Map<string, SQLite.Statement>();
  database.prepare = ((source: string) => {
    const kept = statements.get(source);
    if (kept && !kept.busy) {
      statements.delete(source);
      statements.set(source, kept);
      return kept;
    }
    const statement = prepare(source);
    statements.set(source, statement);
    if (statements.size > MAX_STATEMENTS) statements.delete(statements.keys().next().value!);
    return statement;
  }) as typeof database.prepare;
  return database;
}
