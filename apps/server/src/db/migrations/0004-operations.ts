import { sql } from 'kysely';
import { columnsFor, type MigrationDb } from './columns.ts';

/** Leads, pending uploads, the mail outbox and the log of synchronisations. */
export async function up(db: MigrationDb): Promise<void> {
  const c = columnsFor(db);

  // A lead outlives the project or unit it was about: those references are cleared, not cascaded.
  let contacts = c.ownedBy(c.createTable('contacts'), 'domain_id', 'domains');
  contacts = c.optionalRef(contacts, 'project_id', 'projects', 'set null');
  contacts = c.optionalRef(contacts, 'unit_id', 'units', 'set null');
  contacts = c.optionalRef(contacts, 'status_id', 'statuses', 'set null');
  contacts = contacts
    .addColumn('source', 'varchar(16)', (col) => col.notNull().check(sql`source in ('contact', 'mail-to')`))
    .addColumn('first_name', 'varchar(255)', (col) => col.notNull())
    .addColumn('last_name', 'varchar(255)', (col) => col.notNull())
    .addColumn('email', 'varchar(255)', (col) => col.notNull())
    .addColumn('phone', 'varchar(64)')
    .addColumn('body', 'text')
    .addColumn('url', 'varchar(2048)')
    .addColumn('locale', 'varchar(8)', (col) => col.notNull().defaultTo('fr'));
  contacts = c
    .flag(contacts, 'gdpr_accepted', 0)
    .addColumn('crm_status', 'varchar(16)', (col) =>
      col.notNull().defaultTo('pending').check(sql`crm_status in ('pending', 'pushed', 'failed', 'skipped')`),
    )
    .addColumn('crm_attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('crm_error', 'text');
  contacts = c.timestamp(contacts, 'crm_pushed_at');
  await c.timestamps(contacts).execute();
  await c.index('contacts', ['domain_id', 'created_at']);
  await c.index('contacts', ['email']);
  await c.index('contacts', ['project_id']);
  await c.index('contacts', ['unit_id']);
  await c.index('contacts', ['status_id']);
  await c.index('contacts', ['crm_status']);

  let uploads = db.schema
    .createTable('temporary_uploads')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('path', 'varchar(1024)', (col) => col.notNull())
    .addColumn('original_name', 'varchar(255)', (col) => col.notNull())
    .addColumn('mime', 'varchar(128)')
    .addColumn('size', 'bigint')
    .addColumn('received', 'bigint', (col) => col.notNull().defaultTo(0));
  uploads = c.timestamp(uploads, 'completed_at');
  await c.stampedNow(uploads, 'created_at').execute();
  await c.index('temporary_uploads', ['user_id']);
  await c.index('temporary_uploads', ['created_at']);

  let outbox = c
    .createTable('mail_outbox')
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0));
  outbox = c.stampedNow(outbox, 'next_attempt_at');
  outbox = c.timestamp(c.timestamp(outbox, 'locked_until'), 'sent_at').addColumn('last_error', 'text');
  await c.stampedNow(outbox, 'created_at').execute();
  await c.index('mail_outbox', ['sent_at', 'next_attempt_at']);

  let syncRuns = c
    .createTable('sync_runs')
    .addColumn('provider', 'varchar(32)', (col) =>
      col.notNull().check(sql`provider in ('emerige', 'immolead', 'adlead', 'unlatch')`),
    );
  syncRuns = c.optionalRef(syncRuns, 'project_id', 'projects', 'cascade');
  syncRuns = c.optionalRef(syncRuns, 'building_id', 'buildings', 'cascade');
  syncRuns = c.optionalRef(syncRuns, 'user_id', 'users', 'set null');
  syncRuns = syncRuns
    .addColumn('status', 'varchar(16)', (col) =>
      col.notNull().defaultTo('running').check(sql`status in ('running', 'succeeded', 'failed')`),
    )
    .addColumn('summary', 'text')
    .addColumn('error', 'text');
  syncRuns = c.timestamp(c.stampedNow(syncRuns, 'started_at'), 'finished_at');
  await syncRuns.execute();
  await c.index('sync_runs', ['project_id', 'started_at']);
  await c.index('sync_runs', ['building_id', 'started_at']);
}

export async function down(db: MigrationDb): Promise<void> {
  await columnsFor(db).dropTables('sync_runs', 'mail_outbox', 'temporary_uploads', 'contacts');
}
