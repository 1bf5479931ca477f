import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, sql } from 'kysely';
import { isPostgres } from '../database.ts';

// Migrations see the database untyped: they describe its past shapes, not the current one.
// biome-ignore lint/suspicious/noExplicitAny: a migration's db is schemaless by design
export type MigrationDb = Kysely<any>;
// biome-ignore lint/suspicious/noExplicitAny: see above
type Table = CreateTableBuilder<any, any>;

export const EMPTY_TRANSLATION = JSON.stringify({ fr: '', en: '' });

/** Column helpers that write the same schema on SQLite and PostgreSQL. */
export function columnsFor(db: MigrationDb) {
  const postgres = isPostgres(db);
  const timestampType: 'timestamptz' | 'text' = postgres ? 'timestamptz' : 'text';
  const now = postgres ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

  /** A timestamp that defaults to the current time. */
  function stampedNow(table: Table, column: string): Table {
    return table.addColumn(column, timestampType, (c) => c.notNull().defaultTo(now));
  }

  return {
    postgres,
    timestampType,
    /** `create table <name> (id …)`: an integer key, identity on PostgreSQL, autoincrement on SQLite. */
    createTable(name: string): Table {
      return db.schema
        .createTable(name)
        .addColumn('id', 'integer', (column) =>
          postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement(),
        );
    },
    /** A required foreign key; deleting the parent deletes the row. */
    ownedBy(table: Table, column: string, parent: string): Table {
      return table.addColumn(column, 'integer', (c) =>
        c.notNull().references(`${parent}.id`).onDelete('cascade'),
      );
    },
    /** An optional foreign key with the given delete rule. */
    optionalRef(table: Table, column: string, parent: string, onDelete: 'cascade' | 'set null'): Table {
      return table.addColumn(column, 'integer', (c) => c.references(`${parent}.id`).onDelete(onDelete));
    },
    translatable(table: Table, column: string): Table {
      return table.addColumn(column, 'text', (c) => c.notNull().defaultTo(EMPTY_TRANSLATION));
    },
    /** A 0/1 flag. */
    flag(table: Table, column: string, defaultValue: 0 | 1): Table {
      return table.addColumn(column, 'integer', (c) =>
        c
          .notNull()
          .defaultTo(defaultValue)
          .check(sql`${sql.ref(column)} in (0, 1)`),
      );
    },
    timestamp(
      table: Table,
      column: string,
      build?: (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder,
    ): Table {
      return table.addColumn(column, timestampType, build);
    },
    stampedNow,
    timestamps(table: Table): Table {
      return stampedNow(stampedNow(table, 'created_at'), 'updated_at');
    },
    async index(table: string, columns: string[], options: { unique?: boolean } = {}): Promise<void> {
      let builder = db.schema
        .createIndex(`${table}_${columns.join('_')}_index`)
        .on(table)
        .columns(columns);
      if (options.unique) builder = builder.unique();
      await builder.execute();
    },
    async dropTables(...tables: string[]): Promise<void> {
      for (const table of tables) await db.schema.dropTable(table).ifExists().execute();
    },
  };
}
