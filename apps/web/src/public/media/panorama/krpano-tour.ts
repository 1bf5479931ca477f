/**
 * Reads the subset of krpano's tour.xml that our tours use: scenes with their title, thumbnail,
 * preview, initial view, image (sphere or cube faces, multires levels) and hotspots. Angles come
 * out in radians in Photo Sphere Viewer's convention (pitch up is positive); URLs come out
 * absolute, resolved against the tour.xml URL. Pure: the XML parser is passed in.
 */

export type FovType = 'VFOV' | 'HFOV' | 'DFOV' | 'MFOV';

export interface TourView {
  /** Radians, positive to the right (krpano hlookat). */
  yaw: number;
  /** Radians, positive upwards (krpano vlookat negated). */
  pitch: number;
  /** Radians, measured as `fovType` says. */
  fov: number;
  fovType: FovType;
}

export type CubeFace = 'left' | 'front' | 'right' | 'back' | 'top' | 'bottom';
export type CubeFaces = Record<CubeFace, string>;

export type TourImage = { kind: 'sphere'; url: string } | { kind: 'cube'; faces: CubeFaces };

export interface TourHotspot {
  name: string;
  yaw: number;
  pitch: number;
  /** Name of the scene this hotspot opens, or null for a plain (information) hotspot. */
  linkedScene: string | null;
  title: string | null;
}

export interface TourScene {
  name: string;
  title: string;
  thumbUrl: string | null;
  previewUrl: string | null;
  view: TourView;
  /** Null when the scene has no image we can show (only tiled multires levels, say). */
  image: TourImage | null;
  hotspots: TourHotspot[];
}

export interface Tour {
  scenes: TourScene[];
  /** The scene loaded first: the root's onstart loadscene(…) if any, else the first scene. */
  startScene: string | null;
}

export class TourParseError extends Error {
  override name = 'TourParseError';
}

/** krpano's cube order, which is also the default of its `cubelabels`. */
export const CUBE_FACES: readonly CubeFace[] = ['left', 'front', 'right', 'back', 'top', 'bottom'];
const DEFAULT_CUBE_LABELS = ['l', 'f', 'r', 'b', 'u', 'd'];
/** Face elements of the older `<image><left url/>…</image>` form, by krpano name. */
const FACE_ELEMENTS: Record<string, CubeFace> = {
  left: 'left',
  front: 'front',
  right: 'right',
  back: 'back',
  up: 'top',
  down: 'bottom',
};
const TILE_PLACEHOLDER = /%0*[vhxyu]/i;
const PATH_PLACEHOLDER = /%(CURRENTXML|FIRSTXML|SWFPATH|HTMLPATH|BASEDIR|VIEWER)%/gi;
const DEFAULT_FOV = 90;

export type XmlParser = (xml: string) => Document;

export const domXmlParser: XmlParser = (xml) => new DOMParser().parseFromString(xml, 'application/xml');

const degrees = (value: number) => (value * Math.PI) / 180;

function children(element: Element, name?: string): Element[] {
  return Array.from(element.children).filter((child) => !name || child.localName.toLowerCase() === name);
}

function child(element: Element, name: string): Element | undefined {
  return children(element, name)[0];
}

/** krpano attribute names are case-insensitive. */
function attribute(element: Element | undefined, name: string): string | null {
  if (!element) return null;
  for (const attr of Array.from(element.attributes)) {
    if (attr.localName.toLowerCase() === name) return attr.value;
  }
  return null;
}

function numberAttribute(element: Element | undefined, name: string, fallback: number): number {
  const text = attribute(element, name)?.trim();
  if (!text) return fallback;
  const value = Number(text);
  return Number.isFinite(value) ? value : fallback;
}

function fovTypeOf(text: string | null): FovType {
  const upper = (text ?? '').trim().toUpperCase();
  return upper === 'VFOV' || upper === 'HFOV' || upper === 'DFOV' ? upper : 'MFOV';
}

/** Resolves a krpano URL (with its %CURRENTXML%-style placeholders) against the tour.xml URL. */
export function resolveTourUrl(url: string, tourUrl: string): string {
  const folder = new URL('.', tourUrl).href.replace(/\/$/, '');
  return new URL(url.trim().replace(PATH_PLACEHOLDER, folder), tourUrl).href;
}

function readView(scene: Element): TourView {
  const view = child(scene, 'view');
  return {
    yaw: degrees(numberAttribute(view, 'hlookat', 0)),
    pitch: -degrees(numberAttribute(view, 'vlookat', 0)),
    fov: degrees(numberAttribute(view, 'fov', DEFAULT_FOV)),
    fovType: fovTypeOf(attribute(view, 'fovtype')),
  };
}

function cubeLabels(image: Element): string[] {
  const labels = attribute(image, 'cubelabels')
    ?.split('|')
    .map((label) => label.trim());
  return labels?.length === 6 ? labels : DEFAULT_CUBE_LABELS;
}

function faces(urls: string[], tourUrl: string): CubeFaces {
  return Object.fromEntries(
    CUBE_FACES.map((face, index) => [face, resolveTourUrl(urls[index]!, tourUrl)]),
  ) as CubeFaces;
}

/** A `<cube url>`: six `|`-separated URLs, or one with %s replaced by each cube label. */
function cubeFromUrl(url: string, labels: string[], tourUrl: string, level: number): CubeFaces | null {
  const withLevel = url.replace(/%l/g, String(level));
  if (TILE_PLACEHOLDER.test(withLevel)) return null;
  const listed = withLevel.split('|');
  if (listed.length === 6) return faces(listed, tourUrl);
  if (!withLevel.includes('%s')) return null;
  return faces(
    labels.map((label) => withLevel.replaceAll('%s', label)),
    tourUrl,
  );
}

/** The image described directly inside `container` (an `<image>` or one of its `<level>`s). */
function imageIn(container: Element, labels: string[], tourUrl: string, level: number): TourImage | null {
  const sphereUrl = attribute(child(container, 'sphere'), 'url');
  if (sphereUrl && !TILE_PLACEHOLDER.test(sphereUrl)) {
    return { kind: 'sphere', url: resolveTourUrl(sphereUrl.replace(/%l/g, String(level)), tourUrl) };
  }
  const cubeUrl = attribute(child(container, 'cube'), 'url');
  if (cubeUrl) {
    const cube = cubeFromUrl(cubeUrl, labels, tourUrl, level);
    if (cube) return { kind: 'cube', faces: cube };
  }
  const faceUrls = Object.keys(FACE_ELEMENTS).map((name) => attribute(child(container, name), 'url'));
  if (faceUrls.every((url): url is string => Boolean(url) && !TILE_PLACEHOLDER.test(url ?? ''))) {
    return { kind: 'cube', faces: faces(faceUrls, tourUrl) };
  }
  return null;
}

function levelWidth(level: Element): number {
  return numberAttribute(level, 'tiledimagewidth', numberAttribute(level, 'tiledimageheight', 0));
}

/**
 * The scene's image: the largest multires level whose faces are whole images (tiled levels need a
 * re-cut the viewer cannot do), else the image given outside the levels, else null.
 */
function readImage(scene: Element, tourUrl: string): TourImage | null {
  const image = child(scene, 'image');
  if (!image) return null;
  const labels = cubeLabels(image);
  const levels = children(image, 'level')
    .map((level, index) => ({ level, width: levelWidth(level), index }))
    .sort((a, b) => a.width - b.width || a.index - b.index);
  for (let index = levels.length - 1; index >= 0; index--) {
    const found = imageIn(levels[index]!.level, labels, tourUrl, index + 1);
    if (found) return found;
  }
  return imageIn(image, labels, tourUrl, 1);
}

/** The scene a hotspot opens: its linkedscene, else the first argument of loadscene() in onclick. */
function linkedSceneOf(hotspot: Element): string | null {
  const linked = attribute(hotspot, 'linkedscene')?.trim();
  if (linked) return linked;
  const call = /loadscene\(\s*['"]?([^,'")\s]+)/i.exec(attribute(hotspot, 'onclick') ?? '');
  return call?.[1] && !call[1].startsWith('get(') ? call[1] : null;
}

function readHotspot(hotspot: Element, index: number): TourHotspot {
  return {
    name: attribute(hotspot, 'name') || `hotspot_${index + 1}`,
    yaw: degrees(numberAttribute(hotspot, 'ath', 0)),
    pitch: -degrees(numberAttribute(hotspot, 'atv', 0)),
    linkedScene: linkedSceneOf(hotspot),
    title: attribute(hotspot, 'tooltip') || attribute(hotspot, 'title') || null,
  };
}

function optionalUrl(url: string | null, tourUrl: string): string | null {
  return url?.trim() ? resolveTourUrl(url, tourUrl) : null;
}

function readScene(scene: Element, index: number, tourUrl: string): TourScene {
  const name = attribute(scene, 'name') || `scene_${index + 1}`;
  return {
    name,
    title: attribute(scene, 'title') || name,
    thumbUrl: optionalUrl(attribute(scene, 'thumburl'), tourUrl),
    previewUrl: optionalUrl(attribute(child(scene, 'preview'), 'url'), tourUrl),
    view: readView(scene),
    image: readImage(scene, tourUrl),
    hotspots: children(scene, 'hotspot').map(readHotspot),
  };
}

function startSceneOf(root: Element, scenes: TourScene[]): string | null {
  const call = /loadscene\(\s*['"]?([^,'")\s]+)/i.exec(attribute(root, 'onstart') ?? '');
  const named = call?.[1];
  if (named && scenes.some((scene) => scene.name === named)) return named;
  return scenes[0]?.name ?? null;
}

/** Parses a tour.xml text; throws TourParseError when it is not a krpano document. */
export function parseKrpanoTour(xml: string, tourUrl: string, parse: XmlParser = domXmlParser): Tour {
  const document = parse(xml);
  const root = document.documentElement;
  if (!root || document.getElementsByTagName('parsererror').length > 0) {
    throw new TourParseError('tour.xml is not well-formed XML');
  }
  if (root.localName.toLowerCase() !== 'krpano') {
    throw new TourParseError(`tour.xml root is <${root.localName}>, not <krpano>`);
  }
  const scenes = children(root, 'scene').map((scene, index) => readScene(scene, index, tourUrl));
  return { scenes, startScene: startSceneOf(root, scenes) };
}
