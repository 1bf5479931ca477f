import { FRAME_COUNT } from '@vitrine/core/orbital';
import { INITIAL_ROTATION } from '../model/demo-projects.ts';
import {
  type BuildingVolume,
  buildingFootprint,
  buildingHeight,
  type SiteModel,
} from '../model/site-model.ts';
import { fitOrbitDistance, type OrbitSpec } from '../render/camera.ts';
import { ENV_LAYER, floorLayer, roofLayer } from '../render/site-geometry.ts';
import { type Vec3, vec3 } from '../render/vector.ts';
import { FULL_VIEW } from '../storage-paths.ts';

/** One step of a view chain: the layers to add, then the view to save (a floor name or "full"). */
export interface ChainStep {
  layers: string[];
  view: string;
}

/**
 * How the views of one building are rendered: the orbit, the layers always present (landscape and
 * the other buildings), then its floors bottom-up with a snapshot after each (the floor-cut view
 * of that floor), and its roof last (the full view).
 */
export interface ViewChain {
  project: string;
  building: string;
  orbit: OrbitSpec;
  baseLayers: string[];
  steps: ChainStep[];
  /** half size (m) of the ground square covered by the shadow map */
  shadowExtent: number;
}

/** Camera heading of a frame: 360/29 × (frame + 1) − initial rotation, clockwise from north. */
export function frameHeading(frame: number): number {
  return (360 / FRAME_COUNT) * (frame + 1) - INITIAL_ROTATION;
}

export const FRAME_HEADINGS = Array.from({ length: FRAME_COUNT }, (_, frame) => frameHeading(frame));

function boxCorners(building: BuildingVolume): Vec3[] {
  const rect = buildingFootprint(building);
  const top = buildingHeight(building) + (building.roof === 'gable' ? 4.2 : 0.5);
  const corners: Vec3[] = [];
  for (const x of [rect.x0, rect.x1])
    for (const z of [rect.z0, rect.z1]) for (const y of [0, top]) corners.push(vec3(x, y, z));
  return corners;
}

const ELEVATION = 28;
const FOV = 30;
const ASPECT = 3820 / 2160;

function orbitAround(buildings: BuildingVolume[], fill: number): OrbitSpec {
  const points = buildings.flatMap(boxCorners);
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const zs = points.map((p) => p.z);
  const target = vec3(
    (Math.min(...xs) + Math.max(...xs)) / 2,
    Math.max(...ys) * 0.3,
    (Math.min(...zs) + Math.max(...zs)) / 2,
  );
  const base = { target, elevationDeg: ELEVATION, verticalFovDeg: FOV };
  return { ...base, distance: fitOrbitDistance(points, base, FRAME_HEADINGS, ASPECT, fill) };
}

/** The view chains of a site: one per building; a main building's orbit also frames its sub-buildings. */
export function viewChains(site: SiteModel): ViewChain[] {
  return site.buildings.map((building) => {
    const children = site.buildings.filter((other) => other.parentName === building.name);
    const orbit = orbitAround([building, ...children], children.length > 0 ? 0.8 : 0.72);
    const others = site.buildings.filter((other) => other !== building);
    return {
      project: site.project,
      building: building.name,
      orbit,
      baseLayers: [
        ENV_LAYER,
        ...others.flatMap((other) => [
          ...other.floors.map((floor) => floorLayer(other.name, floor.name)),
          roofLayer(other.name),
        ]),
      ],
      steps: [
        ...building.floors.map((floor) => ({
          layers: [floorLayer(building.name, floor.name)],
          view: floor.name,
        })),
        { layers: [roofLayer(building.name)], view: FULL_VIEW },
      ],
      shadowExtent: Math.max(60, orbit.distance * 0.9),
    };
  });
}
