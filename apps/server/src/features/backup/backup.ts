import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { DatabaseConfig } from '../../config.ts';
import { createDatabase } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { migrations } from '../../db/migrations/index.ts';
import type { StorageDriver } from '../../plugins/storage-driver.ts';
import {
  BACKUP_FORMAT,
  type BackupManifest,
  FILES_FOLDER,
  MANIFEST_FILE,
  sha256OfFile,
  ZBackupManifest,
} from './backup-manifest.ts';
import {
  DATABASE_FILE,
  dumpDatabase,
  existingTables,
  RestoreRefusedError,
  restoreDatabase,
} from './database-copy.ts';
import { copyFilesIntoStorage, copyStoredFilesTo } from './stored-files-copy.ts';

export { RestoreRefusedError };

export interface BackupPlace {
  database: DatabaseConfig;
  storage: StorageDriver;
}

/** `vitrine-2026-11-25T06-00-00Z`: sorts by date, safe in any file system. */
export function backupName(at: Date): string {
  return `vitrine-${at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-')}`;
}

/**
 * Backs up the database and every stored file into a new folder under `parent`, while the
 * servers run. The folder is written under a temporary name and renamed when complete, and its
 * manifest (checksum, counts, migration) is written last.
 */
export async function createBackup(place: BackupPlace, parent: string, at = new Date()): Promise<string> {
  const folder = join(parent, backupName(at));
  const partial = `${folder}.partial`;
  await rm(partial, { recursive: true, force: true });
  await mkdir(join(partial, FILES_FOLDER), { recursive: true });
  try {
    const databaseFile = DATABASE_FILE[place.database.dialect];
    await dumpDatabase(place.database, join(partial, databaseFile));
    const files = await copyStoredFilesTo(place.storage, join(partial, FILES_FOLDER));
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      createdAt: at.toISOString(),
      dialect: place.database.dialect,
      migration: await lastMigration(place.database),
      database: {
        file: databaseFile,
        bytes: (await stat(join(partial, databaseFile))).size,
        sha256: await sha256OfFile(join(partial, databaseFile)),
      },
      files,
    };
    await writeFile(join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    await rename(partial, folder);
    return folder;
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}

export async function readManifest(folder: string): Promise<BackupManifest> {
  const text = await readFile(join(folder, MANIFEST_FILE), 'utf8').catch(() => null);
  if (text === null)
    throw new RestoreRefusedError(`${folder} holds no ${MANIFEST_FILE}: not a finished backup`);
  const parsed = ZBackupManifest.safeParse(JSON.parse(text));
  if (!parsed.success)
    throw new RestoreRefusedError(`${folder}/${MANIFEST_FILE} is not a Vitrine backup manifest`);
  return parsed.data;
}

/**
 * Brings a backup back: checks it whole before touching anything (manifest, checksum, engine,
 * migration known to this code), refuses a database that already has tables unless `replace`,
 * restores the database, puts the files back, then migrates to this code's latest schema.
 */
export async function restoreBackup(
  folder: string,
  place: BackupPlace,
  options: { replace?: boolean } = {},
): Promise<BackupManifest> {
  const manifest = await readManifest(folder);
  if (manifest.dialect !== place.database.dialect)
    throw new RestoreRefusedError(
      `This backup is of a ${manifest.dialect} database; the configured database is ${place.database.dialect}`,
    );
  if (manifest.migration && !(manifest.migration in migrations))
    throw new RestoreRefusedError(
      `This backup was made by a newer Vitrine (migration ${manifest.migration}); update the code first`,
    );
  const dump = join(folder, manifest.database.file);
  if ((await sha256OfFile(dump).catch(() => null)) !== manifest.database.sha256)
    throw new RestoreRefusedError(`${dump} is missing or damaged (its checksum differs from the manifest's)`);
  const tables = await existingTables(place.database);
  if (tables.length > 0 && !options.replace)
    throw new RestoreRefusedError(
      `The configured database already holds ${tables.length} tables; restore into an empty one, or pass --replace`,
    );

  await restoreDatabase(place.database, dump, tables.length > 0);
  await copyFilesIntoStorage(join(folder, FILES_FOLDER), place.storage);
  const db = createDatabase(place.database);
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
  return manifest;
}

async function lastMigration(config: DatabaseConfig): Promise<string | null> {
  const db = createDatabase(config);
  try {
    const rows = await sql<{
      name: string;
    }>`select name from kysely_migration order by name desc limit 1`.execute(db);
    return rows.rows[0]?.name ?? null;
  } finally {
    await db.destroy();
  }
}
