import { sql } from 'kysely';
import { columnsFor, type MigrationDb } from './columns.ts';

const SETTING_OWNERS = [
  ['corporation_id', 'corporations'],
  ['domain_id', 'domains'],
  ['project_id', 'projects'],
  ['building_id', 'buildings'],
  ['user_id', 'users'],
] as const;

/** Settings of every owner, and a domain's pages, gallery, videos and virtual tours. */
export async function up(db: MigrationDb): Promise<void> {
  const c = columnsFor(db);

  // One nullable foreign key per kind of owner, exactly one of them set: real foreign keys that
  // cascade, instead of a polymorphic (type, id) pair the database cannot check.
  let settings = c.createTable('settings');
  for (const [column, parent] of SETTING_OWNERS)
    settings = c.optionalRef(settings, column, parent, 'cascade');
  settings = settings
    .addColumn('name', 'varchar(255)', (col) => col.notNull())
    .addColumn('type', 'varchar(16)', (col) =>
      col.notNull().defaultTo('text').check(sql`type in ('text', 'image')`),
    )
    .addColumn('value', 'text')
    .addColumn('image_path', 'varchar(1024)')
    .addColumn('css_file_path', 'varchar(1024)')
    .addColumn('pdf_path', 'varchar(1024)');
  const ownerCount = sql.join(
    SETTING_OWNERS.map(([column]) => sql`case when ${sql.ref(column)} is null then 0 else 1 end`),
    sql` + `,
  );
  settings = settings.addCheckConstraint('settings_one_owner', sql`${ownerCount} = 1`);
  await c.timestamps(settings).execute();
  for (const [column] of SETTING_OWNERS) {
    // Unique name per owner; partial, so that the other owners' nulls stay out of it.
    await db.schema
      .createIndex(`settings_${column}_name_index`)
      .on('settings')
      .columns([column, 'name'])
      .unique()
      .where(sql.ref(column), 'is not', null)
      .execute();
  }

  let pages = c.ownedBy(c.createTable('pages'), 'domain_id', 'domains');
  pages = pages.addColumn('name', 'varchar(255)', (col) => col.notNull());
  pages = c.flag(c.flag(pages, 'is_active', 1), 'with_alt_logo', 0);
  await c.timestamps(pages).execute();
  await c.index('pages', ['domain_id', 'name'], { unique: true });

  const files = c
    .ownedBy(c.createTable('files'), 'domain_id', 'domains')
    .addColumn('path', 'varchar(1024)', (col) => col.notNull())
    .addColumn('responsive', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('thumb_path', 'varchar(1024)')
    .addColumn('original_name', 'varchar(255)')
    .addColumn('mime', 'varchar(128)')
    .addColumn('size', 'bigint')
    .addColumn('order', 'integer', (col) => col.notNull().defaultTo(0));
  await c.timestamps(files).execute();
  await c.index('files', ['domain_id', 'order']);

  const videos = c
    .ownedBy(c.createTable('videos'), 'domain_id', 'domains')
    .addColumn('thumb_path', 'varchar(1024)')
    .addColumn('order', 'integer', (col) => col.notNull().defaultTo(0));
  await c.timestamps(videos).execute();
  await c.index('videos', ['domain_id', 'order']);

  await c
    .ownedBy(c.createTable('video_formats'), 'video_id', 'videos')
    .addColumn('path', 'varchar(1024)', (col) => col.notNull())
    .addColumn('type', 'varchar(128)', (col) => col.notNull())
    .addColumn('order', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await c.index('video_formats', ['video_id', 'order']);

  let tours = c
    .ownedBy(c.createTable('tours'), 'domain_id', 'domains')
    .addColumn('number', 'integer', (col) => col.notNull().check(sql`number between 1 and 4`));
  tours = c.translatable(tours, 'name').addColumn('thumb_path', 'varchar(1024)');
  await c.timestamps(tours).execute();
  await c.index('tours', ['domain_id', 'number'], { unique: true });
}

export async function down(db: MigrationDb): Promise<void> {
  await columnsFor(db).dropTables('tours', 'video_formats', 'videos', 'files', 'pages', 'settings');
}
