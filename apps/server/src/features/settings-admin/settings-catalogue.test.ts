import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { useTestApp } from '../../test/test-app.ts';
import { signedInAgent, type TestAgent } from '../auth/test-agent.ts';
import {
  buildCorporationTree,
  buildUser,
  type CorporationTree,
  FACTORY_PASSWORD,
} from '../resources/test-factories.ts';

type SettingRow = { name: string; type: string; value: string | null };

describe.each(testDatabases())('settings checked against the catalogue on $name', ({ dialect }) => {
  const ctx = useTestApp(dialect);
  let tree: CorporationTree;
  let admin: TestAgent;
  let root: TestAgent;

  beforeAll(async () => {
    tree = await buildCorporationTree(ctx.db, 'catalogue');
    admin = await signedInAgent(ctx.app, tree.adminEmail, FACTORY_PASSWORD);
    await buildUser(ctx.db, { email: 'root-catalogue@example.test', role: 1, corporation_id: null });
    root = await signedInAgent(ctx.app, 'root-catalogue@example.test', FACTORY_PASSWORD);
  });

  const put = (id: number, value: string) =>
    admin.request({ method: 'PUT', url: `/api/settings/${id}`, payload: { value } });
  const storedValue = async (id: number) =>
    (await ctx.db.selectFrom('settings').select('value').where('id', '=', id).executeTakeFirstOrThrow())
      .value;

  it('refuses "rouge" as a colour with a field message, and keeps the colour', async () => {
    const before = await storedValue(tree.settings.domain);
    const refused = await put(tree.settings.domain, 'rouge');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.value).toEqual([
      'Le champ valeur doit être une couleur hexadécimale (#rrggbb).',
    ]);
    expect(await storedValue(tree.settings.domain)).toBe(before);

    const accepted = await put(tree.settings.domain, '#12ab34');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await storedValue(tree.settings.domain)).toBe('#12ab34');
  });

  it('takes only on (1) or off (0) for a flag', async () => {
    const refused = await put(tree.settings.project, 'oui');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.value).toEqual(['Le champ valeur doit être activé (1) ou désactivé (0).']);
    expect((await put(tree.settings.project, '0')).statusCode).toBe(200);
    expect(await storedValue(tree.settings.project)).toBe('0');
  });

  it('reads a number setting as Belgian staff type it ("92,5", "1.000") and stores the number', async () => {
    // the factory's building setting is initial-rotation, a number
    expect((await put(tree.settings.building, '92,5')).statusCode).toBe(200);
    expect(await storedValue(tree.settings.building)).toBe('92.5');
    expect((await put(tree.settings.building, '1.000')).statusCode).toBe(200);
    expect(await storedValue(tree.settings.building)).toBe('1000');
    const refused = await put(tree.settings.building, 'abc');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.value).toEqual(['Le champ valeur doit être un nombre.']);
    expect(await storedValue(tree.settings.building)).toBe('1000');
  });

  it('refuses a number setting that is no number, and a known key on a level it does not belong to', async () => {
    expect((await put(tree.settings.building, 'quarante')).statusCode).toBe(422);
    const misplaced = await admin.request({
      method: 'POST',
      url: '/api/settings',
      payload: { name: 'with-menu', value: '1', project_id: tree.project },
    });
    expect(misplaced.statusCode).toBe(422);
    expect(Object.keys(misplaced.json().errors)).toEqual(['name']);
  });

  it('gives a new domain the catalogue’s settings with their defaults', async () => {
    const created = await root.request({
      method: 'POST',
      url: '/api/domains',
      payload: {
        name: { fr: 'Neuf', en: 'New' },
        host: 'neuf.example.test',
        corporation_id: tree.corporation,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    const settings = await admin.request({
      method: 'GET',
      url: `/api/settings?filter[domain_id]=${id}&pagination=0`,
    });
    const rows = settings.json().data as SettingRow[];
    const settingNamed = (name: string) => rows.find((row) => row.name === name);
    expect(settingNamed('main-color')).toMatchObject({ type: 'text', value: '#000000' });
    expect(settingNamed('with-menu')).toMatchObject({ value: '1' });
    expect(settingNamed('with-filter')).toMatchObject({ value: '0' });
    expect(settingNamed('upper-left-logo')).toMatchObject({ type: 'image', value: null });
    expect(rows.map((row) => row.name)).not.toContain('with-price-detail');

    // one setting of a name per owner: a second with-menu is a 422, not a database error
    const again = await admin.request({
      method: 'POST',
      url: '/api/settings',
      payload: { name: 'with-menu', value: '0', domain_id: id },
    });
    expect(again.statusCode).toBe(422);
    expect(Object.keys(again.json().errors)).toEqual(['name']);
  });

  it('gives a new project its flags on and its rotation', async () => {
    const created = await root.request({
      method: 'POST',
      url: '/api/projects',
      payload: { name: { fr: 'Projet neuf', en: 'New project' }, domain_id: tree.domain },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    const rows = (
      await admin.request({ method: 'GET', url: `/api/settings?filter[project_id]=${id}&pagination=0` })
    ).json().data as SettingRow[];
    expect(rows.find((row) => row.name === 'with-send-by-email-button')?.value).toBe('1');
    expect(rows.find((row) => row.name === 'initial-rotation')?.value).toBe('0');
    expect(rows.find((row) => row.name === 'building-logo')?.type).toBe('image');
    expect(rows.map((row) => row.name)).not.toContain('with-menu');
  });

  it('lets the corporation’s admin create and change the price confirmation threshold, and no other of its settings', async () => {
    const threshold = { name: 'price-change-confirm-percent', type: 'text', value: '20' };
    const created = await admin.request({
      method: 'POST',
      url: '/api/settings',
      payload: { ...threshold, corporation_id: tree.corporation },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    expect((await put(id, '35')).statusCode).toBe(200);

    // the confirmation in the back office reads it on the signed-in user's corporation
    const me = (await admin.request({ method: 'GET', url: '/api/auth/user' })).json().data;
    expect(me.corporation.settings).toContainEqual(
      expect.objectContaining({ name: 'price-change-confirm-percent', value: '35' }),
    );

    const sales = await signedInAgent(ctx.app, tree.userEmail, FACTORY_PASSWORD);
    expect(
      (await sales.request({ method: 'PUT', url: `/api/settings/${id}`, payload: { value: '90' } }))
        .statusCode,
    ).toBe(403);
    expect((await put(tree.settings.corporation, 'logo.png')).statusCode).toBe(403);
    const colour = await admin.request({
      method: 'POST',
      url: '/api/settings',
      payload: { name: 'main-color', type: 'text', value: '#123456', corporation_id: tree.corporation },
    });
    expect(colour.statusCode).toBe(422);
    expect(Object.keys(colour.json().errors)).toEqual(['corporation_id']);

    const other = await buildCorporationTree(ctx.db, 'catalogue-other');
    const elsewhere = await admin.request({
      method: 'POST',
      url: '/api/settings',
      payload: { ...threshold, corporation_id: other.corporation },
    });
    expect(elsewhere.statusCode).toBe(422);
    expect(await storedValue(id)).toBe('35');
  });
});
