import type { DemoManifest, DemoRole } from '@vitrine/core/demo-manifest';
import { sql } from 'kysely';
import { hashPassword } from '../../security/passwords.ts';
import { type Db, isPostgres } from '../database.ts';
import { toTranslatedJson } from '../translatable.ts';
import { seedDomain } from './seed-domain.ts';
import { seedProject } from './seed-project.ts';
import { insertSettings } from './seed-settings.ts';

export interface SeededAccount {
  email: string;
  name: string;
  role: DemoRole;
}

/** Any PostgreSQL session seeding waits on this lock, so two servers starting together seed once. */
const SEED_LOCK = 7_420_001;

/** Whether the database holds no corporation yet (a fresh install). */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const row = await db.selectFrom('corporations').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

/**
 * Writes the demo manifest as rows, in one transaction. Idempotent: does nothing (and returns
 * null) when the database already has a corporation. Returns the accounts it created.
 */
export async function seedDemo(db: Db, manifest: DemoManifest): Promise<SeededAccount[] | null> {
  if (!(await isDatabaseEmpty(db))) return null;
  const hashes = await Promise.all(manifest.users.map((user) => hashPassword(user.password)));

  return db.transaction().execute(async (trx) => {
    if (isPostgres(db)) await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    if (!(await isDatabaseEmpty(trx))) return null;

    const corporationIds = new Map<string, number>();
    for (const corporation of manifest.corporations) {
      const { id } = await trx
        .insertInto('corporations')
        .values({ name: toTranslatedJson(corporation.name) })
        .returning('id')
        .executeTakeFirstOrThrow();
      corporationIds.set(corporation.key, id);
      await insertSettings(trx, { corporation_id: id }, corporation.settings);
    }
    const corporationOf = (key: string, owner: string) => {
      const id = corporationIds.get(key);
      if (id === undefined) throw new Error(`Demo ${owner}: unknown corporation "${key}"`);
      return id;
    };

    for (const [index, user] of manifest.users.entries()) {
      await trx
        .insertInto('users')
        .values({
          name: user.name,
          email: user.email.toLowerCase(),
          password: hashes[index]!,
          role: user.role,
          corporation_id:
            user.corporationKey === null ? null : corporationOf(user.corporationKey, `user ${user.key}`),
        })
        .execute();
    }

    const domainIds = new Map<string, number>();
    for (const domain of manifest.domains) {
      const corporationId = corporationOf(domain.corporationKey, `domain ${domain.key}`);
      domainIds.set(domain.key, await seedDomain(trx, domain, corporationId));
    }
    for (const project of manifest.projects) {
      const domainId = domainIds.get(project.domainKey);
      if (domainId === undefined)
        throw new Error(`Demo project ${project.key}: unknown domain "${project.domainKey}"`);
      await seedProject(trx, project, domainId);
    }

    return manifest.users.map((user) => ({
      email: user.email.toLowerCase(),
      name: user.name,
      role: user.role,
    }));
  });
}
