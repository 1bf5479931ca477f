import type { Db } from '../../db/database.ts';
import type { NewRow, Row } from '../../db/schema.ts';
import { enqueueLeadPushes } from '../crm/lead-push.ts';

const MAX_INTEGER_ID = 2_147_483_647;

export interface UnitOfDomain {
  unit: Row<'units'>;
  floor: Row<'floors'>;
  building: Row<'buildings'>;
  project: Row<'projects'>;
}

/** A unit with its floor, building and project, only if it belongs to the domain; else undefined. */
export async function findUnitOfDomain(
  db: Db,
  domainId: number,
  unitId: number,
): Promise<UnitOfDomain | undefined> {
  if (!Number.isInteger(unitId) || unitId < 1 || unitId > MAX_INTEGER_ID) return undefined;
  const row = await db
    .selectFrom('units')
    .innerJoin('floors', 'floors.id', 'units.floor_id')
    .innerJoin('buildings', 'buildings.id', 'floors.building_id')
    .innerJoin('projects', 'projects.id', 'buildings.project_id')
    .select([
      'units.id as unit_id',
      'floors.id as floor_id',
      'buildings.id as building_id',
      'projects.id as project_id',
    ])
    .where('units.id', '=', unitId)
    .where('projects.domain_id', '=', domainId)
    .executeTakeFirst();
  if (!row) return undefined;
  const [unit, floor, building, project] = await Promise.all([
    db.selectFrom('units').selectAll().where('id', '=', row.unit_id).executeTakeFirstOrThrow(),
    db.selectFrom('floors').selectAll().where('id', '=', row.floor_id).executeTakeFirstOrThrow(),
    db.selectFrom('buildings').selectAll().where('id', '=', row.building_id).executeTakeFirstOrThrow(),
    db.selectFrom('projects').selectAll().where('id', '=', row.project_id).executeTakeFirstOrThrow(),
  ]);
  return { unit, floor, building, project };
}

/** The domain's only project, or null when it has none or several (a contact-page lead). */
export async function findSoleProjectId(db: Db, domainId: number): Promise<number | null> {
  const projects = await db
    .selectFrom('projects')
    .select('id')
    .where('domain_id', '=', domainId)
    .limit(2)
    .execute();
  return projects.length === 1 ? projects[0]!.id : null;
}

/** The settings of a domain and, when given, of one of its projects. */
export async function findLeadSettings(db: Db, domainId: number, projectId: number | null) {
  const rows = await db
    .selectFrom('settings')
    .select(['name', 'value', 'domain_id', 'project_id'])
    .where((eb) =>
      projectId === null
        ? eb('domain_id', '=', domainId)
        : eb.or([eb('domain_id', '=', domainId), eb('project_id', '=', projectId)]),
    )
    .execute();
  return {
    domain: rows.filter((row) => row.domain_id === domainId),
    project: rows.filter((row) => projectId !== null && row.project_id === projectId),
  };
}

export async function insertContact(db: Db, contact: NewRow<'contacts'>): Promise<number> {
  const { id } = await db.insertInto('contacts').values(contact).returning('id').executeTakeFirstOrThrow();
  // In the caller's transaction: the lead and its CRM pushes are stored together.
  await enqueueLeadPushes(db, { id, project_id: contact.project_id });
  return id;
}
