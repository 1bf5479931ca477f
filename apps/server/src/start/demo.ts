import { DEMO_PASSWORD } from '@vitrine/scripts/demo-version';
import type { Db } from '../db/database.ts';
import { isDatabaseEmpty, type SeededAccount, seedDemo } from '../db/seed/seed-demo.ts';
import { verifyPassword } from '../security/passwords.ts';

export { DEMO_PASSWORD };

/** Printed when an empty database is left without the demo: how to make the first account. */
export const FIRST_ACCOUNT_HINT =
  'Empty database, no demo seeded (DEMO is on by default only for a local APP_URL). Create the first (root) account with the same environment:\n' +
  '  npm run user:create -- --email you@example.com --name "Your Name"   (the password is asked for)';

/**
 * On an empty database: with `demo`, renders the demo files under storageDir (cached by the
 * generator) and seeds their rows; without, prints how to create the first account. Returns the
 * demo accounts created, or null when nothing was seeded.
 */
export async function seedOnFirstStart(
  db: Db,
  options: { demo: boolean; storageDir: string; scale: number },
  log: (message: string) => void,
): Promise<SeededAccount[] | null> {
  if (!(await isDatabaseEmpty(db))) return null;
  if (!options.demo) {
    log(FIRST_ACCOUNT_HINT);
    return null;
  }
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
