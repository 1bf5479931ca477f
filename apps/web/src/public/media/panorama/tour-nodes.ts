import type { Tour, TourImage, TourScene, TourView } from './krpano-tour.ts';

/** Which Photo Sphere Viewer adapter a tour needs: one viewer shows one kind of image. */
export type PanoramaKind = 'equirectangular' | 'cubemap';

/** Field of view limits of our viewer, in degrees (vertical, as Photo Sphere Viewer counts them). */
export const VIEWER_FOV = { min: 30, max: 100 } as const;

/** A scene as the virtual-tour plugin wants it (a structural subset of its VirtualTourNode). */
export interface PanoramaNode {
  id: string;
  name: string;
  caption: string;
  thumbnail?: string;
  panorama: string | { type: 'separate'; paths: Record<string, string> };
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

/** A tour's image kind: cubemap only when every showable scene is a cube. */
export function panoramaKindOf(tour: Tour): PanoramaKind {
  const images = tour.scenes.flatMap((scene) => (scene.image ? [scene.image] : []));
  return images.length > 0 && images.every((image) => image.kind === 'cube') ? 'cubemap' : 'equirectangular';
}

function panoramaOf(image: TourImage): PanoramaNode['panorama'] {
  return image.kind === 'sphere' ? image.url : { type: 'separate', paths: { ...image.faces } };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function nodeOf(scene: TourScene, shown: Set<string>): PanoramaNode {
  const hotspots = scene.hotspots;
  return {
    id: scene.name,
    name: scene.title,
    caption: scene.title,
    ...(scene.thumbUrl ? { thumbnail: scene.thumbUrl } : {}),
    panorama: panoramaOf(scene.image!),
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
  const wanted = kind === 'cubemap' ? 'cube' : 'sphere';
  const showable = tour.scenes.filter((scene) => scene.image?.kind === wanted);
  if (showable.length === 0) return null;
  const shown = new Set(showable.map((scene) => scene.name));
  const nodes = showable.map((scene) => nodeOf(scene, shown));
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
