import { fitOrbitDistance, orbitCamera } from '../render/camera.ts';
import { type Environment, FrameRenderer } from '../render/frame-renderer.ts';
import { packZones, ZoneGrid } from '../render/ground-shading.ts';
import { STUDIO } from '../render/lighting.ts';
import { createShadowMap } from '../render/shadow-map.ts';
import { vec3 } from '../render/vector.ts';
import { PLAN_LAYER, planScene } from './plan-model.ts';
import type { UnitLayout } from './unit-layout.ts';

const NO_ZONES = packZones([]);
const STUDIO_ENVIRONMENT: Environment = {
  lighting: STUDIO,
  zones: NO_ZONES,
  zoneGrid: new ZoneGrid(NO_ZONES),
  footprints: [],
  outdoor: false,
  grain: 0,
};

/** Renders a unit type's furnished model from above at the given headings (one RGB picture each). */
export function renderPlanModel(
  layout: UnitLayout,
  headings: number[],
  width: number,
  height: number,
  onPicture: (index: number, rgb: Uint8Array) => void,
): void {
  const scene = planScene(layout);
  const surfaces = scene.surfaces.packed();
  const triangles = scene.layer(PLAN_LAYER).packed();
  const target = vec3(layout.width / 2, 0.3, layout.depth / 2);
  const corners = [0, layout.width].flatMap((x) =>
    [0, layout.depth].flatMap((z) => [vec3(x, 0, z), vec3(x, 1.3, z)]),
  );
  const base = { target, elevationDeg: 52, verticalFovDeg: 24 };
  const distance = fitOrbitDistance(corners, base, headings, width / height, 0.86);
  const orbit = { ...base, distance };
  const shadow = createShadowMap(STUDIO.sun, target, Math.max(layout.width, layout.depth), 2048);
  let renderer: FrameRenderer | null = null;
  let shadowState: Float32Array | null = null;
  headings.forEach((heading, index) => {
    const camera = orbitCamera(orbit, heading, width, height);
    if (!renderer) renderer = new FrameRenderer(camera, surfaces, STUDIO_ENVIRONMENT, shadow);
    if (shadowState) {
      renderer.begin(camera, shadowState);
      renderer.addGeometry(triangles);
    } else {
      renderer.begin(camera);
      renderer.add(triangles);
      shadowState = renderer.shadowDepth();
    }
    renderer.shadeAll();
    onPicture(index, renderer.antialiased());
  });
}
