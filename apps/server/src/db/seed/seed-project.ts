import type { DemoBuilding, DemoProject, DemoUnit } from '@vitrine/core/demo-manifest';
import type { Transaction } from 'kysely';
import type { Database } from '../schema.ts';
import { toTranslatedJson } from '../translatable.ts';
import { insertSettings } from './seed-settings.ts';

/** The manifest's keys of the system statuses and their fixed ids. */
export const SYSTEM_STATUS_IDS: Record<string, number> = {
  available: 1,
  sold: 2,
  reserved: 3,
  'not-clickable': 7,
};

/** A demo project and its whole tree; statuses and categories get fresh ids. */
export async function seedProject(trx: Transaction<Database>, project: DemoProject, domainId: number) {
  const { id: projectId } = await trx
    .insertInto('projects')
    .values({
      domain_id: domainId,
      name: toTranslatedJson(project.name),
      topology: project.topology,
      show_price: project.showPrice ? 1 : 0,
      show_category: project.showCategory ? 1 : 0,
      gdpr: toTranslatedJson(project.gdpr),
      cgu: project.cgu,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertSettings(trx, { project_id: projectId }, project.settings);

  const statusIds = new Map(Object.entries(SYSTEM_STATUS_IDS));
  for (const status of project.statuses) {
    if (status.systemId) {
      statusIds.set(status.key, status.systemId);
      continue;
    }
    if (SYSTEM_STATUS_IDS[status.key]) continue;
    const { id } = await trx
      .insertInto('statuses')
      .values({ project_id: projectId, name: toTranslatedJson(status.name), color: status.color })
      .returning('id')
      .executeTakeFirstOrThrow();
    statusIds.set(status.key, id);
  }

  const categoryIds = new Map<string, number>();
  for (const [order, category] of project.categories.entries()) {
    const { id } = await trx
      .insertInto('categories')
      .values({ project_id: projectId, name: toTranslatedJson(category.name), color: category.color, order })
      .returning('id')
      .executeTakeFirstOrThrow();
    categoryIds.set(category.key, id);
  }

  const buildingIds = new Map<string, number>();
  const unitIds = new Map<string, number>();
  const children: DemoUnit[] = [];
  for (const building of parentsFirst(project.buildings)) {
    const buildingId = await insertBuilding(trx, building, projectId, buildingIds);
    for (const floor of building.floors) {
      const { id: floorId } = await trx
        .insertInto('floors')
        .values({
          building_id: buildingId,
          name: floor.name,
          description: toTranslatedJson(floor.description),
          order: floor.order,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const unit of floor.units) {
        const statusId = statusIds.get(unit.statusKey);
        if (statusId === undefined)
          throw new Error(`Demo unit ${unit.key}: unknown status "${unit.statusKey}"`);
        const categoryId = unit.categoryKey === null ? null : categoryIds.get(unit.categoryKey);
        if (categoryId === undefined)
          throw new Error(`Demo unit ${unit.key}: unknown category "${unit.categoryKey}"`);
        const { id } = await trx
          .insertInto('units')
          .values({
            floor_id: floorId,
            status_id: statusId,
            category_id: categoryId,
            name: unit.name,
            fullname: toTranslatedJson(unit.fullname),
            description: toTranslatedJson(unit.description),
            price_detail: toTranslatedJson(unit.priceDetail),
            bedrooms: unit.bedrooms,
            surface: unit.surface,
            price: unit.price,
            has_garden: unit.hasGarden ? 1 : 0,
            has_terrace: unit.hasTerrace ? 1 : 0,
            has_balcony: unit.hasBalcony ? 1 : 0,
            has_loggia: unit.hasLoggia ? 1 : 0,
            blueprint_2d_path: unit.blueprint2D,
            blueprint_3d_path: unit.blueprint3D,
            blueprint_pdf_path: unit.blueprintPdf,
            order: unit.order,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        unitIds.set(unit.key, id);
        if (unit.parentKey) children.push(unit);
      }
    }
  }
  // Parents may sit on another floor: link them once every unit exists.
  for (const unit of children) {
    const parentId = unitIds.get(unit.parentKey!);
    if (parentId === undefined) throw new Error(`Demo unit ${unit.key}: unknown parent "${unit.parentKey}"`);
    await trx
      .updateTable('units')
      .set({ unit_id: parentId })
      .where('id', '=', unitIds.get(unit.key)!)
      .execute();
  }
  return projectId;
}

async function insertBuilding(
  trx: Transaction<Database>,
  building: DemoBuilding,
  projectId: number,
  buildingIds: Map<string, number>,
): Promise<number> {
  const parentId = building.parentKey === null ? null : buildingIds.get(building.parentKey);
  if (parentId === undefined)
    throw new Error(`Demo building ${building.key}: unknown parent "${building.parentKey}"`);
  const { id } = await trx
    .insertInto('buildings')
    .values({
      project_id: projectId,
      building_id: parentId,
      name: building.name,
      description: toTranslatedJson(building.description),
      order_column: building.order,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  buildingIds.set(building.key, id);
  await insertSettings(trx, { building_id: id }, building.settings);
  return id;
}

/** Buildings ordered so that each parent comes before its sub-buildings. */
function parentsFirst(buildings: DemoBuilding[]): DemoBuilding[] {
  const ordered: DemoBuilding[] = [];
  const placed = new Set<string | null>([null]);
  let remaining = buildings;
  while (remaining.length > 0) {
    const ready = remaining.filter((building) => placed.has(building.parentKey));
    if (ready.length === 0)
      throw new Error(`Demo buildings with unknown parents: ${remaining.map((b) => b.key).join(', ')}`);
    for (const building of ready) placed.add(building.key);
    ordered.push(...ready);
    remaining = remaining.filter((building) => !ready.includes(building));
  }
  return ordered;
}
