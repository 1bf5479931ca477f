import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DemoManifest } from '@vitrine/core/demo-manifest';
import { afterAll, beforeAll } from 'vitest';
import { type App, buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import { createDatabase, type Db } from '../db/database.ts';
import { seedDemo } from '../db/seed/seed-demo.ts';
import { createTestDatabase, type Dialect, type TestDatabase } from './databases.ts';
import { testConfig } from './test-app.ts';

export interface AppsOnOneDatabase {
  /** Independent apps, each with its own connection pool, as separate server processes would be. */
  apps: App[];
  db: Db;
  config: Config;
}

/**
 * Several apps on one fresh database of the given engine for the enclosing describe block: what
 * several server processes behind a load balancer share (sessions, throttles, captcha spends).
 */
export function useAppsOnOneDatabase(
  dialect: Dialect,
  options: { count?: number; env?: Record<string, string>; seed?: DemoManifest } = {},
): AppsOnOneDatabase {
  const context = { apps: [] as App[] } as AppsOnOneDatabase;
  const pools: Db[] = [];
  let database: TestDatabase | undefined;
  let dir: string | undefined;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'vitrine-apps-'));
    database = await createTestDatabase(dialect);
    context.db = database.db;
    context.config = { ...testConfig(dir, options.env), database: database.config };
    if (options.seed) await seedDemo(database.db, options.seed);
    for (let i = 0; i < (options.count ?? 2); i++) {
      const db = i === 0 ? database.db : createDatabase(database.config, { poolSize: 4 });
      if (i > 0) pools.push(db);
      const app = await buildApp({ config: context.config, db });
      await app.ready();
      context.apps.push(app);
    }
  });

  afterAll(async () => {
    for (const app of context.apps) await app.close();
    for (const pool of pools) await pool.destroy();
    await database?.drop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  return context;
}
