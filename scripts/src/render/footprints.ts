import { buildingFootprint, type Rect, type SiteModel } from '../model/site-model.ts';

/** Ground footprints of every building of a site (for contact shadows on the ground). */
export function footprintsOf(site: SiteModel): Rect[] {
  return site.buildings.map((building) =>
    buildingFootprint({ ...building, floors: building.floors.slice(0, 1) }),
  );
}
