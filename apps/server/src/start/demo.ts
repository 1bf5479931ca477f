import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD } from '@vitrine/core/demo-manifest';
import type { Db } from '../db/database.ts';
import { readDemoManifest } from '../db/seed/demo-manifest-file.ts';
import { isDatabaseEmpty, type SeededAccount, seedDemo } from '../db/seed/seed-demo.ts';
import { verifyPassword } from '../security/passwords.ts';

export { DEMO_PASSWORD };

/** The repository's root, whose package.json has the `demo` script. */
const REPOSITORY_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** Printed when an empty database is left without the demo: how to make the first account. */
export const FIRST_ACCOUNT_HINT =
  'Empty database, no demo seeded (DEMO is on by default only for a local APP_URL). Create the first (root) account with the same environment:\n' +
  '  npm run user:create -- --email you@example.com --name "Your Name"   (the password is asked for)';

/**
 * On an empty database: with `demo`, has the generator render the demo files under storageDir
 * (`npm run demo`, a process of its own; it reuses its cached output) and seeds the rows of the
 * manifest it leaves there; without, prints how to create the first account. Returns the demo
 * accounts created, or null when nothing was seeded.
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
  log('Empty database: preparing the demo development (npm run demo)…');
  await runDemoGenerator(options.storageDir, options.scale);
  return seedDemo(db, await readDemoManifest(options.storageDir));
}

/** Runs the demo generator as its own process, its output shown as it goes; throws if it fails. */
function runDemoGenerator(storageDir: string, scale: number): Promise<void> {
  const args = ['run', '--silent', 'demo', '--', '--out', storageDir, '--scale', String(scale)];
  return new Promise((resolve, reject) => {
    const child = spawn('npm', args, {
      cwd: REPOSITORY_ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
      shell: process.platform === 'win32',
    });
    child.on('error', (error) =>
      reject(new Error(`Cannot run the demo generator (npm run demo): ${error.message}`)),
    );
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`The demo generator (npm run demo) stopped with ${signal ?? `code ${code}`}`)),
    );
  });
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
