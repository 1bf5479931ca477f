import { PREVIEW_FRAME_WIDTH, storageLayout } from '@vitrine/core/storage-layout';
import sharp from 'sharp';
import type { StorageDriver } from '../../plugins/storage-driver.ts';
import { MAX_INPUT_PIXELS } from '../uploads/upload-limits.ts';
import { encodeFrame, FRAME_RATIO } from './orbital-media.ts';

/** A view's 960-px JPEG frame: buildings/{id}/orbitals/{view}/NN-960.jpg. */
const SMALL_FRAME = /^(buildings\/[^/]+\/orbitals\/[^/]+)\/(\d{2})-960\.jpg$/;

/**
 * Views stored before issue 18 have no 480-px preview frames: the start-up makes them from each
 * frame's 960-px JPEG (a few milliseconds a frame, once), so that slow phones get the small turn
 * for those views too. Until then the viewer takes the 960-px frames (core's previewFallbackWidth).
 * Returns how many frames got their preview.
 */
export async function addMissingPreviewFrames(storage: StorageDriver): Promise<number> {
  const stored = await storage.list('buildings');
  const present = new Set(stored);
  let made = 0;
  for (const path of stored) {
    const match = SMALL_FRAME.exec(path);
    if (!match) continue;
    const [, folder = '', stem = ''] = match;
    const frame = Number(stem);
    const webpPath = storageLayout.orbitalFrame(folder, frame, PREVIEW_FRAME_WIDTH, 'webp');
    const jpgPath = storageLayout.orbitalFrame(folder, frame, PREVIEW_FRAME_WIDTH, 'jpg');
    if (present.has(webpPath) && present.has(jpgPath)) continue;
    const source = await storage.get(path);
    const [jpg, webp] = await encodeFrame(
      () =>
        sharp(source, { limitInputPixels: MAX_INPUT_PIXELS }).resize(
          PREVIEW_FRAME_WIDTH,
          Math.round(PREVIEW_FRAME_WIDTH * FRAME_RATIO),
          { fit: 'cover', withoutEnlargement: true },
        ),
      PREVIEW_FRAME_WIDTH,
    ).catch(() => [null, null] as const);
    // a frame that cannot be read keeps its fallback; the next start tries again
    if (!jpg || !webp) continue;
    await storage.put(jpgPath, jpg, 'image/jpeg');
    await storage.put(webpPath, webp, 'image/webp');
    made++;
  }
  return made;
}
