import type { SiteModel } from '../model/site-model.ts';
import { MAT_CAR, MAT_CAR_GLASS, MAT_CROWN, MAT_HEDGE, MAT_TRUNK } from './materials.ts';
import type { Scene } from './scene.ts';
import { box, ellipsoid, type Paint } from './shapes.ts';
import { vec3 } from './vector.ts';

export const ENV_LAYER = 'env';

/** Hedges, parked cars and trees (a trunk and one to three foliage lobes) on the landscape layer. */
export function addLandscape(scene: Scene, site: SiteModel) {
  const layer = scene.layer(ENV_LAYER);
  for (const item of site.boxes) {
    if (item.kind === 'car') {
      const [r, g, b] = item.color ?? [0.5, 0.5, 0.5];
      const body: Paint = { material: MAT_CAR, owner: 0, params: [r, g, b, 0] };
      box(scene, layer, item.rect, 0.3, 0.95, body, body);
      const cabin = {
        x0: item.rect.x0 + 1.0,
        x1: item.rect.x1 - 0.9,
        z0: item.rect.z0 + 0.12,
        z1: item.rect.z1 - 0.12,
      };
      const glass: Paint = { material: MAT_CAR_GLASS, owner: 0 };
      box(scene, layer, cabin, 0.95, item.height, glass, body);
    } else {
      const paint: Paint = { material: MAT_HEDGE, owner: 0 };
      box(scene, layer, item.rect, 0, item.height, paint, paint);
    }
  }
  site.trees.forEach((tree, index) => {
    const trunk = { x0: tree.x - 0.14, x1: tree.x + 0.14, z0: tree.z - 0.14, z1: tree.z + 0.14 };
    const r = tree.crownRadius;
    const tall = tree.shape === 'tall';
    const crownY = tall ? (tree.height + 2.2) / 2 : tree.height - r;
    const radiusY = tall ? (tree.height - 2.2) / 2 : r * 0.9;
    box(scene, layer, trunk, 0, crownY, { material: MAT_TRUNK, owner: 0 }, { material: MAT_TRUNK, owner: 0 });
    const crown: Paint = { material: MAT_CROWN, owner: 0, params: [index * 7.31], twoSided: true };
    ellipsoid(scene, layer, vec3(tree.x, crownY, tree.z), r, radiusY, crown);
    if (tall) return;
    // two smaller lobes make the silhouette irregular
    const angle = index * 2.39;
    for (const [turn, lift, size] of [
      [0, 0.35, 0.62],
      [2.4, -0.2, 0.55],
    ] as const) {
      const a = angle + turn;
      const centre = vec3(
        tree.x + Math.cos(a) * r * 0.55,
        crownY + lift * r,
        tree.z + Math.sin(a) * r * 0.55,
      );
      ellipsoid(scene, layer, centre, r * size, r * size * 0.9, crown);
    }
  });
}
