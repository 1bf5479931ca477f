import type { Message } from '@vitrine/core/i18n/index';
import { nameKey, slugOf } from '@vitrine/core/names';
import type { Transaction } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { Database } from '../../../db/schema.ts';

/**
 * Names that make public links (/orbital/{project}/{building}/{floor}/{unit}) must name one row:
 * a unit's name within its building (the full view finds a unit among all floors, and the
 * polygon file matches it without case), a floor's slug within its building.
 */
export async function unitNameTaken(
  db: Db,
  floorId: number,
  name: string,
  exceptId: number | undefined,
): Promise<Message | null> {
  const taken = await db
    .selectFrom('units')
    .innerJoin('floors', 'floors.id', 'units.floor_id')
    .select('units.name')
    .where('floors.building_id', '=', (eb) =>
      eb.selectFrom('floors').select('building_id').where('id', '=', floorId),
    )
    .where(sql<boolean>`lower(units.name) = ${nameKey(name)}`)
    .where('units.id', '!=', exceptId ?? -1)
    .executeTakeFirst();
  return taken ? { key: 'validation.unitNameTaken', field: 'name', params: { name: taken.name } } : null;
}

export async function floorNameTaken(
  db: Db,
  buildingId: number,
  name: string,
  exceptId: number | undefined,
): Promise<Message | null> {
  const slug = slugOf(name);
  const others = await db
    .selectFrom('floors')
    .select('name')
    .where('building_id', '=', buildingId)
    .where('id', '!=', exceptId ?? -1)
    .execute();
  const taken = others.some((other) => slugOf(other.name) === slug || nameKey(other.name) === nameKey(name));
  return taken ? { key: 'validation.floorNameTaken', field: 'name', params: { slug: slug || name } } : null;
}

/** After a rename, the unit's old name keeps leading to it (and no longer to a name it took back). */
export async function rememberFormerUnitName(
  trx: Transaction<Database>,
  unitId: number,
  formerName: string,
  newName: string,
): Promise<void> {
  if (formerName === newName) return;
  await trx
    .deleteFrom('unit_former_names')
    .where('unit_id', '=', unitId)
    .where(sql<boolean>`lower(name) = ${nameKey(newName)}`)
    .execute();
  await trx.insertInto('unit_former_names').values({ unit_id: unitId, name: formerName }).execute();
}
