import type { Message } from '@vitrine/core/i18n/index';
import { nameKey, slugOf } from '@vitrine/core/names';
import type { Transaction } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { Database } from '../../../db/schema.ts';
import { parseTranslated } from '../../../db/translatable.ts';

/**
 * Names that make public links (/orbital/{project}/{building}/{floor}/{unit}) must name one row:
 * a unit's name within its building (the full view finds a unit among all floors, and the
 * polygon file matches it without case), a floor's slug within its building, a building's within
 * its project, a project's (French name) within its domain.
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
  const others = await db
    .selectFrom('floors')
    .select('name')
    .where('building_id', '=', buildingId)
    .where('id', '!=', exceptId ?? -1)
    .execute();
  return linkTaken(others, name)
    ? { key: 'validation.floorNameTaken', field: 'name', params: { slug: slugOf(name) || name } }
    : null;
}

/** A building's slug within its project (`/orbital/{project}/{building}`). */
export async function buildingNameTaken(
  db: Db,
  projectId: number,
  name: string,
  exceptId: number | undefined,
): Promise<Message | null> {
  const others = await db
    .selectFrom('buildings')
    .select('name')
    .where('project_id', '=', projectId)
    .where('id', '!=', exceptId ?? -1)
    .execute();
  return linkTaken(others, name)
    ? { key: 'validation.buildingNameTaken', field: 'name', params: { slug: slugOf(name) || name } }
    : null;
}

/** A project's slug (of its French name, as the site's links write it) within its domain. */
export async function projectNameTaken(
  db: Db,
  domainId: number,
  name: string,
  exceptId: number | undefined,
): Promise<Message | null> {
  const others = await db
    .selectFrom('projects')
    .select('name')
    .where('domain_id', '=', domainId)
    .where('id', '!=', exceptId ?? -1)
    .execute();
  const french = others.map((other) => ({ name: parseTranslated(other.name).fr }));
  return linkTaken(french, name)
    ? { key: 'validation.projectNameTaken', field: 'name', params: { slug: slugOf(name) || name } }
    : null;
}

/** Whether one of `others` gives the same link as `name`: its slug, or its name without case. */
function linkTaken(others: readonly { name: string }[], name: string): boolean {
  const slug = slugOf(name);
  return others.some(
    (other) => (slug !== '' && slugOf(other.name) === slug) || nameKey(other.name) === nameKey(name),
  );
}

/** The tables of names rows had before a rename, and their owner column. */
const FORMER_NAMES = {
  units: ['unit_former_names', 'unit_id'],
  floors: ['floor_former_names', 'floor_id'],
  buildings: ['building_former_names', 'building_id'],
} as const;

/**
 * After a rename, the old name of a unit, floor or building keeps leading to it (and no longer to
 * a name it took back).
 */
export async function rememberFormerName(
  trx: Transaction<Database>,
  kind: keyof typeof FORMER_NAMES,
  id: number,
  formerName: string,
  newName: string,
): Promise<void> {
  if (formerName === newName) return;
  const [table, owner] = FORMER_NAMES[kind];
  await trx
    .deleteFrom(table)
    .where(owner, '=', id)
    .where(sql<boolean>`lower(name) = ${nameKey(newName)}`)
    .execute();
  await trx
    .insertInto(table)
    .values({ [owner]: id, name: formerName } as never)
    .execute();
}
