import type { DemoManifest } from '@vitrine/scripts/demo-manifest';
import type { Db } from '../db/database.ts';
import { isDatabaseEmpty, type SeededAccount, seedDemo } from '../db/seed/seed-demo.ts';
import { verifyPassword } from '../security/passwords.ts';

export const DEMO_PASSWORD = 'vitrine-demo';

type EnsureDemo = (options: { storageDir: string; log?: (message: string) => void }) => Promise<DemoManifest>;

/** The demo generator of @vitrine/scripts: renders the demo files (cached) and returns their manifest. */
async function loadEnsureDemo(): Promise<EnsureDemo> {
  const specifier = '@vitrine/scripts';
  const scripts = (await import(specifier)) as { ensureDemo?: EnsureDemo };
  if (typeof scripts.ensureDemo !== 'function') throw new Error('@vitrine/scripts does not export ensureDemo');
  return scripts.ensureDemo;
}

/**
 * On an empty database: renders the demo files under storageDir and seeds their rows.
 * Returns the accounts created, or null when the database already had data.
 */
export async function seedDemoIfEmpty(
  db: Db,
  storageDir: string,
  log: (message: string) => void,
): Promise<SeededAccount[] | null> {
  if (!(await isDatabaseEmpty(db))) return null;
  log('Empty database: preparing the demo development…');
  const ensureDemo = await loadEnsureDemo();
  const manifest = await ensureDemo({ storageDir, log });
  return seedDemo(db, manifest);
}

/** Accounts that still sign in with the demo password (checked on a few accounts only). */
export async function accountsWithDemoPassword(db: Db): Promise<SeededAccount[]> {
  const users = await db.selectFrom('users').select(['email', 'name', 'role', 'password']).orderBy('id').limit(10).execute();
  const checks = await Promise.all(users.map((user) => verifyPassword(user.password, DEMO_PASSWORD)));
  return users
    .filter((_, index) => checks[index])
    .map(({ email, name, role }) => ({ email, name, role: role as SeededAccount['role'] }));
}
