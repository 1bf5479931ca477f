import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app.ts';
import { testDatabases } from '../../test/databases.ts';
import { useTestApp } from '../../test/test-app.ts';
import { signedInAgent, type TestAgent } from '../auth/test-agent.ts';
import { buildCorporationTree, buildUser, type CorporationTree, FACTORY_PASSWORD } from './test-factories.ts';

type UnitEntity = { id: number; name: string; price: number | null; status?: { id: number } };

const UNITS = '/api/units?page=1&include=status';

async function unitsOf(agent: TestAgent, headers: Record<string, string> = {}): Promise<UnitEntity[]> {
  const response = await agent.request({ method: 'GET', url: UNITS, headers });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  return response.json().data;
}

const priceOf = (units: UnitEntity[], id: number) => units.find((unit) => unit.id === id)?.price;

// Admin catalogue lists are served from each process's cache while the corporation's content
// versions hold: every way a list can change must show on the very next call, on any process.
describe.each(testDatabases())('cached admin lists on $name', ({ dialect }) => {
  const ctx = useTestApp(dialect);
  let alpha: CorporationTree;
  let beta: CorporationTree;
  let admin: TestAgent;
  let otherProcess: App;
  let adminOnOtherProcess: TestAgent;

  beforeAll(async () => {
    alpha = await buildCorporationTree(ctx.db, 'alpha');
    beta = await buildCorporationTree(ctx.db, 'beta');
    admin = await signedInAgent(ctx.app, alpha.adminEmail, FACTORY_PASSWORD);
    // a second app on the same database: another process, with its own caches
    otherProcess = await buildApp({ config: ctx.config, db: ctx.db });
    adminOnOtherProcess = await signedInAgent(otherProcess, alpha.adminEmail, FACTORY_PASSWORD);
  });

  afterAll(async () => {
    await otherProcess?.close();
  });

  it('gives each corporation its own rows for the same address, whoever asked first', async () => {
    const alphas = await unitsOf(admin);
    const betaAdmin = await signedInAgent(ctx.app, beta.adminEmail, FACTORY_PASSWORD);
    const betas = await unitsOf(betaAdmin);
    expect(alphas.map((unit) => unit.id).sort()).toEqual([alpha.unit, alpha.childUnit].sort());
    expect(betas.map((unit) => unit.id).sort()).toEqual([beta.unit, beta.childUnit].sort());
    // and the first corporation's answer is still its own
    expect((await unitsOf(admin)).map((unit) => unit.id).sort()).toEqual(
      alphas.map((unit) => unit.id).sort(),
    );
  });

  it('shows a price saved on another process at the next call', async () => {
    expect(priceOf(await unitsOf(admin), alpha.unit)).toBe(100000);
    const saved = await adminOnOtherProcess.request({
      method: 'PUT',
      url: `/api/units/${alpha.unit}`,
      payload: { price: 123456 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(priceOf(await unitsOf(admin), alpha.unit)).toBe(123456);
  });

  it("shows an included status's new name at the next call", async () => {
    const before = await admin.request({ method: 'GET', url: `/api/units?page=1&include=status` });
    const statusOf = (body: { data: (UnitEntity & { status: { name: string } })[] }) =>
      body.data.find((unit) => unit.id === alpha.unit)?.status.name;
    expect(statusOf(before.json())).toBe('Option alpha');
    const renamed = await adminOnOtherProcess.request({
      method: 'PUT',
      url: `/api/statuses/${alpha.status}`,
      payload: { name: { fr: 'Réservé', en: 'Reserved' } },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = await admin.request({ method: 'GET', url: `/api/units?page=1&include=status` });
    expect(statusOf(after.json())).toBe('Réservé');
  });

  it('answers in the language asked, each from its own entry', async () => {
    const status = await adminOnOtherProcess.request({
      method: 'PUT',
      url: `/api/statuses/${alpha.status}`,
      payload: { name: { fr: 'Vendu', en: 'Sold' } },
    });
    expect(status.statusCode, status.body).toBe(200);
    const nameIn = async (language: string) => {
      const response = await admin.request({
        method: 'GET',
        url: UNITS,
        headers: { 'accept-language': language },
      });
      return (response.json().data as (UnitEntity & { status: { name: string } })[]).find(
        (unit) => unit.id === alpha.unit,
      )?.status.name;
    };
    expect(await nameIn('fr')).toBe('Vendu');
    expect(await nameIn('en')).toBe('Sold');
    expect(await nameIn('fr')).toBe('Vendu');
  });

  it("follows a user's corporation in the projects filtered by user (a filter that reads users)", async () => {
    const owner = await buildUser(ctx.db, {
      email: 'owner-lists@example.test',
      role: 4,
      corporation_id: alpha.corporation,
    });
    const projectsOfOwner = async () => {
      const response = await admin.request({ method: 'GET', url: `/api/projects?filter[user_id]=${owner}` });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().data as { id: number }[]).map((project) => project.id);
    };
    expect(await projectsOfOwner()).toEqual([alpha.project]);
    // users are no rows of the public tree: moving one bumps no content version
    await ctx.db
      .updateTable('users')
      .set({ corporation_id: beta.corporation })
      .where('id', '=', owner)
      .execute();
    expect(await projectsOfOwner()).toEqual([]);
  });

  it('drops the units of a site deleted on another process at the next call', async () => {
    // a second site of the corporation, untouched since: the deleted one is its only change
    await ctx.db
      .insertInto('domains')
      .values({
        corporation_id: beta.corporation,
        name: '{"fr":"Autre","en":"Other"}',
        host: 'other-beta.example.test',
        title: '{"fr":"Autre","en":"Other"}',
        subtitle: '{"fr":"","en":""}',
      })
      .execute();
    const betaAdmin = await signedInAgent(ctx.app, beta.adminEmail, FACTORY_PASSWORD);
    expect(await unitsOf(betaAdmin)).toHaveLength(2);
    await buildUser(ctx.db, { email: 'root-lists@example.test', role: 1, corporation_id: null });
    const root = await signedInAgent(otherProcess, 'root-lists@example.test', FACTORY_PASSWORD);
    const deleted = await root.request({ method: 'DELETE', url: `/api/domains/${beta.domain}` });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await unitsOf(betaAdmin)).toEqual([]);
  });
});
