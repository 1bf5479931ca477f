import { DEMO_PASSWORD } from '@vitrine/scripts/demo-version';
import type { Db } from '../db/database.ts';
import { isDatabaseEmpty, type SeededAccount, seedDemo } from '../db/seed/seed-demo.ts';
import { verifyPassword } from '../security/passwords.ts';

export { DEMO_PASSWORD };

/**
 * On an empty database: renders the demo files under storageDir (cached by the generator) and
 * seeds their rows. Returns the accounts created, or null when the database already had data.
 */
export async function seedDemoIfEmpty(
  db: Db,
  options: { storageDir: string; scale: number },
  log: (message: string) => void,
): Promise<SeededAccount[] | null> {
  if (!(await isDatabaseEmpty(db))) return null;
  log('Empty database: preparing the demo development…');
  // The generator (sharp, pdfkit, workers) is loaded only when there is a demo to make.
  const { ensureDemo } = await import('@vitrine/scripts');
  const manifest = await ensureDemo({ storageDir: options.storageDir, scale: options.scale, log });
  return seedDemo(db, manifest);
}

/** Accounts that still sign in with the demo password (checked on the first few accounts only). */
export async function accountsWithDemoPassword(db: Db): Promise<SeededAccount[]> {
  const users = await db
    .selectFrom('users')
    .select(['email', 'name', 'role', 'password'])
    .orderBy('id')
    .limit(10)
    .execute();
  const checks = await Promise.all(users.map((user) => verifyPassword(user.password, DEMO_PASSWORD)));
  return users
    .filter((_, index) => checks[index])
    .map(({ email, name, role }) => ({ email, name, role: role as SeededAccount['role'] }));
}
