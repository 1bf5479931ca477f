import { SYSTEM_STATUSES } from '@vitrine/core/status';
import { sql } from 'kysely';
import { columnsFor, type MigrationDb } from './columns.ts';

/** Projects and their tree: buildings, floors, units; statuses and categories. */
export async function up(db: MigrationDb): Promise<void> {
  const c = columnsFor(db);

  let projects = c.translatable(c.ownedBy(c.createTable('projects'), 'domain_id', 'domains'), 'name');
  projects = projects.addColumn('topology', 'varchar(20)');
  projects = c.flag(c.flag(projects, 'show_price', 1), 'show_category', 0);
  projects = c.translatable(projects, 'gdpr').addColumn('cgu', 'varchar(2048)');
  for (const external of ['emerige_id', 'immolead_id', 'adlead_id', 'unlatch_id']) {
    projects = projects.addColumn(external, 'varchar(255)');
  }
  await c.timestamps(projects).execute();
  await c.index('projects', ['domain_id']);

  // A sub-building is a part of its main building: it goes with it.
  let buildings = c.ownedBy(c.createTable('buildings'), 'project_id', 'projects');
  buildings = c
    .optionalRef(buildings, 'building_id', 'buildings', 'cascade')
    .addColumn('name', 'varchar(255)', (col) => col.notNull());
  buildings = c
    .translatable(buildings, 'description')
    .addColumn('adlead_id', 'varchar(255)')
    .addColumn('order_column', 'integer', (col) => col.notNull().defaultTo(0));
  await c.timestamps(buildings).execute();
  await c.index('buildings', ['project_id', 'order_column']);
  await c.index('buildings', ['building_id']);
  await c.index('buildings', ['name']);

  let floors = c
    .ownedBy(c.createTable('floors'), 'building_id', 'buildings')
    .addColumn('name', 'varchar(255)', (col) => col.notNull());
  floors = c
    .translatable(floors, 'description')
    .addColumn('adlead_id', 'varchar(255)')
    .addColumn('order', 'integer', (col) => col.notNull().defaultTo(0));
  await c.timestamps(floors).execute();
  await c.index('floors', ['building_id', 'order']);
  await c.index('floors', ['name']);

  // project_id null: a system status (ids 1, 2, 3, 7, as packages/core defines them).
  let statuses = c.optionalRef(c.createTable('statuses'), 'project_id', 'projects', 'cascade');
  statuses = c.translatable(statuses, 'name').addColumn('color', 'varchar(32)', (col) => col.notNull());
  await c.timestamps(statuses).execute();
  await c.index('statuses', ['project_id']);
  await db
    .insertInto('statuses')
    .values(
      SYSTEM_STATUSES.map(({ id, name, color }) => ({
        id,
        name: JSON.stringify(name),
        color,
        project_id: null,
      })),
    )
    .execute();
  if (c.postgres) {
    // Explicit ids do not move an identity sequence: project statuses start after the system ones.
    await sql`alter table statuses alter column id restart with 8`.execute(db);
  }

  let categories = c.translatable(c.ownedBy(c.createTable('categories'), 'project_id', 'projects'), 'name');
  categories = categories
    .addColumn('color', 'varchar(32)', (col) => col.notNull())
    .addColumn('order', 'integer', (col) => col.notNull().defaultTo(0));
  await c.timestamps(categories).execute();
  await c.index('categories', ['project_id', 'order']);

  let units = c.ownedBy(c.createTable('units'), 'floor_id', 'floors');
  units = c.optionalRef(units, 'unit_id', 'units', 'set null');
  units = c.optionalRef(units, 'status_id', 'statuses', 'set null');
  units = c.optionalRef(units, 'category_id', 'categories', 'set null');
  units = units.addColumn('name', 'varchar(255)', (col) => col.notNull());
  for (const field of ['fullname', 'description', 'price_detail']) units = c.translatable(units, field);
  units = units
    .addColumn('bedrooms', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('surface', 'numeric(12, 2)', (col) => col.notNull().defaultTo(0))
    .addColumn('price', 'numeric(14, 2)');
  for (const option of ['has_garden', 'has_terrace', 'has_balcony', 'has_loggia'])
    units = c.flag(units, option, 0);
  units = units
    .addColumn('blueprint_2d_path', 'varchar(1024)')
    .addColumn('blueprint_3d_path', 'varchar(1024)')
    .addColumn('blueprint_pdf_path', 'varchar(1024)')
    .addColumn('external_id', 'varchar(255)')
    .addColumn('order', 'integer', (col) => col.notNull().defaultTo(0));
  await c.timestamps(units).execute();
  await c.index('units', ['floor_id', 'order']);
  await c.index('units', ['unit_id']);
  await c.index('units', ['status_id']);
  await c.index('units', ['category_id']);
  await c.index('units', ['name']);
  await c.index('units', ['external_id']);
}

export async function down(db: MigrationDb): Promise<void> {
  await columnsFor(db).dropTables('units', 'categories', 'statuses', 'floors', 'buildings', 'projects');
}
