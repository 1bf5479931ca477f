/**
 * Where every stored medium lives (docs/decisions.md "Storage layout keyed by ids"): the one place
 * that knows the storage paths the server writes and the web app reads, and how the polygon
 * file's keys match a building's views and units. Folders are keyed by row ids, so a rename keeps
 * the media and two corporations can never share a folder; a row's folder goes with the row.
 *
 * ```
 * buildings/{id}/orbitals/{full|floorId}/NN[-1920|-960|-480].{jpg,webp}   29 frames per view
 * buildings/{id}/polygons/index.json                                    outlines of every view
 * buildings/{id}/polygons/previous.json                                 the file an editor save replaced
 * units/{id}/v360/config.json + NN.jpg                                  turntable
 * domains/{id}/cyclorama/tour.xml …, domains/{id}/vtour/{1..4}/tour.xml …
 * files/…                                                               uploads, paths kept in rows
 * ```
 */

import { frameFileStem } from './orbital.ts';

/** A row id, or a demo key while the generator builds its own copy (keys are placed by id at seed). */
export type StorageKey = number | string;
export type FrameExtension = 'jpg' | 'webp';

/**
 * The small rendition a slow phone loads for the whole turn before the sharp one (issue 18),
 * compressed harder than the others: 29 of them stay well under a megabyte.
 */
export const PREVIEW_FRAME_WIDTH = 480;
export const PREVIEW_FRAME_QUALITY = { jpeg: 70, webp: 60 } as const;
/**
 * Widths of the stored orbital frames; the largest has no suffix in its file name. Media stored
 * before issue 18 have no 480-px preview: the viewer then takes the 960-px one.
 */
export const FRAME_FILE_WIDTHS = [3820, 1920, 960, PREVIEW_FRAME_WIDTH] as const;
export const FULL_VIEW = 'full';
/** Prefix of every public storage URL. */
export const STORAGE_URL_PREFIX = '/storage/';
/**
 * The demo generator's own output (a dot folder, never served), in the name layout of its demo
 * keys: the seed places its media by id through the storage driver.
 */
export const DEMO_SOURCE_ROOT = '.demo';
/** Work folders of replacements in progress: a dot folder, never served. */
export const STAGING_ROOT = '.staging';
/** Top folders whose files are replaced in place by a staged swap (served `no-cache`). */
export const REPLACED_MEDIA_ROOTS = ['buildings', 'units', 'domains'] as const;

export function twoDigits(n: number): string {
  return String(n).padStart(2, '0');
}

interface StorageLayout {
  buildingFolder(building: StorageKey): string;
  unitFolder(unit: StorageKey): string;
  domainFolder(domain: StorageKey): string;
  orbitalFolder(building: StorageKey, floor: StorageKey | null): string;
  orbitalFrameName(frame: number, width: number, extension: FrameExtension): string;
  orbitalFrame(folder: string, frame: number, width: number, extension: FrameExtension): string;
  polygonFolder(building: StorageKey): string;
  polygonFile(building: StorageKey): string;
  polygonFileName: string;
  /** The polygon file an editor save replaced, kept beside the new one. */
  previousPolygonFileName: string;
  turntableFolder(unit: StorageKey): string;
  turntableImageName(index: number): string;
  turntableImage(folder: string, index: number): string;
  turntableConfigName: string;
  turntableConfig(folder: string): string;
  cycloramaFolder(domain: StorageKey): string;
  tourFolder(domain: StorageKey, tour: number): string;
  tourXmlName: string;
  tourXml(folder: string): string;
  stagingFolder(name: string): string;
}

const frameSuffix = (width: number) => (width >= FRAME_FILE_WIDTHS[0] ? '' : `-${width}`);

export const storageLayout: StorageLayout = {
  buildingFolder: (building: StorageKey) => `buildings/${building}`,
  unitFolder: (unit: StorageKey) => `units/${unit}`,
  domainFolder: (domain: StorageKey) => `domains/${domain}`,
  /** A view's frames: the building's full view, or one floor's. */
  orbitalFolder: (building: StorageKey, floor: StorageKey | null) =>
    `buildings/${building}/orbitals/${floor ?? FULL_VIEW}`,
  orbitalFrameName: (frame: number, width: number, extension: FrameExtension) =>
    `${frameFileStem(frame)}${frameSuffix(width)}.${extension}`,
  orbitalFrame: (folder: string, frame: number, width: number, extension: FrameExtension) =>
    `${folder}/${storageLayout.orbitalFrameName(frame, width, extension)}`,
  polygonFolder: (building: StorageKey) => `buildings/${building}/polygons`,
  polygonFile: (building: StorageKey) => `${storageLayout.polygonFolder(building)}/index.json`,
  turntableFolder: (unit: StorageKey) => `units/${unit}/v360`,
  turntableImageName: (index: number) => `${twoDigits(index)}.jpg`,
  turntableImage: (folder: string, index: number) => `${folder}/${twoDigits(index)}.jpg`,
  turntableConfigName: 'config.json',
  turntableConfig: (folder: string) => `${folder}/config.json`,
  polygonFileName: 'index.json',
  previousPolygonFileName: 'previous.json',
  tourXmlName: 'tour.xml',
  cycloramaFolder: (domain: StorageKey) => `domains/${domain}/cyclorama`,
  tourFolder: (domain: StorageKey, tour: number) => `domains/${domain}/vtour/${tour}`,
  tourXml: (folder: string) => `${folder}/tour.xml`,
  /** A replacement's work folder (unique per call, or per job so a restarted job finds its own). */
  stagingFolder: (name: string) => `${STAGING_ROOT}/${name}`,
};

/** The public URL of a storage-relative path (segments encoded when needed). */
export function storageUrl(path: string, mediaUrl: string | null = null): string {
  const clean = path.replace(/^\/+/, '');
  const encoded = /^[\w\-./]*$/.test(clean) ? clean : clean.split('/').map(encodeURIComponent).join('/');
  return mediaUrl ? `${mediaUrl}/${encoded}` : STORAGE_URL_PREFIX + encoded;
}

/** Whether a stored file is rewritten in place by a replacement (so not cacheable as immutable). */
export function isReplacedInPlace(path: string): boolean {
  const [root] = path.replace(/^\/+/, '').split('/');
  return (REPLACED_MEDIA_ROOTS as readonly string[]).includes(root ?? '');
}

/**
 * The spec's former layout, built from lower-case names (project's French name, building, floor,
 * unit, domain's French name). Only read to move an installation's files to the id layout, and
 * as the demo generator's own source layout.
 */
export const nameLayout = {
  orbitalFolder: (project: string, building: string, view: string) =>
    `orbitals/${lower(project)}/${lower(building)}/${lower(view)}`,
  polygonFolder: (project: string, building: string) => `polygons/${lower(project)}/${lower(building)}`,
  turntableFolder: (project: string, building: string, unit: string) =>
    `v360/${lower(project)}/${lower(building)}/${lower(unit)}`,
  cycloramaFolder: (domain: string) => `cyclorama/${lower(domain)}`,
  tourFolder: (domain: string, tour: number) => `vtour/${lower(domain)}/${tour}`,
  /** The folders holding a project's media, and a domain's. */
  projectFolders: (project: string) =>
    ['orbitals', 'polygons', 'v360'].map((root) => `${root}/${lower(project)}`),
  domainFolders: (domain: string) => [`cyclorama/${lower(domain)}`, `vtour/${lower(domain)}`],
  roots: ['orbitals', 'polygons', 'v360', 'cyclorama', 'vtour'] as const,
};

function lower(name: string): string {
  return name.toLowerCase();
}

/** A name as the polygon file's matching compares it: without case or surrounding spaces. */
export function storedNameKey(name: string): string {
  return name.trim().toLowerCase();
}

export function sameStoredName(a: string, b: string): boolean {
  return storedNameKey(a) === storedNameKey(b);
}

export interface OutlineMatchReport {
  /** Outline names that are neither a unit nor a sub-building: clicking them shows nothing. */
  outlinesWithoutUnit: string[];
  /** Units that no outline names: visitors cannot click them on the model. */
  unitsWithoutOutline: string[];
}

/** Compares outline names with units (and sub-buildings) as the public viewer matches them. */
export function outlineMatchReport(
  outlineNames: readonly string[],
  unitNames: readonly string[],
  subBuildingNames: readonly string[] = [],
): OutlineMatchReport {
  const known = new Set([...unitNames, ...subBuildingNames].map(storedNameKey));
  const outlined = new Set(outlineNames.map(storedNameKey));
  return {
    outlinesWithoutUnit: [...new Set(outlineNames.filter((name) => !known.has(storedNameKey(name))))],
    unitsWithoutOutline: unitNames.filter((name) => !outlined.has(storedNameKey(name))),
  };
}

/** The polygon file's key of a view: "<building>" for the full view, "<building>/<floor>" for a floor. */
export function polygonViewKey(building: string, floor: string | null): string {
  return floor ? `${building}/${floor}` : building;
}

/**
 * The outline entries of a view. A key matches by name (case aside); as the file now lives in its
 * building's own folder, a building renamed since the upload still finds its views: the full view
 * is then the only key without "/", a floor's the key ending in "/<floor>".
 */
export function polygonViewEntries<T>(
  file: Readonly<Record<string, T>> | null | undefined,
  building: string,
  floor: string | null,
): T | undefined {
  if (!file) return undefined;
  const key = polygonViewKey(building, floor);
  if (file[key] !== undefined) return file[key];
  const keys = Object.keys(file);
  const named = keys.find((candidate) => sameStoredName(candidate, key));
  if (named) return file[named];
  const renamed = floor
    ? keys.filter((candidate) => {
        const slash = candidate.indexOf('/');
        return slash > 0 && sameStoredName(candidate.slice(slash + 1), floor);
      })
    : keys.filter((candidate) => !candidate.includes('/'));
  return renamed.length === 1 ? file[renamed[0]!] : undefined;
}

/** Whether a polygon key names a view of this building (its full view or one of its floors). */
export function isPolygonViewOf(key: string, building: string, floors: readonly string[]): boolean {
  return [null, ...floors].some((floor) => sameStoredName(key, polygonViewKey(building, floor)));
}
