import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { useTestApp } from '../../test/test-app.ts';
import { signedInAgent, type TestAgent } from '../auth/test-agent.ts';
import { buildCorporationTree, type CorporationTree, FACTORY_PASSWORD } from '../resources/test-factories.ts';

const HOSTILE =
  '<p onmouseover="steal()">Bel <strong>appartement</strong><script>steal()</script></p><img src="x" onerror="steal()"><a href="javascript:steal()">plan</a>';
const CLEAN = '<p>Bel <strong>appartement</strong></p><a>plan</a>';

describe.each(testDatabases())('rich text sent to the admin API on $name', ({ dialect }) => {
  const ctx = useTestApp(dialect);
  let tree: CorporationTree;
  let admin: TestAgent;

  beforeAll(async () => {
    tree = await buildCorporationTree(ctx.db, 'richtext');
    admin = await signedInAgent(ctx.app, tree.adminEmail, FACTORY_PASSWORD);
  });

  it('stores a unit description without scripts, handlers or script links, in both languages', async () => {
    const saved = await admin.request({
      method: 'PUT',
      url: `/api/units/${tree.unit}?translatable=1`,
      payload: { description: { fr: HOSTILE, en: '<p>Nice<iframe src="https://evil.test"></iframe></p>' } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.translatable.description).toEqual({ fr: CLEAN, en: '<p>Nice</p>' });

    const stored = await ctx.db
      .selectFrom('units')
      .select('description')
      .where('id', '=', tree.unit)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.description)).toEqual({ fr: CLEAN, en: '<p>Nice</p>' });
  });

  it('stores a project’s GDPR text the same way', async () => {
    const answer = await admin.request({
      method: 'PUT',
      url: `/api/projects/${tree.project}?translatable=1`,
      payload: { gdpr: HOSTILE },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.translatable.gdpr.fr).toBe(CLEAN);
  });

  const createSetting = async (name: string, value: string) => {
    const created = await admin.request({
      method: 'POST',
      url: '/api/settings',
      payload: { name, value: '', domain_id: tree.domain },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = Number(created.json().data.id);
    const changed = await admin.request({ method: 'PUT', url: `/api/settings/${id}`, payload: { value } });
    expect(changed.statusCode, changed.body).toBe(200);
    const stored = await ctx.db
      .selectFrom('settings')
      .select('value')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return stored.value;
  };

  it('stores the site’s presentation (an HTML setting) without scripts, when it is changed', async () => {
    expect(await createSetting('presentation', HOSTILE)).toBe(CLEAN);
  });

  it('keeps a text setting as typed: only HTML settings are sanitised', async () => {
    expect(await createSetting('header-title', 'Les <Jardins> & co')).toBe('Les <Jardins> & co');
  });
});
