import { storageLayout, storageUrl } from '@vitrine/core/storage-layout';

/** Public URLs of the media the back office uploads, from core's storage layout (keyed by ids). */

/** A frame of a view: the building's full view (floorId null) or a floor's; width null: 3820. */
export function orbitalFrameUrl(
  view: { buildingId: number; floorId: number | null },
  frame: number,
  width: 960 | 1920 | null,
  extension: 'webp' | 'jpg',
): string {
  const folder = storageLayout.orbitalFolder(view.buildingId, view.floorId);
  return storageUrl(storageLayout.orbitalFrame(folder, frame, width ?? 3820, extension));
}

export function polygonFileUrl(buildingId: number): string {
  return storageUrl(storageLayout.polygonFile(buildingId));
}

/** The unit's 360 folder (config.json and NN.jpg inside). */
export function v360Folder(unitId: number): string {
  return storageUrl(storageLayout.turntableFolder(unitId));
}
