import { FRAME_SIZE } from '@vitrine/core/orbital';
import { storageLayout, storageUrl } from '@vitrine/core/storage-layout';

export type FrameExtension = 'webp' | 'jpg';

/** The public folder of a view's frames: the building's full view (floor null) or a floor's. */
export function frameFolder(buildingId: number, floorId: number | null): string {
  return storageUrl(storageLayout.orbitalFolder(buildingId, floorId));
}

/** NN.ext at full width (3820), NN-1920.ext and NN-960.ext for the smaller renditions. */
export function frameUrl(folder: string, frame: number, width: number, extension: FrameExtension): string {
  return storageLayout.orbitalFrame(folder, frame, width, extension);
}

/**
 * Candidate urls of a frame at a width. The full width is only stored as JPEG (NN.webp is the
 * 1920 WebP, see scripts/README.md); other widths try the preferred format first.
 */
export function frameUrls(folder: string, frame: number, width: number, preferred: FrameExtension): string[] {
  if (width >= FRAME_SIZE.width) return [frameUrl(folder, frame, width, 'jpg')];
  return [
    frameUrl(folder, frame, width, preferred),
    frameUrl(folder, frame, width, otherExtension(preferred)),
  ];
}

/** Every browser that has createImageBitmap also decodes WebP; the loader falls back to jpg anyway. */
export function preferredExtension(): FrameExtension {
  return typeof createImageBitmap === 'function' ? 'webp' : 'jpg';
}

export function otherExtension(extension: FrameExtension): FrameExtension {
  return extension === 'webp' ? 'jpg' : 'webp';
}
