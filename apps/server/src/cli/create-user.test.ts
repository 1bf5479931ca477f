import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../security/passwords.ts';
import { createTestDatabase, type TestDatabase, testDatabases } from '../test/databases.ts';
import { CREATE_USER_ENTRY, runTs } from '../test/processes.ts';
import { type AccountInput, createAccount } from './create-account.ts';

describe.concurrent.each(testDatabases())(
  'npm run user:create on $name',
  { timeout: 90_000 },
  ({ dialect }) => {
    let database: TestDatabase;
    let databaseUrl: string;
    beforeAll(async () => {
      database = await createTestDatabase(dialect, { migrate: false });
      databaseUrl = database.config.dialect === 'postgres' ? database.config.url : database.config.file;
    });
    afterAll(() => database.drop());

    const createUser = (...args: string[]) =>
      runTs(CREATE_USER_ENTRY, args, {
        DATABASE_URL: databaseUrl,
        SESSION_SECRET: 'a-session-secret-of-at-least-32-chars',
      });

    it('creates a root account on a fresh database, with an argon2id hash of the password', async () => {
      const result = await createUser(
        '--email',
        'Owner@Example.com',
        '--name',
        'Owner',
        '--password',
        'correct horse',
      );
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(/Created the root account owner@example\.com \(id \d+\)\./);

      const user = await database.db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
      expect(user).toMatchObject({
        email: 'owner@example.com',
        name: 'Owner',
        role: 1,
        corporation_id: null,
      });
      expect(await verifyPassword(user.password, 'correct horse')).toBe(true);
    });
  },
);

describe.each(testDatabases())('creating an account on $name', ({ dialect }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(() => database.drop());

  it('explains an invalid e-mail, a short password, a taken e-mail, and a missing or unknown corporation', async () => {
    const attempts: [AccountInput, RegExp][] = [
      [{ email: 'nope', name: 'N', password: 'long enough' }, /adresse e-mail valide/],
      [{ email: 'a@b.test', name: 'N', password: 'short' }, /au moins 8 caractères/],
      [{ email: 'a@b.test', name: '', password: 'long enough' }, /nom est obligatoire/],
      [{ email: 'a@b.test', name: 'N', password: 'long enough', role: '3' }, /rôle/],
      [{ email: 'a@b.test', name: 'N', password: 'long enough', role: '2' }, /--corporation/],
      [
        { email: 'a@b.test', name: 'N', password: 'long enough', role: '4', corporation: '99' },
        /no corporation with id 99/,
      ],
    ];
    await createAccount(database.db, { email: 'taken@b.test', name: 'T', password: 'long enough' });
    attempts.push([
      { email: 'Taken@B.test', name: 'N', password: 'long enough' },
      /taken@b\.test already exists/,
    ]);
    for (const [input, message] of attempts) {
      await expect(createAccount(database.db, input)).rejects.toThrow(message);
    }
    expect(await database.db.selectFrom('users').select('email').execute()).toEqual([
      { email: 'taken@b.test' },
    ]);
  });

  it('creates an admin of an existing corporation', async () => {
    const corporation = await database.db
      .insertInto('corporations')
      .values({ name: '{"fr":"Immo","en":""}' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const user = await createAccount(database.db, {
      email: 'admin@immo.test',
      name: 'Admin',
      password: 'long enough',
      role: '2',
      corporation: String(corporation.id),
    });
    expect(user).toMatchObject({ email: 'admin@immo.test', role: 2 });
  });
});

describe('npm run user:create with an unknown flag', { timeout: 90_000 }, () => {
  it('prints the usage and exits with code 1', async () => {
    const result = await runTs(CREATE_USER_ENTRY, ['--emial', 'a@b.test'], { DATABASE_URL: ':memory:' });
    expect(result.code).toBe(1);
    expect(result.stderr.split('\n')[0]).toBe("Unknown option '--emial'");
    expect(result.stderr).toContain('Usage: npm run user:create');
  });
});
