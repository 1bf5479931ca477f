import type { Locale } from '@vitrine/core/i18n/index';
import type { PriceListStatus, PriceListUnit } from '@vitrine/core/price-lists/price-list-import';
import { pickTranslation } from '@vitrine/core/translation';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { parseTranslated } from '../../db/translatable.ts';

/** A unit of a project as its price list shows it. */
export interface PriceListRow extends PriceListUnit {
  building: string;
  floor: string;
}

/** Every unit of a project, in the site's order (building, floor, unit). */
export async function unitsOfProject(db: Kysely<Database>, projectId: number): Promise<PriceListRow[]> {
  const rows = await db
    .selectFrom('units')
    .innerJoin('floors', 'floors.id', 'units.floor_id')
    .innerJoin('buildings', 'buildings.id', 'floors.building_id')
    .select([
      'units.id',
      'units.name',
      'units.status_id',
      'units.price',
      'units.surface',
      'buildings.name as building',
      'floors.name as floor',
    ])
    .where('buildings.project_id', '=', projectId)
    .orderBy('buildings.order_column')
    .orderBy('buildings.id')
    .orderBy('floors.order')
    .orderBy('floors.id')
    .orderBy('units.order')
    .orderBy('units.id')
    .execute();
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    price: row.price === null ? null : Number(row.price),
    surface: Number(row.surface),
  }));
}

/** The statuses a unit of the project may take (the system ones and its own), with both names. */
export async function statusesOfProject(
  db: Db,
  projectId: number,
): Promise<(PriceListStatus & { label: (locale: Locale) => string })[]> {
  const rows = await db
    .selectFrom('statuses')
    .select(['id', 'name'])
    .where((eb) => eb.or([eb('project_id', 'is', null), eb('project_id', '=', projectId)]))
    .orderBy('id')
    .execute();
  return rows.map((row) => {
    const name = parseTranslated(row.name);
    return {
      id: Number(row.id),
      names: [name.fr, name.en].filter(Boolean),
      label: (locale: Locale) => pickTranslation(name, locale),
    };
  });
}
