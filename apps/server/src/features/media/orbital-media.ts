import { FRAME_COUNT } from '@vitrine/core/orbital';
import { FRAME_FILE_WIDTHS, storageLayout, twoDigits } from '@vitrine/core/storage-layout';
import sharp from 'sharp';
import { unprocessable } from '../../http/http-errors.ts';
import { JobFailure } from '../../jobs/job-failure.ts';
import type { StorageDriver } from '../../plugins/storage-driver.ts';
import { MAX_INPUT_PIXELS } from '../uploads/upload-limits.ts';
import { uploadMessage } from '../uploads/upload-messages.ts';
import { type MediaFile, mediaBytes } from './media-input.ts';
import { replaceMediaFolder } from './staged-replacement.ts';

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

/**
 * Writes one frame's six files (paths relative to the view's folder): decoded once to raw pixels,
 * then each width resized from the previous (larger) one, each encoded to JPEG and WebP (effort 2).
 */
async function renderFrame(
  storage: StorageDriver,
  at: (relative: string) => string,
  index: number,
  source: Buffer,
) {
  let current = await sharp(source, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch((error: unknown) => {
      // the upload's check saw an image's first bytes; the picture itself cannot be decoded
      throw new JobFailure({ key: 'api.jobs.frameUnreadable', params: { frame: twoDigits(index) } }, error);
    });
  const sourceWidth = current.info.width;
  let files = 0;
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
      await storage.put(at(storageLayout.orbitalFrameName(index, width, extension)), body, type);
      files++;
    }
  }
  return files;
}

/**
 * The 29 frames of a view (`folder`: storageLayout.orbitalFolder), in order, as the public viewer
 * reads them: NN.{jpg,webp} at 3820 px, NN-1920.* and NN-960.* (16:9 crop; never enlarged past
 * the source). Rendered into a staging folder and swapped in whole: a frame that fails leaves the
 * previous frames served. `load(i)` gives frame i's source bytes; `onFrame` hears how many frames
 * are done. Returns how many files were written.
 */
export async function renderOrbitalFrames(
  storage: StorageDriver,
  folder: string,
  load: (index: number) => Promise<Buffer>,
  onFrame: (done: number) => Promise<void> = async () => undefined,
): Promise<number> {
  return replaceMediaFolder(
    storage,
    folder,
    async (at) => {
      let files = 0;
      let next = 0;
      let done = 0;
      let failed = false;
      const lane = async () => {
        try {
          while (next < FRAME_COUNT && !failed) {
            const index = next++;
            const written = await renderFrame(storage, at, index, await load(index));
            files += written;
            await onFrame(++done);
          }
        } catch (error) {
          failed = true; // the other lane stops after its frame
          throw error;
        }
      };
      // every lane is let finish before the staging folder is dropped on a failure
      const lanes = await Promise.allSettled(Array.from({ length: FRAME_CONCURRENCY }, lane));
      const failure = lanes.find((settled) => settled.status === 'rejected');
      if (failure) throw failure.reason;
      return files;
    },
    'orbitals',
  );
}

/** renderOrbitalFrames from files already in memory (29 of them, else a 422). */
export async function storeOrbitalFrames(storage: StorageDriver, folder: string, frames: MediaFile[]) {
  exactCount('files', frames, FRAME_COUNT);
  return renderOrbitalFrames(storage, folder, (index) => mediaBytes(frames[index]!));
}

/**
 * A unit's turntable (`folder`: storageLayout.turntableFolder): 00.jpg … and config.json
 * { totalImages }, staged then swapped; a picture that cannot be decoded is a 422 and the
 * previous turntable stays.
 */
export async function storeTurntable(
  storage: StorageDriver,
  folder: string,
  images: MediaFile[],
): Promise<{ folder: string; totalImages: number }> {
  if (images.length === 0 || images.length > 1000)
    exactCount('files', images, Math.min(Math.max(images.length, 1), 1000));
  await replaceMediaFolder(
    storage,
    folder,
    async (at) => {
      for (const [index, image] of images.entries()) {
        const body = await sharp(image.content, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
          .rotate()
          .resize({ width: V360_WIDTH, withoutEnlargement: true })
          .jpeg({ quality: 85, mozjpeg: true })
          .toBuffer()
          .catch(() => {
            throw unprocessable({
              files: [uploadMessage('unreadableImage', { attribute: 'files', reason: image.name })],
            });
          });
        await storage.put(at(storageLayout.turntableImageName(index)), body, 'image/jpeg');
      }
      await storage.put(
        at(storageLayout.turntableConfigName),
        JSON.stringify({ totalImages: images.length }),
        'application/json',
      );
    },
    'v360',
  );
  return { folder, totalImages: images.length };
}
