import type { CubeFace, Tour, TourImage, TourScene, TourView } from '@vitrine/core/krpano/krpano-tour';
import { type PanoramaKind, panoramaKindOf, showsImage } from '@vitrine/core/krpano/panorama-kind';
import { recutPreviewPath, recutTilePath } from '@vitrine/core/krpano/tile-grid';

export { type PanoramaKind, panoramaKindOf };

/** A whole cube shown by the tiles adapter: its base only, no tile. */
const WHOLE_CUBE_LEVEL = { faceSize: 1024, nbTiles: 1 };

/** The tiles adapter's panorama (a structural subset of its CubemapMultiTilesPanorama). */
export interface TiledPanorama {
  baseUrl: { type: 'stripe'; path: string } | { type: 'separate'; paths: Record<string, string> };
  levels: { faceSize: number; nbTiles: number }[];
  tileUrl: (face: CubeFace, col: number, row: number, level: number) => string | null;
}

/** Field of view limits of our viewer, in degrees (vertical, as Photo Sphere Viewer counts them). */
export const VIEWER_FOV = { min: 30, max: 100 } as const;

/** A scene as the virtual-tour plugin wants it (a structural subset of its VirtualTourNode). */
export interface PanoramaNode {
  id: string;
  name: string;
  caption: string;
  thumbnail?: string;
  panorama: string | { type: 'separate'; paths: Record<string, string> } | TiledPanorama;
  links: { nodeId: string; position: { yaw: number; pitch: number } }[];
  markers: {
    id: string;
    position: { yaw: number; pitch: number };
    html: string;
    className: string;
    tooltip: string;
  }[];
  data: { view: TourView };
}

export interface PanoramaPlan {
  kind: PanoramaKind;
  nodes: PanoramaNode[];
  startNodeId: string;
}

/**
 * What the viewer loads for a scene. A tiled cube is read from the upload's re-cut: its preview
 * stripe first, then the tiles of the level that fits the view, for the part in view.
 */
function panoramaOf(image: TourImage, scene: TourScene, kind: PanoramaKind): PanoramaNode['panorama'] {
  if (image.kind === 'sphere') return image.url;
  if (image.kind === 'tiles') {
    const base = image.recutBase;
    return {
      baseUrl: { type: 'stripe', path: base + recutPreviewPath(scene.index) },
      levels: image.grid.map((level) => ({ ...level })),
      tileUrl: (face, col, row, level) => base + recutTilePath(scene.index, level, face, row, col),
    };
  }
  const separate = { type: 'separate' as const, paths: { ...image.faces } };
  if (kind !== 'cubemap-tiles') return separate;
  return { baseUrl: separate, levels: [WHOLE_CUBE_LEVEL], tileUrl: () => null };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function nodeOf(scene: TourScene, shown: Set<string>, kind: PanoramaKind): PanoramaNode {
  const hotspots = scene.hotspots;
  return {
    id: scene.name,
    name: scene.title,
    caption: scene.title,
    ...(scene.thumbUrl ? { thumbnail: scene.thumbUrl } : {}),
    panorama: panoramaOf(scene.image!, scene, kind),
    links: hotspots
      .filter(
        (hotspot) =>
          hotspot.linkedScene && hotspot.linkedScene !== scene.name && shown.has(hotspot.linkedScene),
      )
      .map((hotspot) => ({
        nodeId: hotspot.linkedScene!,
        position: { yaw: hotspot.yaw, pitch: hotspot.pitch },
      })),
    markers: hotspots
      .filter((hotspot) => !hotspot.linkedScene && hotspot.title)
      .map((hotspot) => ({
        id: `${scene.name}:${hotspot.name}`,
        position: { yaw: hotspot.yaw, pitch: hotspot.pitch },
        html: '<span aria-hidden="true">i</span>',
        className: 'panorama-info-marker',
        tooltip: escapeHtml(hotspot.title!),
      })),
    data: { view: scene.view },
  };
}

/**
 * The viewer's nodes for a tour: scenes the viewer can show (an image of the tour's kind), links
 * to those scenes only, and information hotspots as markers. Null when nothing can be shown.
 */
export function planPanorama(tour: Tour): PanoramaPlan | null {
  const kind = panoramaKindOf(tour);
  const showable = tour.scenes.filter((scene) => showsImage(kind, scene.image));
  if (showable.length === 0) return null;
  const shown = new Set(showable.map((scene) => scene.name));
  const nodes = showable.map((scene) => nodeOf(scene, shown, kind));
  const startNodeId = tour.startScene && shown.has(tour.startScene) ? tour.startScene : nodes[0]!.id;
  return { kind, nodes, startNodeId };
}

/** The vertical field of view (radians) of a krpano view in a viewer of the given aspect (width/height). */
export function verticalFov(view: Pick<TourView, 'fov' | 'fovType'>, aspect: number): number {
  const half = Math.tan(view.fov / 2);
  switch (view.fovType) {
    case 'VFOV':
      return view.fov;
    case 'HFOV':
      return 2 * Math.atan(half / aspect);
    case 'DFOV':
      return 2 * Math.atan(half / Math.sqrt(1 + aspect * aspect));
    case 'MFOV':
      return aspect >= 1 ? 2 * Math.atan(half / aspect) : view.fov;
  }
}

/** Photo Sphere Viewer's zoom level (0 = widest, 100 = narrowest) for a vertical fov in radians. */
export function zoomLevelOf(verticalFovRadians: number, fov = VIEWER_FOV): number {
  const degrees = (verticalFovRadians * 180) / Math.PI;
  const level = ((fov.max - degrees) / (fov.max - fov.min)) * 100;
  return Math.round(Math.min(100, Math.max(0, level)));
}
