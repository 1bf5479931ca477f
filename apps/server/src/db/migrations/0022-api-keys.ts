import { columnsFor, type MigrationDb } from './columns.ts';

/**
 * The showcase on the developer's own site (issue 16 point 3): the origins a site lets embed it
 * (and call its read API from a browser), and the site's read-API keys, kept as a SHA-256 hash
 * (the key is shown once, at creation) with their first characters to tell them apart.
 */
export async function up(db: MigrationDb): Promise<void> {
  const c = columnsFor(db);
  let origins = c.ownedBy(c.createTable('embed_origins'), 'domain_id', 'domains');
  origins = origins.addColumn('origin', 'varchar(255)', (col) => col.notNull());
  await c.stampedNow(origins, 'created_at').execute();
  await c.index('embed_origins', ['domain_id', 'origin'], { unique: true });

  let keys = c.ownedBy(c.createTable('api_keys'), 'domain_id', 'domains');
  keys = keys
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('key_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('prefix', 'varchar(16)', (col) => col.notNull());
  keys = c.optionalRef(keys, 'created_by', 'users', 'set null');
  keys = c.stampedNow(keys, 'created_at');
  keys = c.timestamp(keys, 'last_used_at');
  keys = c.timestamp(keys, 'revoked_at');
  await keys.execute();
  await c.index('api_keys', ['domain_id']);
}

export async function down(db: MigrationDb): Promise<void> {
  await columnsFor(db).dropTables('api_keys', 'embed_origins');
}
