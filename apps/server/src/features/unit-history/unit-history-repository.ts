import type { Locale } from '@vitrine/core/i18n/index';
import type { TUnitChange, TUnitChangeSource, TUnitHistoryField } from '@vitrine/core/schemas/price-list';
import { pickTranslation } from '@vitrine/core/translation';
import type { Db } from '../../db/database.ts';
import { parseTranslated } from '../../db/translatable.ts';

/** How many changes a unit's or a floor's history shows (newest first). */
export const HISTORY_LIMIT = 200;

/** The newest changes of one unit, or of every unit of one floor, presented for the back office. */
export async function listUnitHistory(
  db: Db,
  where: { unitId: number } | { floorId: number },
  locale: Locale,
): Promise<TUnitChange[]> {
  let query = db
    .selectFrom('unit_changes')
    .innerJoin('units', 'units.id', 'unit_changes.unit_id')
    .leftJoin('users', 'users.id', 'unit_changes.user_id')
    .select([
      'unit_changes.id',
      'unit_changes.unit_id',
      'units.name as unit_name',
      'unit_changes.field',
      'unit_changes.from_value',
      'unit_changes.to_value',
      'unit_changes.source',
      'unit_changes.user_id',
      'users.name as user_name',
      'unit_changes.created_at',
    ])
    .orderBy('unit_changes.id', 'desc')
    .limit(HISTORY_LIMIT);
  query =
    'unitId' in where
      ? query.where('unit_changes.unit_id', '=', where.unitId)
      : query.where('units.floor_id', '=', where.floorId);
  const rows = await query.execute();
  const statusIds = new Set<number>();
  for (const row of rows)
    if (row.field === 'status_id')
      for (const value of [row.from_value, row.to_value]) if (value !== null) statusIds.add(Number(value));
  const statuses =
    statusIds.size === 0
      ? []
      : await db
          .selectFrom('statuses')
          .select(['id', 'name'])
          .where('id', 'in', [...statusIds])
          .execute();
  const label = (field: string, value: number | null) => {
    if (field !== 'status_id' || value === null) return null;
    const status = statuses.find((row) => row.id === Number(value));
    return status ? pickTranslation(parseTranslated(status.name), locale) : `#${value}`;
  };
  return rows.map((row) => ({
    id: Number(row.id),
    unit_id: Number(row.unit_id),
    unit_name: row.unit_name,
    field: row.field as TUnitHistoryField,
    from: row.from_value === null ? null : Number(row.from_value),
    to: row.to_value === null ? null : Number(row.to_value),
    from_label: label(row.field, row.from_value),
    to_label: label(row.field, row.to_value),
    source: row.source as TUnitChangeSource,
    user: row.user_id === null ? null : { id: Number(row.user_id), name: row.user_name ?? '' },
    at: new Date(row.created_at).toISOString(),
  }));
}
