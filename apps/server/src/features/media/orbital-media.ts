import { FRAME_COUNT } from '@vitrine/core/orbital';
import { FRAME_FILE_WIDTHS, storagePaths, two } from '@vitrine/scripts/storage-paths';
import sharp from 'sharp';
import { unprocessable } from '../../http/http-errors.ts';
import { JobFailure } from '../../jobs/job-failure.ts';
import type { StorageDriver } from '../../plugins/storage-driver.ts';
import { MAX_INPUT_PIXELS } from '../uploads/upload-limits.ts';
import { type MediaFile, mediaBytes } from './media-input.ts';

const FRAME_RATIO = 2160 / 3820;
/** Turntable pictures are kept at most this wide. */
const V360_WIDTH = 1920;

/** A 422 unless `files` holds exactly `count` items. */
export function exactCount(field: string, files: unknown[], count: number) {
  if (files.length !== count) {
    throw unprocessable({
      [field]: [
        `Le champ ${field === 'files' ? 'fichiers' : field} doit contenir ${count} images (reçu : ${files.length}).`,
      ],
    });
  }
}

/** Frames rendered at once: each holds a decoded 3820 px picture and keeps libvips busy. */
const FRAME_CONCURRENCY = 2;

type OrbitalPlace = { project: string; building: string; view: string };

/**
 * Writes one frame's six files: decoded once to raw pixels, then each width resized from the
 * previous (larger) one, each encoded to JPEG and WebP (effort 2).
 */
async function renderFrame(storage: StorageDriver, place: OrbitalPlace, index: number, source: Buffer) {
  let current = await sharp(source, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch((error: unknown) => {
      // the upload's check saw an image's first bytes; the picture itself cannot be decoded
      throw new JobFailure({ key: 'api.jobs.frameUnreadable', params: { frame: two(index) } }, error);
    });
  const sourceWidth = current.info.width;
  const written: string[] = [];
  for (const width of FRAME_FILE_WIDTHS) {
    const actual = Math.min(width, sourceWidth);
    const { info } = current;
    current = await sharp(current.data, {
      raw: { width: info.width, height: info.height, channels: info.channels },
      limitInputPixels: MAX_INPUT_PIXELS,
    })
      .resize(actual, Math.round(actual * FRAME_RATIO), { fit: 'cover' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = {
      raw: { width: current.info.width, height: current.info.height, channels: current.info.channels },
      limitInputPixels: MAX_INPUT_PIXELS,
    };
    const [jpg, webp] = await Promise.all([
      sharp(current.data, raw).jpeg({ quality: 85, mozjpeg: true }).toBuffer(),
      sharp(current.data, raw).webp({ quality: 80, effort: 2 }).toBuffer(),
    ]);
    for (const [extension, body, type] of [
      ['jpg', jpg, 'image/jpeg'],
      ['webp', webp, 'image/webp'],
    ] as const) {
      const path = storagePaths.orbitalFrame(
        place.project,
        place.building,
        place.view,
        index,
        width,
        extension,
      );
      await storage.put(path, body, type);
      written.push(path);
    }
  }
  return written;
}

/**
 * The 29 frames of a view, in order, as the public viewer reads them: NN.{jpg,webp} at 3820 px,
 * NN-1920.* and NN-960.* (16:9 crop; never enlarged past the source). The view's folder is
 * replaced as a whole. `load(i)` gives frame i's source bytes (read when its turn comes);
 * `onFrame` hears how many frames are done. Returns the storage paths written.
 */
export async function renderOrbitalFrames(
  storage: StorageDriver,
  place: OrbitalPlace,
  load: (index: number) => Promise<Buffer>,
  onFrame: (done: number) => Promise<void> = async () => undefined,
): Promise<string[]> {
  await storage.deleteFolder(`orbitals/${place.project}/${place.building}/${place.view}`);
  const written: string[][] = [];
  let next = 0;
  let done = 0;
  let failed = false;
  const lane = async () => {
    try {
      while (next < FRAME_COUNT && !failed) {
        const index = next++;
        written[index] = await renderFrame(storage, place, index, await load(index));
        await onFrame(++done);
      }
    } catch (error) {
      failed = true; // the other lane stops after its frame
      throw error;
    }
  };
  await Promise.all(Array.from({ length: FRAME_CONCURRENCY }, lane));
  return written.flat();
}

/** renderOrbitalFrames from files already in memory (29 of them, else a 422). */
export async function storeOrbitalFrames(
  storage: StorageDriver,
  place: OrbitalPlace,
  frames: MediaFile[],
): Promise<string[]> {
  exactCount('files', frames, FRAME_COUNT);
  return renderOrbitalFrames(storage, place, (index) => mediaBytes(frames[index]!));
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
    const body = await sharp(image.content, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
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
