import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/databases.ts';

/** Every table of schema.ts's `Database` and its columns, read by the TypeScript compiler. */
function describedTables(): Record<string, string[]> {
  const file = fileURLToPath(new URL('./schema.ts', import.meta.url));
  // Only the names matter: the file alone, its imports unresolved (fast, and no type check).
  const program = ts.createProgram([file], { noResolve: true, noLib: true, types: [], noEmit: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file)!;
  const database = checker
    .getExportsOfModule(checker.getSymbolAtLocation(source)!)
    .find((symbol) => symbol.name === 'Database')!;
  const tables: Record<string, string[]> = {};
  for (const table of checker.getDeclaredTypeOfSymbol(database).getProperties()) {
    const columns = checker.getTypeOfSymbolAtLocation(table, source).getProperties();
    tables[table.name] = columns.map((column) => column.name).sort();
  }
  return tables;
}

// Kysely's own bookkeeping, not the application's.
const MIGRATOR_TABLES = ['kysely_migration', 'kysely_migration_lock'];

describe('the typed database description (schema.ts)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
  });
  afterAll(() => database.drop());

  it('names every table and column the migrations create, and nothing else', async () => {
    const created: Record<string, string[]> = {};
    for (const table of await database.db.introspection.getTables()) {
      if (MIGRATOR_TABLES.includes(table.name)) continue;
      created[table.name] = table.columns.map((column) => column.name).sort();
    }
    expect(describedTables()).toEqual(created);
  });
});
