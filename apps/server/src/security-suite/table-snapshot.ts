import type { Db } from '../db/database.ts';

/** Columns that change on their own (a session's idle expiry slides forward with use). */
const VOLATILE: Record<string, string[]> = { sessions: ['last_seen_at', 'expires_at'] };

/** Request counters (rate limits): every request may move them, and they hold no one's data. */
const COUNTERS = new Set(['throttles']);

export type TableSnapshot = Map<string, string[]>;

/** Every row of every table (migration bookkeeping aside), as sorted JSON lines per table. */
export async function snapshotTables(db: Db): Promise<TableSnapshot> {
  const tables = await db.introspection.getTables();
  const snapshot: TableSnapshot = new Map();
  for (const table of tables) {
    if (table.name.startsWith('kysely_') || COUNTERS.has(table.name)) continue;
    // biome-ignore lint/suspicious/noExplicitAny: every table, whatever its row type
    const rows: Record<string, unknown>[] = await (db as any).selectFrom(table.name).selectAll().execute();
    const lines = rows.map((row) => {
      for (const column of VOLATILE[table.name] ?? []) delete row[column];
      return JSON.stringify(row);
    });
    snapshot.set(table.name, lines.sort());
  }
  return snapshot;
}

/** The tables whose rows differ between two snapshots: rows added, removed, and one of them. */
export function tableChanges(before: TableSnapshot, after: TableSnapshot): string[] {
  const changes: string[] = [];
  for (const [table, rows] of after) {
    const old = new Set(before.get(table) ?? []);
    const now = new Set(rows);
    const added = rows.filter((row) => !old.has(row));
    const removed = [...old].filter((row) => !now.has(row));
    if (added.length || removed.length)
      changes.push(
        `${table}: +${added.length} -${removed.length} (${[...added, ...removed][0]?.slice(0, 160)})`,
      );
  }
  return changes;
}

/** The rows of `after` that `before` does not hold (new or changed), by table. */
export function addedRows(before: TableSnapshot, after: TableSnapshot): [string, Record<string, unknown>][] {
  const added: [string, Record<string, unknown>][] = [];
  for (const [table, rows] of after) {
    const old = new Set(before.get(table) ?? []);
    for (const row of rows) if (!old.has(row)) added.push([table, JSON.parse(row)]);
  }
  return added;
}
