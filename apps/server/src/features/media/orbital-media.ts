import { FRAME_COUNT, ORBITAL_BACKGROUND } from '@vitrine/core/orbital';
import {
  FRAME_FILE_WIDTHS,
  PREVIEW_FRAME_QUALITY,
  PREVIEW_FRAME_WIDTH,
  storageLayout,
  twoDigits,
} from '@vitrine/core/storage-layout';
import { type FrameOrderProblem, orderStudioFrames } from '@vitrine/core/studio-frames';
import sharp, { type Sharp } from 'sharp';
import { unprocessable } from '../../http/http-errors.ts';
import { JobFailure } from '../../jobs/job-failure.ts';
import type { StorageDriver } from '../../plugins/storage-driver.ts';
import { MAX_INPUT_PIXELS } from '../uploads/upload-limits.ts';
import { uploadMessage } from '../uploads/upload-messages.ts';
import type { MediaFile } from './media-input.ts';
import { replaceMediaFolder, stageMediaFolder } from './staged-replacement.ts';

export const FRAME_RATIO = 2160 / 3820;
/** Turntable pictures are kept at most this wide. */
const V360_WIDTH = 1920;

/** A 422 unless `files` holds exactly `count` items. */
export function exactCount(field: string, files: unknown[], count: number) {
  if (files.length !== count) {
    throw unprocessable({
      [field]: [uploadMessage('imageCount', { attribute: field, expected: count, received: files.length })],
    });
  }
}

function frameOrderMessage(field: string, problem: FrameOrderProblem) {
  const expected = FRAME_COUNT;
  if (problem.kind === 'count')
    return uploadMessage('imageCount', { attribute: field, expected, received: problem.received });
  const names = problem.names.join(', ');
  if (problem.kind === 'duplicate') return uploadMessage('framesDuplicate', { attribute: field, names });
  const key = problem.kind === 'missing' ? 'framesMissing' : 'framesExtra';
  return uploadMessage(key, { attribute: field, expected, count: problem.names.length, names });
}

/**
 * The 29 frames in view order, read from their names as a studio's software numbers them
 * (Frame_0001.png, cam01_0000.jpg, vue-01.tif; core's orderStudioFrames); a 422 naming the
 * missing, extra or doubled frame otherwise.
 */
export function orderedFrames(field: string, frames: MediaFile[]): MediaFile[] {
  const order = orderStudioFrames(frames.map((frame) => frame.name));
  if (!order.ok) throw unprocessable({ [field]: [frameOrderMessage(field, order.problem)] });
  return order.order.map((index) => frames[index]!);
}

/** Frames rendered at once: each holds a decoded 3820 px picture and keeps libvips busy. */
const FRAME_CONCURRENCY = 2;

/** JPEG and WebP quality of a width: the slow phones' preview is compressed harder. */
const FRAME_QUALITY = { jpeg: 85, webp: 80 } as const;
const qualityOf = (width: number) => (width === PREVIEW_FRAME_WIDTH ? PREVIEW_FRAME_QUALITY : FRAME_QUALITY);

/** A frame's JPEG and WebP at the quality of its width (`picture` gives a fresh pipeline each call). */
export function encodeFrame(picture: () => Sharp, width: number): Promise<[Buffer, Buffer]> {
  const quality = qualityOf(width);
  return Promise.all([
    picture().jpeg({ quality: quality.jpeg, mozjpeg: true }).toBuffer(),
    picture().webp({ quality: quality.webp, effort: 2 }).toBuffer(),
  ]);
}

/**
 * Writes one frame's eight files (paths relative to the view's folder): decoded once to 8-bit sRGB
 * pixels (a studio's 16-bit, CMYK or transparent render flattened onto the model's background),
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
    .flatten({ background: ORBITAL_BACKGROUND })
    .toColourspace('srgb')
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
    const [jpg, webp] = await encodeFrame(() => sharp(current.data, raw), width);
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

type FrameSource = (index: number) => Promise<Buffer>;
type FrameProgress = (done: number) => Promise<void>;

/**
 * The 29 frames of a view (`folder`: storageLayout.orbitalFolder), in order, as the public viewer
 * reads them: NN.{jpg,webp} at 3820 px, NN-1920.*, NN-960.* and the preview NN-480.* (16:9 crop; never enlarged past
 * the source). Rendered into a staging folder and swapped in whole: a frame that fails leaves the
 * previous frames served. `load(i)` gives frame i's source bytes; `onFrame` hears how many frames
 * are done. Returns how many files were written.
 */
export async function renderOrbitalFrames(
  storage: StorageDriver,
  folder: string,
  load: FrameSource,
  onFrame: FrameProgress = async () => undefined,
): Promise<number> {
  return replaceMediaFolder(
    storage,
    folder,
    (at) => renderFramesInto(storage, at, load, onFrame),
    'orbitals',
  );
}

/**
 * renderOrbitalFrames without the swap: the frames wait in the staging folder it returns, for a
 * person to look at them before they replace the live ones (orbital-review.ts).
 */
export async function stageOrbitalFrames(
  storage: StorageDriver,
  load: FrameSource,
  onFrame: FrameProgress,
): Promise<{ staging: string; files: number }> {
  const staged = await stageMediaFolder(
    storage,
    (at) => renderFramesInto(storage, at, load, onFrame),
    'orbitals',
  );
  return { staging: staged.staging, files: staged.result };
}

async function renderFramesInto(
  storage: StorageDriver,
  at: (relative: string) => string,
  load: FrameSource,
  onFrame: FrameProgress,
): Promise<number> {
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
