import type { TBuilding } from '@vitrine/core/schemas/building';
import type { TDomain } from '@vitrine/core/schemas/domain';
import type { TProject } from '@vitrine/core/schemas/project';
import type { TSetting } from '@vitrine/core/schemas/setting';
import type { Row } from '../../db/schema.ts';
import {
  presentGalleryFile,
  presentPage,
  presentTour,
  presentVideo,
} from '../../presenters/domain-content-presenters.ts';
import type { PresentContext } from '../../presenters/present-context.ts';
import {
  presentPublicBuildingFields,
  presentPublicDomainFields,
  presentPublicFloorFields,
  presentPublicProjectFields,
  presentPublicSettings,
  presentPublicUnitFields,
} from '../../presenters/public-presenters.ts';
import { presentCategory, presentStatus } from '../../presenters/status-presenters.ts';
import type { DomainTreeRows } from './domain-repository.ts';

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/**
 * The public site's whole tree, as GET /domain answers it (public-presenters.ts: no field the
 * site never shows): domain → projects → buildings →
 * floors → units (with status and category), with settings, statuses, categories and media.
 * Every building of a project is listed with its floors; a main building also lists its
 * sub-buildings under `buildings` (their own fields and settings; their floors sit on their
 * own entry, so no unit is sent twice).
 */
export function presentDomainTree(
  domain: Row<'domains'>,
  rows: DomainTreeRows,
  ctx: PresentContext,
): TDomain {
  const settings = {
    domain: presentPublicSettings(
      rows.settings.filter((s) => s.domain_id !== null),
      ctx,
    ),
    byProject: groupBy(
      rows.settings.filter((s) => s.project_id !== null),
      (s) => s.project_id,
    ),
    byBuilding: groupBy(
      rows.settings.filter((s) => s.building_id !== null),
      (s) => s.building_id,
    ),
  };
  const settingsOf = (group: Row<'settings'>[] | undefined): TSetting[] =>
    presentPublicSettings(group ?? [], ctx);

  const statuses = new Map(rows.statuses.map((status) => [status.id, presentStatus(status, ctx)]));
  const categories = new Map(
    rows.categories.map((category) => [category.id, presentCategory(category, ctx)]),
  );
  const unitsByFloor = groupBy(rows.units, (unit) => unit.floor_id);
  const formerNames = groupBy(rows.unitFormerNames, (former) => former.unit_id);
  const floorFormerNames = groupBy(rows.floorFormerNames, (former) => former.floor_id);
  const buildingFormerNames = groupBy(rows.buildingFormerNames, (former) => former.building_id);
  const formerNamesOf = (list: { name: string }[] | undefined) => (list ?? []).map((former) => former.name);
  const floorsByBuilding = groupBy(rows.floors, (floor) => floor.building_id);
  const buildingsByProject = groupBy(rows.buildings, (building) => building.project_id);
  const subBuildings = groupBy(rows.buildings, (building) => building.building_id);
  const formatsByVideo = groupBy(rows.videoFormats, (format) => format.video_id);

  const projectRows = new Map(rows.projects.map((project) => [project.id, project]));
  const projectOfBuilding = new Map(
    rows.buildings.map((building) => [building.id, projectRows.get(building.project_id)!]),
  );
  const presentFloor = (floor: Row<'floors'>) => ({
    ...presentPublicFloorFields(floor, ctx),
    former_names: formerNamesOf(floorFormerNames.get(floor.id)),
    units: (unitsByFloor.get(floor.id) ?? []).map((unit) => ({
      ...presentPublicUnitFields(
        unit,
        projectOfBuilding.get(floor.building_id)!,
        settings.byProject.get(projectOfBuilding.get(floor.building_id)!.id) ?? [],
        ctx,
      ),
      status: unit.status_id === null ? null : (statuses.get(unit.status_id) ?? null),
      category: unit.category_id === null ? null : (categories.get(unit.category_id) ?? null),
      former_names: formerNamesOf(formerNames.get(unit.id)),
    })),
  });

  const presentBuilding = (building: Row<'buildings'>): TBuilding => ({
    ...presentPublicBuildingFields(building, ctx),
    settings: settingsOf(settings.byBuilding.get(building.id)),
    former_names: formerNamesOf(buildingFormerNames.get(building.id)),
    floors: (floorsByBuilding.get(building.id) ?? []).map(presentFloor),
    buildings: (subBuildings.get(building.id) ?? []).map((sub) => ({
      ...presentPublicBuildingFields(sub, ctx),
      settings: settingsOf(settings.byBuilding.get(sub.id)),
      former_names: formerNamesOf(buildingFormerNames.get(sub.id)),
    })),
  });

  const domainFields = presentPublicDomainFields(domain, ctx);
  const projects: TProject[] = rows.projects.map((project) => ({
    ...presentPublicProjectFields(project, ctx),
    domain: domainFields,
    settings: settingsOf(settings.byProject.get(project.id)),
    statuses: rows.statuses
      .filter((status) => status.project_id === null || status.project_id === project.id)
      .map((status) => statuses.get(status.id)!),
    categories: rows.categories
      .filter((category) => category.project_id === project.id)
      .map((category) => categories.get(category.id)!),
    buildings: (buildingsByProject.get(project.id) ?? []).map(presentBuilding),
  }));

  return {
    ...domainFields,
    settings: settings.domain,
    pages: rows.pages.map(presentPage),
    files: rows.files.map((file) => presentGalleryFile(file, ctx)),
    videos: rows.videos.map((video) => presentVideo(video, formatsByVideo.get(video.id) ?? [], ctx)),
    tours: rows.tours.map((tour) => presentTour(tour, ctx)),
    projects,
  };
}
