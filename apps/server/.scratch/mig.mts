import { createDatabase, pingDatabase } from '/work/main/apps/server/src/db/database.ts';
import { migrateToLatest } from '/work/main/apps/server/src/db/migrate.ts';
for (const cfg of [{ dialect: 'sqlite', file: '/tmp/scratch.sqlite' }, { dialect: 'postgres', url: 'postgres://postgres@127.0.0.1:5432/vitrine_scratch' }] as const) {
  const db = createDatabase(cfg);
  await pingDatabase(db, cfg);
  console.log(await migrateToLatest(db));
  const r = await db.insertInto('statuses').values({ name: '{}', color: '#000' }).returning('id').executeTakeFirst();
  console.log(r, await db.selectFrom('statuses').select(['id', 'created_at']).execute());
  await db.destroy();
}
