import { hashString } from '../model/random.ts';
import { type BuildingVolume, type FloorVolume, floorTop, type SiteModel } from '../model/site-model.ts';
import { addLandscape } from './landscape-geometry.ts';
import { FACADE_HAS_DOORS, MAT_CORE, MAT_CUT } from './materials.ts';
import { addDeck, outdoorSlab } from './outdoor-geometry.ts';
import { addRoof } from './roof-geometry.ts';
import { Scene } from './scene.ts';
import { flat, wall } from './shapes.ts';
import { exteriorSpans, FACADE_MATERIAL, SIDES, sideFixed } from './wall-spans.ts';

export { ENV_LAYER } from './landscape-geometry.ts';
export { roofLayer } from './roof-geometry.ts';
export { exteriorSpans } from './wall-spans.ts';

export const floorLayer = (building: string, floor: string) => `${building}/${floor}`;

function addFloor(scene: Scene, building: BuildingVolume, floor: FloorVolume, owners: Map<string, number>) {
  const layer = scene.layer(floorLayer(building.name, floor.name));
  const rects = [...floor.units.map((unit) => unit.rect), ...floor.cores];
  const facade = FACADE_MATERIAL[building.facade];
  const top = floorTop(floor);
  const isTop = floor === building.floors[building.floors.length - 1];
  for (const unit of floor.units) {
    const owner = owners.get(unit.name)!;
    const seed = hashString(unit.name) % 1000;
    for (const side of SIDES) {
      for (const [from, to] of exteriorSpans(unit.rect, side, rects)) {
        const doors = unit.outdoorSides.includes(side) ? FACADE_HAS_DOORS : 0;
        wall(scene, layer, side, sideFixed(unit.rect, side), from, to, floor.y0, top, {
          material: facade,
          owner,
          params: [to - from, doors, seed + SIDES.indexOf(side), floor.level, floor.height],
        });
        const hasSlab = unit.outdoor === 'balcony' || unit.outdoor === 'loggia';
        if (hasSlab && unit.outdoorSides.includes(side) && floor.level > 0) {
          outdoorSlab(scene, layer, unit, side, [from, to], floor.y0, owner, facade);
        }
      }
    }
    flat(scene, layer, unit.rect, top, {
      material: MAT_CUT,
      owner,
      params: [unit.rect.x1 - unit.rect.x0, unit.rect.z1 - unit.rect.z0, 0, 0],
    });
    if (unit.deck) addDeck(scene, layer, building, floor, unit, owner);
  }
  const coreOwner = owners.get(`${building.name}:core`)!;
  for (const core of floor.cores) {
    for (const side of SIDES) {
      for (const [from, to] of exteriorSpans(core, side, rects)) {
        wall(scene, layer, side, sideFixed(core, side), from, to, floor.y0, top, {
          material: MAT_CORE,
          owner: coreOwner,
          params: [to - from, 0, 0, floor.level, floor.height],
        });
      }
    }
    flat(scene, layer, core, top, {
      material: MAT_CUT,
      owner: coreOwner,
      params: [core.x1 - core.x0, core.z1 - core.z0, 1, 0],
    });
  }
  if (isTop) addRoof(scene, building, floor, owners, rects);
}

/** Owner ids of a site: one per unit, one per building core and roof. */
export interface SiteScene {
  scene: Scene;
  site: SiteModel;
  /** owner id by unit name, "<building>:core" and "<building>:roof" */
  owners: Map<string, number>;
}

export function buildSiteScene(site: SiteModel): SiteScene {
  const scene = new Scene();
  const owners = new Map<string, number>();
  for (const building of site.buildings) {
    owners.set(`${building.name}:core`, scene.owner(building.name, null));
    owners.set(`${building.name}:roof`, scene.owner(building.name, null));
    for (const floor of building.floors) {
      for (const unit of floor.units) owners.set(unit.name, scene.owner(building.name, unit.name));
    }
  }
  addLandscape(scene, site);
  for (const building of site.buildings) {
    for (const floor of building.floors) addFloor(scene, building, floor, owners);
  }
  return { scene, site, owners };
}
