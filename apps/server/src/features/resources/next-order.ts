import type { Db } from '../../db/database.ts';
import { type AnyRow, byName, type ResourceDefinition } from './resource.ts';

/**
 * The values of a new row of an ordered resource (`ordering`): without an order of its own it goes
 * last in its group (a domain's videos, a floor's units), as the gallery appends its pictures.
 */
export async function placedLast(
  db: Db,
  resource: ResourceDefinition,
  values: AnyRow,
  input: AnyRow,
): Promise<AnyRow> {
  const ordering = resource.ordering;
  if (!ordering || (values[ordering.column] !== undefined && values[ordering.column] !== null)) return values;
  const group = values[ordering.group] ?? input[ordering.group] ?? null;
  const last = await byName(db)
    .selectFrom(resource.table)
    .select((eb) => eb.fn.max(ordering.column).as('last'))
    .where((eb) =>
      group === null ? eb(ordering.group, 'is', null) : eb(ordering.group, '=', group as number),
    )
    .executeTakeFirst();
  const order = last?.last === null || last?.last === undefined ? 0 : Number(last.last) + 1;
  return { ...values, [ordering.column]: order };
}
