import { resolve } from 'node:path';
import { loadConfig } from '../config.ts';
import { RestoreRefusedError, restoreBackup } from '../features/backup/backup.ts';
import { storageDriverFromEnv } from '../plugins/storage-driver.ts';
import { describeStartError, wantsStack } from '../start/fatal-error.ts';
import { readFlags } from './cli-input.ts';

const USAGE = `Usage: npm run restore -w apps/server -- --from <backup folder> [--replace yes]
Stop every Vitrine process first. Without --replace the configured database must be empty.`;

/** `npm run restore`: brings a backup folder back into the configured database and storage. */
async function main(): Promise<number> {
  let flags: Record<string, string | undefined>;
  try {
    flags = readFlags(process.argv.slice(2), ['from', 'replace']);
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 1;
  }
  if (!flags.from || (flags.replace !== undefined && flags.replace !== 'yes')) {
    console.error(USAGE);
    return 1;
  }
  try {
    const config = loadConfig();
    const manifest = await restoreBackup(
      resolve(flags.from),
      { database: config.database, storage: storageDriverFromEnv(process.env, config.storageDir) },
      { replace: flags.replace === 'yes' },
    );
    console.log(
      `Restored the backup of ${manifest.createdAt}: database (${manifest.dialect}) and ${manifest.files.count} files`,
    );
    return 0;
  } catch (error) {
    console.error(
      error instanceof RestoreRefusedError ? `Restore refused: ${error.message}` : describeStartError(error),
    );
    if (wantsStack()) console.error(error);
    return 1;
  }
}

process.exitCode = await main();
