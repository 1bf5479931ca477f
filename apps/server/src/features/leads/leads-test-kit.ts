import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll } from 'vitest';
import { type App, buildApp } from '../../app.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { seedDemo } from '../../db/seed/seed-demo.ts';
import { createOutboxWorker, type OutboxWorkerOptions } from '../../mail/outbox-worker.ts';
import { createTestDatabase, type Dialect, type TestDatabase } from '../../test/databases.ts';
import { DEMO_HOST, demoFixture } from '../../test/demo-fixture.ts';
import { testConfig, writeFiles } from '../../test/test-app.ts';

export const SALES_EMAIL = 'ventes@tilleuls.test';
/** A PDF-looking file and a PNG-looking file: the routes only move bytes. */
export const PDF_BYTES = Buffer.from('%PDF-1.4\n% plan A01\n%%EOF\n');
export const PNG_BYTES = Buffer.from('\x89PNG\r\n\x1a\nplan-2d');

export interface LeadApp {
  app: App;
  db: Db;
  config: Config;
  dir: string;
  unitId(name: string): Promise<number>;
}

/**
 * The app on a fresh seeded database of the given engine, with the demo site's `sales-email`
 * setting and plan files: A01 has its PDF and 2D plan on disk, A02 only its PDF, P01 none.
 */
export function useLeadApp(dialect: Dialect, env: Record<string, string> = {}): LeadApp {
  const context = {} as LeadApp;
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    context.dir = mkdtempSync(join(tmpdir(), 'vitrine-leads-'));
    writeFiles(join(context.dir, 'storage'), {
      'files/blueprints/a01.pdf': PDF_BYTES,
      'files/blueprints/a01-2d.png': PNG_BYTES,
      'files/blueprints/a02.pdf': PDF_BYTES,
    });
    database = await createTestDatabase(dialect);
    context.db = database.db;
    context.config = {
      ...testConfig(context.dir, { MAIL_DIR: join(context.dir, 'mail'), ...env }),
      database: database.config,
    };
    await seedDemo(database.db, demoFixture);
    const domain = await context.db
      .selectFrom('domains')
      .select('id')
      .where('host', '=', DEMO_HOST)
      .executeTakeFirstOrThrow();
    await context.db
      .insertInto('settings')
      .values({ domain_id: domain.id, name: 'sales-email', value: SALES_EMAIL })
      .execute();
    context.app = await buildApp({ config: context.config, db: database.db });
    await context.app.ready();
  });
  afterAll(async () => {
    await context.app?.close();
    await database?.drop();
    if (context.dir) rmSync(context.dir, { recursive: true, force: true });
  });
  context.unitId = async (name) =>
    (await context.db.selectFrom('units').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
  return context;
}

const quiet = { info() {}, warn() {}, error() {} };

/** An outbox worker for the test app, sending to the given SMTP port (or writing .eml files). */
export function testWorker(
  lead: LeadApp,
  smtpPort: number | null,
  options: Partial<OutboxWorkerOptions> = {},
) {
  return createOutboxWorker({
    db: lead.db,
    config: { ...lead.config, smtpUrl: smtpPort === null ? null : `smtp://127.0.0.1:${smtpPort}` },
    log: quiet,
    ...options,
  });
}

/** Solves the server's ALTCHA challenge as a visitor's browser does, and returns the form token. */
export async function solveCaptcha(app: App): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: '/captcha/challenge',
    headers: { host: DEMO_HOST },
  });
  const { provider: _provider, ...challenge } = response.json();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

let address = 0;
/** A distinct client address per call, so the per-address rate limits of one test do not touch another. */
export function nextClientAddress(): string {
  address += 1;
  return `192.0.2.${address % 250}`;
}
