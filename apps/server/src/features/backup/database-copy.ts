import { execFile } from 'node:child_process';
import { copyFile, mkdir, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import type { DatabaseConfig } from '../../config.ts';
import { createDatabase } from '../../db/database.ts';

const run = promisify(execFile);

/** The database file a backup folder holds, by engine. */
export const DATABASE_FILE = { sqlite: 'database.sqlite', postgres: 'database.pgdump' } as const;

/**
 * A consistent copy of the database while the servers keep running: SQLite's online backup API
 * (pages copied under a read transaction, writers not stopped), or pg_dump's snapshot in its
 * custom format.
 */
export async function dumpDatabase(config: DatabaseConfig, target: string): Promise<void> {
  if (config.dialect === 'sqlite') {
    const source = new SQLite(config.file, { readonly: true, fileMustExist: true });
    try {
      await source.backup(target);
    } finally {
      source.close();
    }
    return;
  }
  await run('pg_dump', ['--format=custom', '--no-owner', '--no-acl', `--file=${target}`, config.url]);
}

export class RestoreRefusedError extends Error {}

/** The names of the tables the target database already has (none on an empty machine). */
export async function existingTables(config: DatabaseConfig): Promise<string[]> {
  const db = createDatabase(config);
  try {
    const rows =
      config.dialect === 'sqlite'
        ? await sql<{
            name: string;
          }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db)
        : await sql<{
            name: string;
          }>`select table_name as name from information_schema.tables where table_schema = 'public'`.execute(
            db,
          );
    return rows.rows.map((row) => row.name);
  } finally {
    await db.destroy();
  }
}

/**
 * Puts a dumped database in the place of the configured one, all or nothing: the SQLite file is
 * copied beside it and renamed over it; pg_restore runs in one transaction. The servers must be
 * stopped (a SQLite file replaced under a running process would not be seen by it).
 */
export async function restoreDatabase(config: DatabaseConfig, dump: string, replace: boolean): Promise<void> {
  if (config.dialect === 'sqlite') {
    await mkdir(dirname(config.file), { recursive: true });
    const incoming = `${config.file}.restoring`;
    await copyFile(dump, incoming);
    // A WAL left by the previous database would be replayed onto the restored one.
    await rm(`${config.file}-wal`, { force: true });
    await rm(`${config.file}-shm`, { force: true });
    await rename(incoming, config.file);
    return;
  }
  const args = [
    '--no-owner',
    '--no-acl',
    '--single-transaction',
    '--exit-on-error',
    `--dbname=${config.url}`,
  ];
  if (replace) args.push('--clean', '--if-exists');
  await run('pg_restore', [...args, dump]);
}
