import {
  FRAME_FILE_WIDTHS,
  FULL_VIEW,
  nameLayout,
  storageLayout,
  twoDigits,
} from '@vitrine/core/storage-layout';

/**
 * Paths of the demo's generated files inside its source folder (DEMO_SOURCE_ROOT), from core's
 * storage layout: the media keyed by the demo's names (nameLayout, placed by id when the demo is
 * seeded), the rest under files/ at the paths the rows record. Frames: NN.jpg (3820 px for full
 * views), NN.webp, NN-1920.*, NN-960.* and NN-480.* (README).
 */
export { FRAME_FILE_WIDTHS, FULL_VIEW };

export const two = twoDigits;

export const storagePaths = {
  orbitalFrame: (
    project: string,
    building: string,
    view: string,
    frame: number,
    width: number,
    ext: 'jpg' | 'webp',
  ) =>
    `${nameLayout.orbitalFolder(project, building, view)}/${storageLayout.orbitalFrameName(frame, width, ext)}`,
  polygons: (project: string, building: string) =>
    `${nameLayout.polygonFolder(project, building)}/${storageLayout.polygonFileName}`,
  plan: (project: string, bedrooms: number, kind: '2d' | '3d' | 'pdf') =>
    `files/plans/${project}/type-${bedrooms}-${kind}.${kind === 'pdf' ? 'pdf' : 'png'}`,
  gallery: (domain: string, index: number, width?: number | 'thumb') =>
    `files/gallery/${domain}/${two(index)}${width === undefined ? '' : `-${width}`}.jpg`,
  branding: (domain: string, name: string) => `files/branding/${domain}/${name}.png`,
  brandingJpg: (domain: string, name: string) => `files/branding/${domain}/${name}.jpg`,
  video: (domain: string, name: string, ext: 'webm' | 'jpg') => `files/videos/${domain}/${name}.${ext}`,
  turntableDir: (project: string, building: string, unit: string) =>
    nameLayout.turntableFolder(project, building, unit),
  cycloramaDir: (domain: string) => nameLayout.cycloramaFolder(domain),
  tourDir: (domain: string, tour: number) => nameLayout.tourFolder(domain, tour),
};

/**
 * The folders the demo owns in its source folder: each is replaced as a whole when the demo is
 * generated again.
 */
export function demoOwnedFolders(projects: string[], domains: string[]): string[] {
  return [
    ...projects.flatMap((project) => [...nameLayout.projectFolders(project), `files/plans/${project}`]),
    ...domains.flatMap((domain) => [
      `files/gallery/${domain}`,
      `files/branding/${domain}`,
      `files/videos/${domain}`,
      ...nameLayout.domainFolders(domain),
    ]),
  ];
}
