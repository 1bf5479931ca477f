import { bedroomsOfTypology } from '@vitrine/core/typology-search';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { AnySelect, Filter } from '../resource.ts';
import { likeContains, translatedText } from '../sql-text.ts';

/**
 * `filter[search]`: the unit's name or its full name (either language) contains the text, or the
 * text is a typology ("T3", "2 ch.", "studio") and the unit has that many bedrooms.
 */
export const unitSearch: Filter = (query: AnySelect, value: string, db: Db) => {
  const bedrooms = bedroomsOfTypology(value);
  return query.where((eb) =>
    eb.or([
      likeContains(sql.ref('units.name'), value),
      likeContains(translatedText(db, 'units.fullname', 'fr'), value),
      likeContains(translatedText(db, 'units.fullname', 'en'), value),
      ...(bedrooms === null ? [] : [eb('units.bedrooms', '=', bedrooms)]),
    ]),
  );
};

/** `filter[bedrooms]=n`: the typology filter; anything but a small whole number matches nothing. */
export const bedroomsEqual: Filter = (query: AnySelect, value: string) =>
  query.where('units.bedrooms', '=', /^\d{1,2}$/.test(value.trim()) ? Number(value) : -1);

/** `sort=status`: by the status's French name (units without one first). */
export const unitStatusSort = (db: Db) =>
  sql`(select ${translatedText(db, 'statuses.name', 'fr')} from statuses where statuses.id = units.status_id)`;

/** `sort=building,floor,name`: the order of the site (building, then floor), then the unit's name. */
export const unitPlaceSorts = {
  building: () =>
    sql`(select buildings.order_column from floors inner join buildings on buildings.id = floors.building_id where floors.id = units.floor_id)`,
  floor: () => sql`(select floors."order" from floors where floors.id = units.floor_id)`,
};
