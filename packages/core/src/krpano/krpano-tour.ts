/**
 * Reads the parts of krpano's tour.xml that a visitor sees: scenes with their title, thumbnail,
 * preview, initial view, image and hotspots, including what krpano's own tools write (tiled
 * multires cube levels, `<mobile>` faces, `<include>`d files, `onclick="loadscene(…)"`). Angles
 * come out in radians in Photo Sphere Viewer's convention (pitch up is positive); URLs come out
 * absolute, resolved against the file that holds them. Pure: runs in the browser and the server.
 */
import { CUBE_FACES, type CubeFace, hasTilePlaceholder, MAX_FACE, recutGrid } from './tile-grid.ts';
import { parseXmlTree, TourParseError, type XmlElement } from './xml-tree.ts';

export { CUBE_FACES, type CubeFace, TourParseError };

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

export type CubeFaces = Record<CubeFace, string>;

/** One tiled level as krpano cut it: `url` absolute, %l filled, the other placeholders kept. */
export interface KrpanoLevel {
  faceSize: number;
  url: string;
}

/** A tiled cube as krpano made it, and where the upload's re-cut of it is (tile-grid.ts). */
export interface TiledCube {
  kind: 'tiles';
  tileSize: number;
  baseIndex: number;
  /** krpano's face labels (%s) in CUBE_FACES order. */
  labels: string[];
  /** Smallest first. */
  levels: KrpanoLevel[];
  /** The re-cut levels for the viewer, smallest first: power-of-two grids. */
  grid: { faceSize: number; nbTiles: number }[];
  /** The tour's folder (absolute, ending in /): recutTilePath and recutPreviewPath are under it. */
  recutBase: string;
}

export type TourImage = { kind: 'sphere'; url: string } | { kind: 'cube'; faces: CubeFaces } | TiledCube;

/** Why a scene has no image the viewer can show. */
export type ImageIssue = 'noImage' | 'tiledSphere' | 'unsupportedImage';

export interface TourHotspot {
  name: string;
  yaw: number;
  pitch: number;
  /** Name of the scene this hotspot opens, or null for a plain (information) hotspot. */
  linkedScene: string | null;
  title: string | null;
}

export interface TourScene {
  /** Position in the tour (includes expanded): names the re-cut files. */
  index: number;
  name: string;
  title: string;
  thumbUrl: string | null;
  previewUrl: string | null;
  view: TourView;
  /** Null when the scene has no image we can show; `imageIssue` then says why. */
  image: TourImage | null;
  imageIssue: ImageIssue | null;
  hotspots: TourHotspot[];
}

export interface Tour {
  scenes: TourScene[];
  /** The scene loaded first: the root's onstart loadscene(…) if any, else the first scene. */
  startScene: string | null;
}

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
const PATH_PLACEHOLDER = /%(CURRENTXML|FIRSTXML|SWFPATH|HTMLPATH|BASEDIR|VIEWER)%/gi;
const DEFAULT_FOV = 90;
/** Includes deeper than this are not followed (a file including itself, say). */
const MAX_INCLUDE_DEPTH = 4;

const degrees = (value: number) => (value * Math.PI) / 180;

type UrlClass = new (url: string, base?: string) => { href: string };
const Url = (globalThis as unknown as { URL: UrlClass }).URL;

function children(element: XmlElement, name?: string): XmlElement[] {
  return element.children.filter((child) => !name || child.name === name);
}

function child(element: XmlElement | undefined, name: string): XmlElement | undefined {
  return element ? children(element, name)[0] : undefined;
}

function attribute(element: XmlElement | undefined, name: string): string | null {
  return element?.attributes[name] ?? null;
}

function numberAttribute(element: XmlElement | undefined, name: string, fallback: number): number {
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
export function resolveTourUrl(url: string, tourUrl: string, base = tourUrl): string {
  const folder = new Url('.', tourUrl).href.replace(/\/$/, '');
  return new Url(url.trim().replace(PATH_PLACEHOLDER, folder), base).href;
}

interface Context {
  tourUrl: string;
}

const resolve = (url: string, element: XmlElement, context: Context) =>
  resolveTourUrl(url, context.tourUrl, element.base);

function readView(scene: XmlElement): TourView {
  const view = child(scene, 'view');
  return {
    yaw: degrees(numberAttribute(view, 'hlookat', 0)),
    pitch: -degrees(numberAttribute(view, 'vlookat', 0)),
    fov: degrees(numberAttribute(view, 'fov', DEFAULT_FOV)),
    fovType: fovTypeOf(attribute(view, 'fovtype')),
  };
}

function cubeLabels(image: XmlElement): string[] {
  const labels = attribute(image, 'cubelabels')
    ?.split('|')
    .map((label) => label.trim());
  return labels?.length === 6 ? labels : DEFAULT_CUBE_LABELS;
}

function faces(urls: string[], element: XmlElement, context: Context): CubeFaces {
  return Object.fromEntries(
    CUBE_FACES.map((face, index) => [face, resolve(urls[index]!, element, context)]),
  ) as CubeFaces;
}

/** A `<cube url>`: six `|`-separated URLs, or one with %s replaced by each cube label. */
function cubeFromUrl(cube: XmlElement, labels: string[], context: Context, level: number): CubeFaces | null {
  const url = (attribute(cube, 'url') ?? '').replace(/%l/g, String(level));
  if (!url || hasTilePlaceholder(url)) return null;
  const listed = url.split('|');
  if (listed.length === 6) return faces(listed, cube, context);
  if (!url.includes('%s')) return null;
  return faces(
    labels.map((label) => url.replaceAll('%s', label)),
    cube,
    context,
  );
}

/** The whole-image sphere or cube described directly inside `container`. */
function imageIn(container: XmlElement, labels: string[], context: Context, level: number): TourImage | null {
  const sphere = child(container, 'sphere');
  const sphereUrl = attribute(sphere, 'url');
  if (sphere && sphereUrl && !hasTilePlaceholder(sphereUrl) && !attribute(sphere, 'multires')) {
    return { kind: 'sphere', url: resolve(sphereUrl.replace(/%l/g, String(level)), sphere, context) };
  }
  const cube = child(container, 'cube');
  if (cube && !attribute(cube, 'multires')) {
    const found = cubeFromUrl(cube, labels, context, level);
    if (found) return { kind: 'cube', faces: found };
  }
  const faceElements = Object.keys(FACE_ELEMENTS).map((name) => child(container, name));
  const faceUrls = faceElements.map((element) => attribute(element, 'url'));
  if (faceUrls.every((url): url is string => Boolean(url) && !hasTilePlaceholder(url ?? ''))) {
    return {
      kind: 'cube',
      faces: Object.fromEntries(
        CUBE_FACES.map((face, index) => [face, resolve(faceUrls[index]!, faceElements[index]!, context)]),
      ) as CubeFaces,
    };
  }
  return null;
}

function levelWidth(level: XmlElement): number {
  return numberAttribute(level, 'tiledimagewidth', numberAttribute(level, 'tiledimageheight', 0));
}

interface TiledSource {
  faceSize: number;
  element: XmlElement;
  url: string;
}

/**
 * The tiled levels of an image, in either of krpano's forms: `<cube url multires="512,640,1280"/>`
 * (tile size, then each level's face size) or `<level tiledimagewidth><cube url/></level>` with
 * the image's `tilesize`. Smallest first; `sphere` tells a tiled sphere, which we cannot show.
 */
function tiledLevels(image: XmlElement): { tileSize: number; levels: TiledSource[]; sphere: boolean } {
  for (const kind of ['cube', 'sphere'] as const) {
    const element = child(image, kind);
    const sizes = (attribute(element, 'multires') ?? '')
      .split(',')
      .map((size) => Number(size.trim()))
      .filter((size) => Number.isInteger(size) && size > 0);
    const url = attribute(element, 'url');
    if (element && url && sizes.length >= 2) {
      const [tileSize, ...faceSizes] = sizes as [number, ...number[]];
      if (kind === 'sphere') return { tileSize, levels: [], sphere: true };
      return {
        tileSize,
        levels: faceSizes.sort((a, b) => a - b).map((faceSize) => ({ faceSize, element, url })),
        sphere: false,
      };
    }
  }
  const tileSize = numberAttribute(image, 'tilesize', 0);
  const levels: TiledSource[] = [];
  let sphere = false;
  for (const level of children(image, 'level')) {
    const cube = child(level, 'cube');
    const url = attribute(cube, 'url');
    if (cube && url && hasTilePlaceholder(url))
      levels.push({ faceSize: levelWidth(level), element: cube, url });
    if (hasTilePlaceholder(attribute(child(level, 'sphere'), 'url') ?? '')) sphere = true;
  }
  return { tileSize, levels: levels.sort((a, b) => a.faceSize - b.faceSize), sphere };
}

function tiledCube(image: XmlElement, context: Context): TiledCube | null {
  const { tileSize, levels } = tiledLevels(image);
  const usable = levels.filter((level) => level.faceSize > 0 && level.faceSize <= MAX_FACE);
  if (tileSize <= 0 || usable.length === 0) return null;
  const baseIndex = Math.max(0, Math.trunc(numberAttribute(image, 'baseindex', 1)));
  return {
    kind: 'tiles',
    tileSize,
    baseIndex,
    labels: cubeLabels(image),
    levels: usable.map((level, position) => ({
      faceSize: level.faceSize,
      url: resolve(level.url.replace(/%l/gi, String(baseIndex + position)), level.element, context),
    })),
    grid: usable.map((level) => ({ faceSize: level.faceSize, nbTiles: recutGrid(level.faceSize, tileSize) })),
    recutBase: new Url('.', context.tourUrl).href,
  };
}

/**
 * The scene's image: its tiled cube levels (re-cut at upload) if it has any, else the largest
 * multires level whose faces are whole images, else the image given outside the levels, else its
 * `<mobile>` faces; with, when there is none, the reason.
 */
function readImage(
  scene: XmlElement,
  context: Context,
): { image: TourImage | null; issue: ImageIssue | null } {
  const image = child(scene, 'image');
  if (!image) return { image: null, issue: 'noImage' };
  const tiles = tiledCube(image, context);
  if (tiles) return { image: tiles, issue: null };
  const labels = cubeLabels(image);
  const levels = children(image, 'level')
    .map((level, position) => ({ level, width: levelWidth(level), position }))
    .sort((a, b) => a.width - b.width || a.position - b.position);
  for (let position = levels.length - 1; position >= 0; position--) {
    const found = imageIn(levels[position]!.level, labels, context, position + 1);
    if (found) return { image: found, issue: null };
  }
  const whole = imageIn(image, labels, context, 1);
  if (whole) return { image: whole, issue: null };
  const mobile = child(image, 'mobile');
  const small = mobile ? imageIn(mobile, labels, context, 1) : null;
  if (small) return { image: small, issue: null };
  if (tiledLevels(image).sphere) return { image: null, issue: 'tiledSphere' };
  return { image: null, issue: image.children.length > 0 ? 'unsupportedImage' : 'noImage' };
}

const LOADSCENE = /loadscene\(\s*['"]?([^,'")\s]+)/i;

/** The scene a hotspot opens: its linkedscene, else the first argument of loadscene() in onclick. */
function linkedSceneOf(hotspot: XmlElement): string | null {
  const linked = attribute(hotspot, 'linkedscene')?.trim();
  if (linked) return linked;
  const call = LOADSCENE.exec(attribute(hotspot, 'onclick') ?? '');
  return call?.[1] && !call[1].startsWith('get(') ? call[1] : null;
}

function readHotspot(hotspot: XmlElement, index: number): TourHotspot {
  return {
    name: attribute(hotspot, 'name') || `hotspot_${index + 1}`,
    yaw: degrees(numberAttribute(hotspot, 'ath', 0)),
    pitch: -degrees(numberAttribute(hotspot, 'atv', 0)),
    linkedScene: linkedSceneOf(hotspot),
    title: attribute(hotspot, 'tooltip') || attribute(hotspot, 'title') || null,
  };
}

function optionalUrl(element: XmlElement | undefined, context: Context): string | null {
  const url = attribute(element, 'url') ?? attribute(element, 'thumburl');
  return element && url?.trim() ? resolve(url, element, context) : null;
}

function readScene(scene: XmlElement, index: number, context: Context): TourScene {
  const name = attribute(scene, 'name') || `scene_${index + 1}`;
  const { image, issue } = readImage(scene, context);
  return {
    index,
    name,
    title: attribute(scene, 'title') || name,
    thumbUrl: attribute(scene, 'thumburl')?.trim()
      ? resolve(attribute(scene, 'thumburl')!, scene, context)
      : null,
    previewUrl: optionalUrl(child(scene, 'preview'), context),
    view: readView(scene),
    image,
    imageIssue: issue,
    hotspots: children(scene, 'hotspot').map(readHotspot),
  };
}

function startSceneOf(root: XmlElement, scenes: TourScene[]): string | null {
  const named = LOADSCENE.exec(attribute(root, 'onstart') ?? '')?.[1];
  if (named && scenes.some((scene) => scene.name === named)) return named;
  return scenes[0]?.name ?? null;
}

/** Texts of included files by absolute URL, as far as they could be had. */
export type IncludedFiles = ReadonlyMap<string, string>;

function parseKrpanoRoot(xml: string, url: string): XmlElement {
  const root = parseXmlTree(xml, url);
  if (root.name !== 'krpano') throw new TourParseError(`root is <${root.name}>, not <krpano>`);
  return root;
}

/**
 * The root's children with each `<include url>` replaced by the children of the file it names
 * (when `included` has it), as krpano does; `missing` collects the URLs `included` lacks.
 */
function expandIncludes(
  root: XmlElement,
  context: Context,
  included: IncludedFiles,
  missing: Set<string>,
  depth = 0,
): XmlElement[] {
  return root.children.flatMap((element) => {
    if (element.name !== 'include') return [element];
    const url = attribute(element, 'url');
    if (!url?.trim() || depth >= MAX_INCLUDE_DEPTH) return [];
    const absolute = resolve(url, element, context);
    const text = included.get(absolute);
    if (text === undefined) {
      missing.add(absolute);
      return [];
    }
    try {
      return expandIncludes(parseKrpanoRoot(text, absolute), context, included, missing, depth + 1);
    } catch {
      return [];
    }
  });
}

/** The files tour.xml includes (directly or through included files) that `included` lacks. */
export function missingIncludes(xml: string, tourUrl: string, included: IncludedFiles = new Map()): string[] {
  const missing = new Set<string>();
  expandIncludes(parseKrpanoRoot(xml, tourUrl), { tourUrl }, included, missing);
  return [...missing];
}

/** Parses a tour.xml text; throws TourParseError when it is not a krpano document. */
export function parseKrpanoTour(xml: string, tourUrl: string, included: IncludedFiles = new Map()): Tour {
  const root = parseKrpanoRoot(xml, tourUrl);
  const context = { tourUrl };
  const elements = expandIncludes(root, context, included, new Set());
  const scenes = elements
    .filter((element) => element.name === 'scene')
    .map((scene, index) => readScene(scene, index, context));
  return { scenes, startScene: startSceneOf(root, scenes) };
}
