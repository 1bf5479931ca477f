/**
 * Storage-relative paths of every generated file (ARCHITECTURE.md "Storage layout"). All names are
 * lower-case. Frames: NN.jpg (3820 px for full views), NN.webp, NN-1920.* and NN-960.* (README).
 */

/** Widths of the stored orbital frames; the largest has no suffix in its file name. */
export const FRAME_FILE_WIDTHS = [3820, 1920, 960] as const;
export const FULL_VIEW = 'full';

export function two(n: number): string {
  return String(n).padStart(2, '0');
}

export const storagePaths = {
  orbitalFrame: (
    project: string,
    building: string,
    view: string,
    frame: number,
    width: number,
    ext: 'jpg' | 'webp',
  ) =>
    `orbitals/${project}/${building}/${view}/${two(frame)}${width === FRAME_FILE_WIDTHS[0] ? '' : `-${width}`}.${ext}`,
  polygons: (project: string, building: string) => `polygons/${project}/${building}/index.json`,
  plan: (project: string, bedrooms: number, kind: '2d' | '3d' | 'pdf') =>
    `files/plans/${project}/type-${bedrooms}-${kind}.${kind === 'pdf' ? 'pdf' : 'png'}`,
  gallery: (domain: string, index: number, width?: number | 'thumb') =>
    `files/gallery/${domain}/${two(index)}${width === undefined ? '' : `-${width}`}.jpg`,
  branding: (domain: string, name: string) => `files/branding/${domain}/${name}.png`,
  brandingJpg: (domain: string, name: string) => `files/branding/${domain}/${name}.jpg`,
  video: (domain: string, name: string, ext: 'webm' | 'jpg') => `files/videos/${domain}/${name}.${ext}`,
  turntableDir: (project: string, building: string, unit: string) =>
    `v360/${project}/${building}/${unit.toLowerCase()}`,
  cycloramaDir: (domain: string) => `cyclorama/${domain}`,
  tourDir: (domain: string, tour: number) => `vtour/${domain}/${tour}`,
};

/**
 * The folders the demo owns: each is replaced as a whole when the demo is generated again, and
 * nothing outside them is touched (uploads in files/ stay).
 */
export function demoOwnedFolders(projects: string[], domains: string[]): string[] {
  return [
    ...projects.flatMap((project) => [
      `orbitals/${project}`,
      `polygons/${project}`,
      `v360/${project}`,
      `files/plans/${project}`,
    ]),
    ...domains.flatMap((domain) => [
      `files/gallery/${domain}`,
      `files/branding/${domain}`,
      `files/videos/${domain}`,
      `cyclorama/${domain}`,
      `vtour/${domain}`,
    ]),
  ];
}
