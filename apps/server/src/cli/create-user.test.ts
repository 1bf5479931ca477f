import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../security/passwords.ts';
import { createTestDatabase, type TestDatabase, testDatabases } from '../test/databases.ts';
import { CREATE_USER_ENTRY, runTs } from '../test/processes.ts';

describe.each(testDatabases())('npm run user:create on $name', ({ dialect }) => {
  let database: TestDatabase;
  let databaseUrl: string;
  beforeAll(async () => {
    database = await createTestDatabase(dialect, { migrate: false });
    databaseUrl = database.config.dialect === 'postgres' ? database.config.url : database.config.file;
  });
  afterAll(() => database.drop());

  const createUser = (...args: string[]) =>
    runTs(CREATE_USER_ENTRY, args, { DATABASE_URL: databaseUrl, SESSION_SECRET: 'a-session-secret-of-at-least-32-chars' });

  it('creates a root account on a fresh database, with an argon2id hash of the password', async () => {
    const result = await createUser('--email', 'Owner@Example.com', '--name', 'Owner', '--password', 'correct horse');
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/Created the root account owner@example\.com \(id \d+\)\./);

    const user = await database.db.selectFrom('users').selectAll().executeTakeFirstOrThrow();
    expect(user).toMatchObject({ email: 'owner@example.com', name: 'Owner', role: 1, corporation_id: null });
    expect(await verifyPassword(user.password, 'correct horse')).toBe(true);
  });

  it('refuses an e-mail that already has an account, saying so', async () => {
    const result = await createUser('--email', 'owner@example.com', '--name', 'Again', '--password', 'another one');
    expect(result.code).toBe(1);
    expect(result.stderr.split('\n')[0]).toBe('An account with the e-mail owner@example.com already exists.');
  });
});

describe.concurrent('npm run user:create with wrong input', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
  });
  afterAll(() => database.drop());
  const env = () => ({
    DATABASE_URL: database.config.dialect === 'sqlite' ? database.config.file : '',
    SESSION_SECRET: 'a-session-secret-of-at-least-32-chars',
  });

  it('explains an invalid e-mail, a short password and a missing corporation', async () => {
    const cases: [string[], string][] = [
      [['--email', 'nope', '--name', 'N', '--password', 'long enough'], 'adresse e-mail valide'],
      [['--email', 'a@b.test', '--name', 'N', '--password', 'short'], 'au moins 8 caractères'],
      [['--email', 'a@b.test', '--name', 'N', '--password', 'long enough', '--role', '2'], '--corporation'],
      [['--emial', 'a@b.test'], "Unknown option '--emial'"],
    ];
    const results = await Promise.all(cases.map(([args]) => runTs(CREATE_USER_ENTRY, args, env())));
    results.forEach((result, index) => {
      expect(result.code).toBe(1);
      expect(result.stderr.split('\n')[0]).toContain(cases[index]![1]);
      expect(result.stderr).toContain('Usage: npm run user:create');
    });
    expect(await database.db.selectFrom('users').select('id').execute()).toEqual([]);
  });
});
