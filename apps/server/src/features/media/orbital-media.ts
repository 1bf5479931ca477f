import { FRAME_COUNT } from '@vitrine/core/orbital';
import { FRAME_FILE_WIDTHS, storagePaths, two } from '@vitrine/scripts/storage-paths';
import sharp from 'sharp';
import { unprocessable } from '../../http/http-errors.ts';
import type { StorageDriver } from '../../plugins/storage-driver.ts';
import type { MediaFile } from './media-input.ts';

const FRAME_RATIO = 2160 / 3820;
/** Turntable pictures are kept at most this wide. */
const V360_WIDTH = 1920;

function exactCount(field: string, files: MediaFile[], count: number) {
  if (files.length !== count) {
    throw unprocessable({
      [field]: [
        `Le champ ${field === 'files' ? 'fichiers' : field} doit contenir ${count} images (reçu : ${files.length}).`,
      ],
    });
  }
}

/**
 * The 29 frames of a view, in name order, as the public viewer reads them: NN.{jpg,webp} at
 * 3820 px, NN-1920.* and NN-960.* (16:9 crop; never enlarged past the source). The view's
 * folder is replaced as a whole. Returns the storage paths written.
 */
export async function storeOrbitalFrames(
  storage: StorageDriver,
  place: { project: string; building: string; view: string },
  frames: MediaFile[],
): Promise<string[]> {
  exactCount('files', frames, FRAME_COUNT);
  await storage.deleteFolder(`orbitals/${place.project}/${place.building}/${place.view}`);
  const written: string[] = [];
  for (const [index, frame] of frames.entries()) {
    const image = sharp(frame.content, { failOn: 'error' }).rotate();
    const { width: sourceWidth = FRAME_FILE_WIDTHS[0] } = await image.metadata();
    for (const width of FRAME_FILE_WIDTHS) {
      const actual = Math.min(width, sourceWidth);
      const resized = image.clone().resize(actual, Math.round(actual * FRAME_RATIO), { fit: 'cover' });
      for (const extension of ['jpg', 'webp'] as const) {
        const path = storagePaths.orbitalFrame(
          place.project,
          place.building,
          place.view,
          index,
          width,
          extension,
        );
        const body = await (extension === 'jpg'
          ? resized.clone().jpeg({ quality: 85, mozjpeg: true })
          : resized.clone().webp({ quality: 80 })
        ).toBuffer();
        await storage.put(path, body, extension === 'jpg' ? 'image/jpeg' : 'image/webp');
        written.push(path);
      }
    }
  }
  return written;
}

/** A unit's turntable: 00.jpg … and config.json { totalImages }, replacing the previous one. */
export async function storeTurntable(
  storage: StorageDriver,
  place: { project: string; building: string; unit: string },
  images: MediaFile[],
): Promise<{ folder: string; totalImages: number }> {
  if (images.length === 0 || images.length > 1000)
    exactCount('files', images, Math.min(Math.max(images.length, 1), 1000));
  const folder = storagePaths.turntableDir(place.project, place.building, place.unit);
  await storage.deleteFolder(folder);
  for (const [index, image] of images.entries()) {
    const body = await sharp(image.content, { failOn: 'error' })
      .rotate()
      .resize({ width: V360_WIDTH, withoutEnlargement: true })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
    await storage.put(`${folder}/${two(index)}.jpg`, body, 'image/jpeg');
  }
  await storage.put(
    `${folder}/config.json`,
    JSON.stringify({ totalImages: images.length }),
    'application/json',
  );
  return { folder, totalImages: images.length };
}
