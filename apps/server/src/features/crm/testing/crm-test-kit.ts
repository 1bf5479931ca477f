import type { App } from '../../../app.ts';
import type { Db } from '../../../db/database.ts';
import { FIXTURE_PASSWORD } from '../../../test/demo-fixture.ts';
import { signedInAgent, type TestAgent } from '../../auth/test-agent.ts';
import type { LeadApp } from '../../leads/leads-test-kit.ts';
import { type CrmWorkerOptions, createCrmWorker } from '../crm-worker.ts';

/** The external ids the tests give the demo project "Les Tilleuls" and its buildings and floors. */
export const EXTERNAL = {
  adleadProgram: 'PRG-1',
  unlatchProgram: 'UNL-P1',
  immoleadProduct: 'IMMO-77',
  emerigeProgramme: 'EME-9',
  buildingA: 'ADL-B-A',
  annex: 'ADL-B-ANNEX',
  floorA0: 'ADL-F-A0',
  floorA1: 'ADL-F-A1',
  floorAnnex: 'ADL-F-X0',
};

/**
 * A deadline for calls to the local CRMs: short enough to test timeouts, long enough for a loaded
 * machine; the fake CRMs listen on 127.0.0.1, which CRM calls may reach only when allowed.
 */
export const CRM_TEST_ENV = {
  CRM_TIMEOUT_MS: '1500',
  CRM_ENCRYPTION_KEY: 'crm-test-key-crm-test-key-crm-test-key!',
  CRM_ALLOW_PRIVATE_HOSTS: '1',
};

export interface DemoIds {
  project: number;
  otherProject: number;
  buildingA: number;
  annex: number;
  unit(name: string): Promise<number>;
}

/** Gives the demo project its external ids (all four CRMs) and returns the ids the tests use. */
export async function prepareDemoProject(db: Db): Promise<DemoIds> {
  const domain = await db
    .selectFrom('domains')
    .select('id')
    .where('host', '=', 'demo.vitrine.test')
    .executeTakeFirstOrThrow();
  const project = await db
    .selectFrom('projects')
    .select('id')
    .where('domain_id', '=', domain.id)
    .executeTakeFirstOrThrow();
  const otherProject = await db
    .selectFrom('projects')
    .select('id')
    .where('domain_id', '!=', domain.id)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('projects')
    .set({
      adlead_id: EXTERNAL.adleadProgram,
      unlatch_id: EXTERNAL.unlatchProgram,
      immolead_id: EXTERNAL.immoleadProduct,
      emerige_id: EXTERNAL.emerigeProgramme,
    })
    .where('id', '=', project.id)
    .execute();
  const building = (name: string) =>
    db
      .selectFrom('buildings')
      .select('id')
      .where('project_id', '=', project.id)
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
  const buildingA = (await building('a')).id;
  const annex = (await building('annexe')).id;
  await db
    .updateTable('buildings')
    .set({ adlead_id: EXTERNAL.buildingA })
    .where('id', '=', buildingA)
    .execute();
  await db.updateTable('buildings').set({ adlead_id: EXTERNAL.annex }).where('id', '=', annex).execute();
  const floors: [number, string, string][] = [
    [buildingA, '0', EXTERNAL.floorA0],
    [buildingA, '1', EXTERNAL.floorA1],
    [annex, '0', EXTERNAL.floorAnnex],
  ];
  for (const [buildingId, name, adleadId] of floors) {
    await db
      .updateTable('floors')
      .set({ adlead_id: adleadId })
      .where('building_id', '=', buildingId)
      .where('name', '=', name)
      .execute();
  }
  return {
    project: project.id,
    otherProject: otherProject.id,
    buildingA,
    annex,
    unit: async (name) =>
      (await db.selectFrom('units').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id,
  };
}

export function adminAgent(app: App): Promise<TestAgent> {
  return signedInAgent(app, 'admin@vitrine.test', FIXTURE_PASSWORD);
}

export const quietLog = { info() {}, warn() {}, error() {} };

/** A CRM worker of the test app with quick retries (50 ms, doubling up to 200 ms). */
export function testCrmWorker(lead: LeadApp, options: Partial<CrmWorkerOptions> = {}) {
  return createCrmWorker({
    db: lead.db,
    config: lead.config,
    log: quietLog,
    push: { backoffMs: 50, maxBackoffMs: 200, maxAttempts: 6 },
    events: { backoffMs: 50, maxBackoffMs: 200, maxAttempts: 3 },
    ...options,
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A unit of GET /domain by name (the public tree), to see what visitors see. */
export async function publicUnit(
  app: App,
  name: string,
): Promise<{ status_id: number; price: number; surface: number }> {
  const response = await app.inject({
    method: 'GET',
    url: '/domain',
    headers: { host: 'demo.vitrine.test' },
  });
  const found = findByName(response.json(), name);
  if (!found) throw new Error(`unit ${name} not in GET /domain`);
  return found as { status_id: number; price: number; surface: number };
}

function findByName(node: unknown, name: string): Record<string, unknown> | undefined {
  if (Array.isArray(node)) {
    for (const item of node) {
      const found = findByName(item, name);
      if (found) return found;
    }
    return undefined;
  }
  if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if (record.name === name && 'status_id' in record) return record;
    for (const value of Object.values(record)) {
      const found = findByName(value, name);
      if (found) return found;
    }
  }
  return undefined;
}
