import type { SiteScene } from '../render/site-geometry.ts';
import { FULL_VIEW } from '../storage-paths.ts';

/** One outline to trace in a view: its name in the polygon file and the owner ids it covers. */
export interface OutlineSpec {
  name: string;
  owners: number[];
}

/** Key of a view in the polygon file: "<building>" for the full view, "<building>/<floor>" otherwise. */
export function polygonKey(building: string, view: string): string {
  return view === FULL_VIEW ? building : `${building}/${view}`;
}

/**
 * The outlines of a view: every unit on that floor (floor-cut view), or every unit of the building
 * plus one outline per sub-building (full view), named after the sub-building.
 */
export function outlinesOfView(siteScene: SiteScene, building: string, view: string): OutlineSpec[] {
  const { site, owners, scene } = siteScene;
  const volume = site.buildings.find((candidate) => candidate.name === building);
  if (!volume) throw new Error(`unknown building ${building}`);
  const floors = view === FULL_VIEW ? volume.floors : volume.floors.filter((floor) => floor.name === view);
  const units = floors.flatMap((floor) =>
    floor.units.map((unit) => ({ name: unit.name, owners: [owners.get(unit.name)!] })),
  );
  if (view !== FULL_VIEW) return units;
  const children = site.buildings.filter((child) => child.parentName === building);
  return [
    ...units,
    ...children.map((child) => ({
      name: child.name,
      owners: scene.owners.flatMap((owner, id) => (owner.building === child.name ? [id] : [])),
    })),
  ];
}
