import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { DemoManifest } from '@vitrine/core/demo-manifest';
import { afterAll, beforeAll } from 'vitest';
import { type App, type AppOptions, buildApp } from '../app.ts';
import { type Config, parseConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { seedDemo } from '../db/seed/seed-demo.ts';
import { createTestDatabase, type Dialect, type TestDatabase } from './databases.ts';

export interface TestAppOptions {
  /** Demo manifest to seed before the tests. */
  seed?: DemoManifest;
  /** Files to write into the storage folder, by storage-relative path. */
  storageFiles?: Record<string, string | Buffer>;
  /** Files of a built web app (apps/web/dist); without it no SPA is served. */
  webFiles?: Record<string, string>;
  /** Environment variables of the configuration (MEDIA_URL…), on top of the test defaults. */
  env?: Record<string, string>;
  /** Called with every route the app registers. */
  onRoute?: AppOptions['onRoute'];
}

export interface TestApp {
  app: App;
  db: Db;
  config: Config;
  /** SQL of every query run since the last `queries.length = 0`. */
  queries: string[];
  /** The temporary folder holding storage/ and web/. */
  dir: string;
}

/** A config for tests: everything under a temporary folder, quiet logs, no demo. */
export function testConfig(dir: string, env: Record<string, string> = {}): Config {
  return parseConfig({
    STORAGE_DIR: join(dir, 'storage'),
    WEB_DIST_DIR: join(dir, 'web'),
    SESSION_SECRET: 'test-secret-test-secret-test-secret!',
    LOG_LEVEL: 'silent',
    DEMO: '0',
    ...env,
  });
}

export function writeFiles(root: string, files: Record<string, string | Buffer>): void {
  for (const [path, content] of Object.entries(files)) {
    const file = join(root, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
}

/**
 * Builds the app on a fresh database of the given engine for the enclosing describe block
 * (beforeAll) and drops everything afterwards. Read its fields inside tests.
 */
export function useTestApp(dialect: Dialect, options: TestAppOptions = {}): TestApp {
  const context = { queries: [] as string[] } as TestApp;
  let database: TestDatabase | undefined;

  beforeAll(async () => {
    context.dir = mkdtempSync(join(tmpdir(), 'vitrine-app-'));
    writeFiles(join(context.dir, 'storage'), options.storageFiles ?? {});
    if (options.webFiles) writeFiles(join(context.dir, 'web'), options.webFiles);
    database = await createTestDatabase(dialect, {
      onQuery: (event) => context.queries.push(event.query.sql),
    });
    context.db = database.db;
    context.config = { ...testConfig(context.dir, options.env), database: database.config };
    if (options.seed) await seedDemo(database.db, options.seed);
    context.app = await buildApp({ config: context.config, db: database.db, onRoute: options.onRoute });
    await context.app.ready();
    context.queries.length = 0;
  });

  afterAll(async () => {
    await context.app?.close();
    await database?.drop();
    if (context.dir) rmSync(context.dir, { recursive: true, force: true });
  });

  return context;
}
