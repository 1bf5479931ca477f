import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { useTestApp } from '../../test/test-app.ts';
import { signedInAgent, type TestAgent } from '../auth/test-agent.ts';
import { buildCorporationTree, buildUser, type CorporationTree, FACTORY_PASSWORD } from './test-factories.ts';

describe.each(testDatabases())('deleting a project on $name', ({ dialect }) => {
  const ctx = useTestApp(dialect);
  let tree: CorporationTree;
  let root: TestAgent;

  beforeAll(async () => {
    tree = await buildCorporationTree(ctx.db, 'gone');
    await buildUser(ctx.db, { email: 'root-delete@example.test', role: 1, corporation_id: null });
    root = await signedInAgent(ctx.app, 'root-delete@example.test', FACTORY_PASSWORD);
  });

  it('keeps the lead about one of its units, its references cleared', async () => {
    const response = await root.request({ method: 'DELETE', url: `/api/projects/${tree.project}` });
    expect(response.statusCode, response.body).toBe(204);
    const lead = await ctx.db
      .selectFrom('contacts')
      .selectAll()
      .where('id', '=', tree.contact)
      .executeTakeFirst();
    expect(lead).toMatchObject({ project_id: null, unit_id: null, status_id: null, domain_id: tree.domain });
    const units = await ctx.db.selectFrom('units').select('id').where('id', '=', tree.unit).execute();
    expect(units).toEqual([]);
  });
});
