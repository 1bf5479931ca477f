import { loadConfig } from '../config.ts';
import { createDatabase, pingDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { describeStartError, wantsStack } from '../start/fatal-error.ts';
import { ask, readFlags } from './cli-input.ts';
import { AccountInputError, createAccount } from './create-account.ts';

const USAGE = `Usage: npm run user:create -- --email <email> --name <name> --password <password>
       [--role 1|2|4] [--corporation <id>]   (role 1 root by default; 2 admin and 4 user need a corporation)
Missing values are asked for when run in a terminal.`;

const ROLE_NAMES: Record<number, string> = { 1: 'root', 2: 'admin', 4: 'user' };

/** `npm run user:create`: creates an account, e.g. the first root account of a real installation. */
async function main(): Promise<number> {
  let flags: Record<string, string | undefined>;
  try {
    flags = readFlags(process.argv.slice(2), ['email', 'name', 'password', 'role', 'corporation']);
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 1;
  }
  if (process.stdin.isTTY) {
    flags.email ??= await ask('E-mail: ');
    flags.name ??= await ask('Name: ');
    flags.password ??= await ask('Password (8 characters or more): ', { hidden: true });
  }

  const config = loadConfig();
  const db = createDatabase(config.database);
  try {
    await pingDatabase(db, config.database);
    await migrateToLatest(db);
    const user = await createAccount(db, flags);
    console.log(`Created the ${ROLE_NAMES[user.role]} account ${user.email} (id ${user.id}).`);
    return 0;
  } catch (error) {
    if (error instanceof AccountInputError) console.error(`${error.message}\n${USAGE}`);
    else console.error(describeStartError(error));
    if (wantsStack()) console.error(error);
    return 1;
  } finally {
    await db.destroy();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(describeStartError(error));
  process.exitCode = 1;
}
