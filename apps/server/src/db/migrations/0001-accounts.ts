import { sql } from 'kysely';
import { columnsFor, type MigrationDb } from './columns.ts';

/** Corporations, their domains (public sites), users and sessions. */
export async function up(db: MigrationDb): Promise<void> {
  const c = columnsFor(db);

  await c.timestamps(c.translatable(c.createTable('corporations'), 'name')).execute();

  let domains = c.ownedBy(c.createTable('domains'), 'corporation_id', 'corporations');
  domains = c.translatable(domains, 'name').addColumn('host', 'varchar(255)', (col) => col.notNull());
  domains = c.translatable(c.translatable(domains, 'title'), 'subtitle');
  await c.timestamps(domains).execute();
  await c.index('domains', ['host'], { unique: true });
  await c.index('domains', ['corporation_id']);

  const users = c
    .optionalRef(c.createTable('users'), 'corporation_id', 'corporations', 'cascade')
    .addColumn('name', 'varchar(255)', (col) => col.notNull())
    .addColumn('email', 'varchar(255)', (col) => col.notNull())
    .addColumn('password', 'varchar(255)', (col) => col.notNull())
    .addColumn('role', 'integer', (col) => col.notNull().defaultTo(4).check(sql`role in (1, 2, 4)`));
  await c.timestamps(users).execute();
  await c.index('users', ['email'], { unique: true });
  await c.index('users', ['corporation_id']);
  await c.index('users', ['name']);

  let sessions = db.schema
    .createTable('sessions')
    .addColumn('id', 'varchar(128)', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('csrf_token', 'varchar(128)', (col) => col.notNull());
  sessions = c
    .flag(sessions, 'remember', 0)
    .addColumn('ip', 'varchar(64)')
    .addColumn('user_agent', 'varchar(512)');
  sessions = c.timestamp(sessions, 'expires_at', (col) => col.notNull());
  await c.stampedNow(c.stampedNow(sessions, 'created_at'), 'last_seen_at').execute();
  await c.index('sessions', ['user_id']);
  await c.index('sessions', ['expires_at']);
}

export async function down(db: MigrationDb): Promise<void> {
  await columnsFor(db).dropTables('sessions', 'users', 'domains', 'corporations');
}
