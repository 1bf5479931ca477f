import { resolve } from 'node:path';
import { loadConfig } from '../config.ts';
import { createBackup } from '../features/backup/backup.ts';
import { storageDriverFromEnv } from '../plugins/storage-driver.ts';
import { wantsStack } from '../start/fatal-error.ts';
import { readFlags } from './cli-input.ts';

const USAGE = 'Usage: npm run backup -w apps/server -- --out <folder>   (the servers may keep running)';

/** `npm run backup`: the database and every stored file into a new dated folder under --out. */
async function main(): Promise<number> {
  let flags: Record<string, string | undefined>;
  try {
    flags = readFlags(process.argv.slice(2), ['out']);
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 1;
  }
  if (!flags.out) {
    console.error(USAGE);
    return 1;
  }
  try {
    const config = loadConfig();
    const started = Date.now();
    const folder = await createBackup(
      { database: config.database, storage: storageDriverFromEnv(process.env, config.storageDir) },
      resolve(flags.out),
    );
    console.log(`Backup written to ${folder} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return 0;
  } catch (error) {
    console.error(`Backup failed: ${(error as Error).message}`);
    if (wantsStack()) console.error(error);
    return 1;
  }
}

process.exitCode = await main();
