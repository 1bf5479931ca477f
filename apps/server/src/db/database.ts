import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  type LogEvent,
  PostgresAdapter,
  PostgresDialect,
  type QueryExecutor,
  SqliteDialect,
  sql,
} from 'kysely';
import pg from 'pg';
import { type DatabaseConfig, describeDatabase } from '../config.ts';
import type { Database } from './schema.ts';
import { reusePreparedStatements } from './sqlite-statements.ts';

export type Db = Kysely<Database>;

export interface DatabaseOptions {
  /** Called after every query (Kysely's log hook): used by tests to count queries. */
  onQuery?: (event: LogEvent) => void;
  /** PostgreSQL pool size. */
  poolSize?: number;
}

/** Opens the database the config names: a SQLite file (WAL, foreign keys on) or a PostgreSQL pool. */
export function createDatabase(config: DatabaseConfig, options: DatabaseOptions = {}): Db {
  const dialect =
    config.dialect === 'postgres' ? postgresDialect(config.url, options) : sqliteDialect(config.file);
  return new Kysely<Database>({ dialect, log: options.onQuery });
}

function sqliteDialect(file: string) {
  return new SqliteDialect({
    database: async () => {
      if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
      const database = reusePreparedStatements(new SQLite(file));
      database.pragma('journal_mode = WAL');
      database.pragma('foreign_keys = ON');
      database.pragma('busy_timeout = 5000');
      database.pragma('synchronous = NORMAL');
      return database;
    },
  });
}

const TIMESTAMPTZ = 1184;
const TIMESTAMP = 1114;
const INT8 = 20;
const NUMERIC = 1700;

function postgresDialect(connectionString: string, options: DatabaseOptions) {
  const parseDate = pg.types.getTypeParser(TIMESTAMPTZ) as (value: string) => Date;
  const parsers: Record<number, (value: string) => unknown> = {
    // Timestamps come back as ISO strings, the same as on SQLite.
    [TIMESTAMPTZ]: (value) => parseDate(value).toISOString(),
    [TIMESTAMP]: (value) => parseDate(`${value}Z`).toISOString(),
    // count(*) and numeric columns (price, surface) come back as numbers.
    [INT8]: (value) => Number.parseInt(value, 10),
    [NUMERIC]: (value) => Number.parseFloat(value),
  };
  const types = {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
      parsers[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
  };
  const pool = new pg.Pool({
    connectionString,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 5000,
    types,
  });
  // An idle connection dropped by the server (restart, failover) must not crash the process:
  // the pool discards it and the next query opens a new one.
  pool.on('error', (error) => {
    console.error(`PostgreSQL connection lost: ${error.message}`);
  });
  return new PostgresDialect({ pool });
}

/** Whether a database handle (typed, a transaction, or a migration's untyped one) is PostgreSQL's. */
export function isPostgres(db: { getExecutor(): QueryExecutor }): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Thrown when the database cannot be opened or answered; its message is one readable line. */
export class DatabaseUnreachableError extends Error {
  override name = 'DatabaseUnreachableError';
}

/** Runs `select 1`; throws a DatabaseUnreachableError naming the database and the cause. */
export async function pingDatabase(db: Db, config: DatabaseConfig): Promise<void> {
  try {
    await sql`select 1`.execute(db);
  } catch (error) {
    throw new DatabaseUnreachableError(
      `Cannot reach the database (${describeDatabase(config)}): ${reasonOf(error)}`,
    );
  }
}

/** The first line of an error's message; connection failures may be an AggregateError with none. */
function reasonOf(error: unknown): string {
  if (error instanceof AggregateError && !error.message) return reasonOf(error.errors[0]);
  if (error instanceof Error)
    return error.message.split('\n')[0] || (error as { code?: string }).code || error.name;
  return String(error);
}
