import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/databases.ts';
import { demoFixture, FIXTURE_PASSWORD } from '../../../test/demo-fixture.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { agentFor, signedInAgent, type TestAgent } from '../../auth/test-agent.ts';
import { buildUser, FACTORY_PASSWORD } from '../test-factories.ts';

const NEW_PASSWORD = 'a-brand-new-password';

describe.each(testDatabases())('users: passwords, corporations and addresses on $name', ({ dialect }) => {
  const ctx = useTestApp(dialect, { seed: demoFixture });
  let immo: number;
  let other: number;

  const userIdOf = async (email: string) =>
    (await ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  const userBody = (email: string, extra: Record<string, unknown> = {}) => ({
    name: email,
    email,
    role: 4,
    ...extra,
  });
  const signedIn = async (agent: TestAgent) =>
    (await agent.request({ method: 'GET', url: '/api/auth/user' })).statusCode === 200;
  const canSignIn = async (email: string, password: string) => {
    const agent = agentFor(ctx.app);
    await agent.request({ method: 'GET', url: '/sanctum/csrf-cookie' });
    const answer = await agent.request({ method: 'POST', url: '/api/login', payload: { email, password } });
    return answer.statusCode === 200;
  };

  beforeAll(async () => {
    const corporation = (key: string) =>
      ctx.db
        .selectFrom('users')
        .select('corporation_id')
        .where('email', '=', key)
        .executeTakeFirstOrThrow()
        .then((row) => Number(row.corporation_id));
    immo = await corporation('admin@vitrine.test');
    other = await corporation('user@vitrine.test');
  });

  it('asks for the current password to change one’s own, and keeps the old one when refused', async () => {
    const email = 'own@vitrine.test';
    await buildUser(ctx.db, { email, role: 4, corporation_id: immo });
    const id = await userIdOf(email);
    const agent = await signedInAgent(ctx.app, email, FACTORY_PASSWORD);
    const change = (extra: Record<string, unknown>) =>
      agent.request({
        method: 'PUT',
        url: `/api/users/${id}`,
        payload: userBody(email, { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, ...extra }),
      });
    const missing = await change({});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.current_password).toEqual(['Le champ mot de passe actuel est obligatoire.']);
    const wrong = await change({ current_password: 'not-my-password' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.current_password).toEqual(['Le mot de passe actuel est incorrect.']);
    expect(await canSignIn(email, FACTORY_PASSWORD)).toBe(true);
    expect(await canSignIn(email, NEW_PASSWORD)).toBe(false);
    // Another field alone needs no password.
    const renamed = await agent.request({
      method: 'PUT',
      url: `/api/users/${id}`,
      payload: userBody(email, { name: 'Renamed' }),
    });
    expect(renamed.statusCode).toBe(200);
  });

  it('ends every other session of the user when they change their password, and keeps the current one', async () => {
    const email = 'sessions@vitrine.test';
    await buildUser(ctx.db, { email, role: 4, corporation_id: immo });
    const id = await userIdOf(email);
    const here = await signedInAgent(ctx.app, email, FACTORY_PASSWORD);
    const phone = await signedInAgent(ctx.app, email, FACTORY_PASSWORD, false);
    const laptop = await signedInAgent(ctx.app, email, FACTORY_PASSWORD);
    const changed = await here.request({
      method: 'PUT',
      url: `/api/users/${id}`,
      payload: userBody(email, {
        current_password: FACTORY_PASSWORD,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      }),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await signedIn(here)).toBe(true);
    expect(await signedIn(phone)).toBe(false);
    expect(await signedIn(laptop)).toBe(false);
    expect(await canSignIn(email, NEW_PASSWORD)).toBe(true);
  });

  it('ends all the sessions of a user whose password an admin or root resets, without their current one', async () => {
    const email = 'reset@vitrine.test';
    await buildUser(ctx.db, { email, role: 4, corporation_id: immo });
    const id = await userIdOf(email);
    const admin = await signedInAgent(ctx.app, 'admin@vitrine.test', FIXTURE_PASSWORD);
    const root = await signedInAgent(ctx.app, 'root@vitrine.test', FIXTURE_PASSWORD);
    for (const [who, password] of [
      [admin, NEW_PASSWORD],
      [root, FACTORY_PASSWORD],
    ] as const) {
      const theirs = [
        await signedInAgent(ctx.app, email, who === admin ? FACTORY_PASSWORD : NEW_PASSWORD),
        await signedInAgent(ctx.app, email, who === admin ? FACTORY_PASSWORD : NEW_PASSWORD, false),
      ];
      const reset = await who.request({
        method: 'PUT',
        url: `/api/users/${id}`,
        payload: userBody(email, { password, password_confirmation: password }),
      });
      expect(reset.statusCode, reset.body).toBe(200);
      for (const agent of theirs) expect(await signedIn(agent)).toBe(false);
      expect(await signedIn(who)).toBe(true);
    }
    // Root resetting an admin's password ends the admin's sessions too.
    const adminId = await userIdOf('admin@vitrine.test');
    const adminBody = { name: 'Admin Immo', email: 'admin@vitrine.test', role: 2 };
    const toNew = await root.request({
      method: 'PUT',
      url: `/api/users/${adminId}`,
      payload: { ...adminBody, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect(toNew.statusCode).toBe(200);
    expect(await signedIn(admin)).toBe(false);
    const back = await root.request({
      method: 'PUT',
      url: `/api/users/${adminId}`,
      payload: { ...adminBody, password: FIXTURE_PASSWORD, password_confirmation: FIXTURE_PASSWORD },
    });
    expect(back.statusCode).toBe(200);
  });

  it('answers 422 to corporation_id: null for any role but root, and leaves the user where it was', async () => {
    const email = 'anchored@vitrine.test';
    await buildUser(ctx.db, { email, role: 4, corporation_id: immo });
    const id = await userIdOf(email);
    const admin = await signedInAgent(ctx.app, 'admin@vitrine.test', FIXTURE_PASSWORD);
    const root = await signedInAgent(ctx.app, 'root@vitrine.test', FIXTURE_PASSWORD);
    for (const [who, role] of [
      [admin, 4],
      [root, 4],
      [root, 2],
    ] as const) {
      const orphaned = await who.request({
        method: 'PUT',
        url: `/api/users/${id}`,
        payload: userBody(email, { role, corporation_id: null }),
      });
      expect(orphaned.statusCode, orphaned.body).toBe(422);
      expect(orphaned.json().errors.corporation_id).toEqual(['Le champ corporation est obligatoire.']);
    }
    const created = await root.request({
      method: 'POST',
      url: '/api/users',
      payload: userBody('nowhere@vitrine.test', {
        corporation_id: null,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      }),
    });
    expect(created.statusCode).toBe(422);
    const row = await ctx.db
      .selectFrom('users')
      .select('corporation_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(row.corporation_id)).toBe(immo);
  });

  it('does not tell an admin that an address belongs to another corporation’s account', async () => {
    await buildUser(ctx.db, { email: 'colleague@vitrine.test', role: 4, corporation_id: immo });
    const mine = 'mine@vitrine.test';
    await buildUser(ctx.db, { email: mine, role: 4, corporation_id: immo });
    const admin = await signedInAgent(ctx.app, 'admin@vitrine.test', FIXTURE_PASSWORD);
    const create = (email: string, agent = admin) =>
      agent.request({
        method: 'POST',
        url: '/api/users',
        payload: userBody(email, { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }),
      });
    const neutral = [
      'Cette adresse e-mail ne peut pas être utilisée ici : choisissez-en une autre, ou demandez à l’administrateur de la plateforme.',
    ];
    // Another corporation's user, and root's account: the same neutral answer, no "already taken".
    for (const email of ['user@vitrine.test', 'root@vitrine.test']) {
      const answer = await create(email);
      expect(answer.statusCode).toBe(422);
      expect(answer.json().errors.email).toEqual(neutral);
      const update = await admin.request({
        method: 'PUT',
        url: `/api/users/${await userIdOf(mine)}`,
        payload: userBody(email),
      });
      expect(update.statusCode).toBe(422);
      expect(update.json().errors.email).toEqual(neutral);
    }
    // Its own corporation's accounts are in its list anyway: said plainly.
    const colleague = await create('colleague@vitrine.test');
    expect(colleague.json().errors.email).toEqual(['La valeur du champ adresse e-mail est déjà utilisée.']);
    const root = await signedInAgent(ctx.app, 'root@vitrine.test', FIXTURE_PASSWORD);
    const byRoot = await create('user@vitrine.test', root);
    expect(byRoot.json().errors.email).toEqual(['La valeur du champ adresse e-mail est déjà utilisée.']);
    const free = await create('free@vitrine.test');
    expect(free.statusCode).toBe(201);
    expect(Number(free.json().data.corporation_id)).toBe(immo);
    expect(other).not.toBe(immo);
  });
});
