import { frameFileStem } from '@vitrine/core';

/** Public storage paths of the media the back office uploads (names lower-case, ARCHITECTURE §Storage). */
function segment(name: string): string {
  return encodeURIComponent(name.toLowerCase());
}

/** /storage/orbitals/{project}/{building}/{floor|full}/NN[-width].{webp|jpg} */
export function orbitalFrameUrl(
  place: { project: string; building: string; floor: string | null },
  frame: number,
  width: 960 | 1920 | null,
  extension: 'webp' | 'jpg',
): string {
  const folder = [place.project, place.building, place.floor ?? 'full'].map(segment).join('/');
  return `/storage/orbitals/${folder}/${frameFileStem(frame)}${width ? `-${width}` : ''}.${extension}`;
}

/** /storage/polygons/{project}/{building}/index.json */
export function polygonFileUrl(project: string, building: string): string {
  return `/storage/polygons/${segment(project)}/${segment(building)}/index.json`;
}

/** /storage/v360/{project}/{building}/{unit}/ */
export function v360Folder(project: string, building: string, unit: string): string {
  return `/storage/v360/${segment(project)}/${segment(building)}/${segment(unit)}`;
}

/** The folder name of a project: its French name (the one the storage paths are built from). */
export function projectFolderName(project: {
  name: string;
  translatable?: { name?: { fr: string } } | undefined;
}) {
  return project.translatable?.name?.fr || project.name;
}
