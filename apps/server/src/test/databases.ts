import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LogEvent } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config.ts';
import { createDatabase, type Db } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';

export type Dialect = 'sqlite' | 'postgres';

/** The engines every database test runs on, for `describe.each(testDatabases())('… on $name', …)`. */
export function testDatabases(): { name: string; dialect: Dialect }[] {
  return [
    { name: 'SQLite', dialect: 'sqlite' },
    { name: 'PostgreSQL', dialect: 'postgres' },
  ];
}

/** The PostgreSQL server tests create their databases on (trust auth, user postgres). */
export const TEST_POSTGRES_URL =
  process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  config: DatabaseConfig;
  db: Db;
  /** Closes the connections and deletes the database (file or PostgreSQL database). */
  drop: () => Promise<void>;
}

/**
 * A fresh, empty database of the given engine, migrated unless told otherwise: a SQLite file in
 * a temporary folder, or a uniquely named PostgreSQL database.
 */
export async function createTestDatabase(
  dialect: Dialect,
  options: { migrate?: boolean; onQuery?: (event: LogEvent) => void } = {},
): Promise<TestDatabase> {
  const { config, dropStorage } = dialect === 'sqlite' ? sqliteFile() : await postgresDatabase();
  const db = createDatabase(config, { onQuery: options.onQuery, poolSize: 4 });
  if (options.migrate !== false) await migrateToLatest(db);
  return {
    config,
    db,
    drop: async () => {
      await db.destroy();
      await dropStorage();
    },
  };
}

function sqliteFile() {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-db-'));
  const config: DatabaseConfig = { dialect: 'sqlite', file: join(dir, 'test.sqlite') };
  return { config, dropStorage: async () => rmSync(dir, { recursive: true, force: true }) };
}

async function postgresDatabase() {
  const name = `vitrine_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  const config: DatabaseConfig = { dialect: 'postgres', url: url.toString() };
  return { config, dropStorage: () => adminQuery(`drop database if exists ${name} with (force)`) };
}

/** One statement on the PostgreSQL test server's admin database (create or drop a database). */
export async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
