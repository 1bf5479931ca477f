import { Migrator } from 'kysely';
import type { Db } from './database.ts';
import { migrationProvider } from './migrations/index.ts';

export class MigrationFailedError extends Error {
  override name = 'MigrationFailedError';
}

/** Brings the schema to the latest migration; returns the names of the migrations it ran. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === 'Error')?.migrationName ?? 'unknown';
    const reason = error instanceof Error ? error.message : String(error);
    throw new MigrationFailedError(`Migration ${failed} failed: ${reason}`, { cause: error });
  }
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
