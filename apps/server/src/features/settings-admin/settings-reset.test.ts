import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { useTestApp } from '../../test/test-app.ts';
import { signedInAgent, type TestAgent } from '../auth/test-agent.ts';
import { buildCorporationTree, type CorporationTree, FACTORY_PASSWORD } from '../resources/test-factories.ts';

describe.each(testDatabases())('PATCH /api/settings/{id}/reset on $name', ({ dialect }) => {
  const ctx = useTestApp(dialect);
  let tree: CorporationTree;
  let admin: TestAgent;

  beforeAll(async () => {
    tree = await buildCorporationTree(ctx.db, 'reset');
    admin = await signedInAgent(ctx.app, tree.adminEmail, FACTORY_PASSWORD);
  });

  it('puts a domain colour back to its default and a project flag back on', async () => {
    const colour = await admin.request({
      method: 'PATCH',
      url: `/api/settings/${tree.settings.domain}/reset`,
    });
    expect(colour.statusCode, colour.body).toBe(200);
    expect(colour.json().data).toMatchObject({ name: 'main-color', value: '#000000', image: null });
    const flag = await admin.request({
      method: 'PATCH',
      url: `/api/settings/${tree.settings.project}/reset`,
    });
    expect(flag.json().data).toMatchObject({ name: 'with-price-detail', value: '1' });
  });

  it('empties a setting without a default, and leaves a corporation’s settings to root', async () => {
    const building = await admin.request({
      method: 'PATCH',
      url: `/api/settings/${tree.settings.building}/reset`,
    });
    expect(building.json().data.value).toBeNull();
    expect(
      (await admin.request({ method: 'PATCH', url: `/api/settings/${tree.settings.corporation}/reset` }))
        .statusCode,
    ).toBe(403);
  });

  it('answers 404 for another corporation’s setting', async () => {
    const other = await buildCorporationTree(ctx.db, 'elsewhere');
    expect(
      (await admin.request({ method: 'PATCH', url: `/api/settings/${other.settings.domain}/reset` }))
        .statusCode,
    ).toBe(404);
  });
});
