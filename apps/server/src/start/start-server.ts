import type { AddressInfo } from 'node:net';
import type { App } from '../app.ts';
import type { Config } from '../config.ts';
import { createDatabase, type Db, pingDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { SeededAccount } from '../db/seed/seed-demo.ts';
import { prepareStorage } from '../features/media/storage-startup.ts';
import { storageDriverFromEnv } from '../plugins/storage-driver.ts';
import { accountsWithDemoPassword, DEMO_PASSWORD, seedOnFirstStart } from './demo.ts';

export interface RunningServer {
  app: App;
  db: Db;
  url: string;
  /** Stops accepting requests, finishes those in flight, closes the database. */
  close: () => Promise<void>;
}

const ROLE_NAMES: Record<number, string> = { 1: 'root', 2: 'admin', 4: 'user' };

/**
 * Migrates, seeds the demo on an empty database (when DEMO is on, else says how to start), prepares
 * the storage, and listens.
 */
export async function startServer(config: Config, print: (line: string) => void): Promise<RunningServer> {
  const db = createDatabase(config.database);
  try {
    await pingDatabase(db, config.database);
    const applied = await migrateToLatest(db);
    if (applied.length > 0) print(`Database migrated: ${applied.join(', ')}`);
    const demo = { demo: config.demo, storageDir: config.storageDir, scale: config.demoScale };
    const seeded = await seedOnFirstStart(db, demo, print);
    const storage = storageDriverFromEnv(process.env, config.storageDir);
    await prepareStorage(db, storage, { storageDir: config.storageDir, demoSeeded: seeded !== null }, print);

    const { buildApp } = await import('../app.ts');
    const app = await buildApp({ config, db });
    await app.listen({ port: config.port, host: config.host });
    const { port } = app.server.address() as AddressInfo;
    const url = config.appUrl.replace(/:\d+$/, '').endsWith('localhost')
      ? `http://localhost:${port}`
      : config.appUrl;

    const demoAccounts = seeded ?? (config.demo ? await accountsWithDemoPassword(db) : []);
    if (demoAccounts.length > 0) print(describeAccounts(demoAccounts, seeded !== null));
    print(`Vitrine is listening on ${url} (back office: ${url}/admin)`);

    return {
      app,
      db,
      url,
      close: async () => {
        await app.close();
        await db.destroy();
      },
    };
  } catch (error) {
    await db.destroy().catch(() => {});
    throw error;
  }
}

function describeAccounts(accounts: SeededAccount[], fresh: boolean): string {
  const width = Math.max(...accounts.map((account) => account.email.length));
  const lines = accounts.map(
    (account) => `  ${account.email.padEnd(width)}  ${ROLE_NAMES[account.role] ?? account.role}`,
  );
  const title = fresh
    ? `Demo accounts (password "${DEMO_PASSWORD}"):`
    : `Accounts still using the demo password "${DEMO_PASSWORD}" (change it before going live):`;
  return [title, ...lines].join('\n');
}
