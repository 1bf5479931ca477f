import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PREVIEW_FRAME_QUALITY, PREVIEW_FRAME_WIDTH } from '@vitrine/core/storage-layout';
import sharp from 'sharp';
import { storagePaths } from '../storage-paths.ts';

export const JPEG = { quality: 85, optimiseCoding: false } as const;
export const WEBP = { quality: 75, effort: 0 } as const;
/** The slow phones' preview (issue 18), compressed harder: about 21 KB a frame as WebP. */
const PREVIEW_JPEG = { ...JPEG, quality: PREVIEW_FRAME_QUALITY.jpeg } as const;
const PREVIEW_WEBP = { ...WEBP, quality: PREVIEW_FRAME_QUALITY.webp } as const;
/** Pixel sizes of the stored widths; smaller in a preview (scale < 1) run. */
export interface FrameSizes {
  medium: { width: number; height: number };
  small: { width: number; height: number };
  preview: { width: number; height: number };
  large: { width: number; height: number };
}

export function frameSizes(scale: number): FrameSizes {
  const size = (width: number, height: number) => ({
    width: Math.round(width * scale),
    height: Math.round(height * scale),
  });
  return {
    medium: size(1920, 1086),
    small: size(960, 543),
    preview: size(PREVIEW_FRAME_WIDTH, 271),
    large: size(3820, 2160),
  };
}

export interface FrameTarget {
  root: string;
  project: string;
  building: string;
  view: string;
  frame: number;
}

/** Bytes written for one frame: the largest JPEG (3820 px when `large`, else 1920 px). */
export interface FrameFileStats {
  largestJpegBytes: number;
  largestJpegWidth: number;
}

/**
 * Writes one frame of a view in every width: NN-1920, NN-960 and NN-480 as JPEG and WebP; NN.jpg as a
 * 3820×2160 JPEG when `large` (else the 1920 JPEG again) and NN.webp as the 1920 WebP (see README).
 */
export async function writeFrameFiles(
  target: FrameTarget,
  rgb: Uint8Array,
  width: number,
  height: number,
  large: boolean,
  sizes: FrameSizes = frameSizes(1),
): Promise<FrameFileStats> {
  const input = Buffer.from(rgb.buffer, rgb.byteOffset, rgb.byteLength);
  const raw = { raw: { width, height, channels: 3 as const } };
  const mediumRaw =
    width === sizes.medium.width && height === sizes.medium.height
      ? input
      : await sharp(input, raw)
          .resize(sizes.medium.width, sizes.medium.height, { kernel: 'linear', fit: 'fill' })
          .raw()
          .toBuffer();
  const medium = () => sharp(mediumRaw, { raw: { ...sizes.medium, channels: 3 } });
  const smallRaw = await medium()
    .resize(sizes.small.width, sizes.small.height, { fit: 'fill' })
    .raw()
    .toBuffer();
  const small = () => sharp(smallRaw, { raw: { ...sizes.small, channels: 3 } });
  const previewRaw = await small()
    .resize(sizes.preview.width, sizes.preview.height, { fit: 'fill' })
    .raw()
    .toBuffer();
  const preview = () => sharp(previewRaw, { raw: { ...sizes.preview, channels: 3 } });
  const [jpeg, webp, smallJpeg, smallWebp, previewJpeg, previewWebp, largeJpeg] = await Promise.all([
    medium().jpeg(JPEG).toBuffer(),
    medium().webp(WEBP).toBuffer(),
    small().jpeg(JPEG).toBuffer(),
    small().webp(WEBP).toBuffer(),
    preview().jpeg(PREVIEW_JPEG).toBuffer(),
    preview().webp(PREVIEW_WEBP).toBuffer(),
    large
      ? sharp(input, raw)
          .resize(sizes.large.width, sizes.large.height, { kernel: 'linear', fit: 'fill' })
          .jpeg(JPEG)
          .toBuffer()
      : null,
  ]);
  const file = (width: number, ext: 'jpg' | 'webp') =>
    path.join(
      target.root,
      storagePaths.orbitalFrame(target.project, target.building, target.view, target.frame, width, ext),
    );
  await mkdir(path.dirname(file(3820, 'jpg')), { recursive: true });
  await Promise.all([
    writeFile(file(1920, 'jpg'), jpeg),
    writeFile(file(1920, 'webp'), webp),
    writeFile(file(960, 'jpg'), smallJpeg),
    writeFile(file(960, 'webp'), smallWebp),
    writeFile(file(PREVIEW_FRAME_WIDTH, 'jpg'), previewJpeg),
    writeFile(file(PREVIEW_FRAME_WIDTH, 'webp'), previewWebp),
    writeFile(file(3820, 'jpg'), largeJpeg ?? jpeg),
    writeFile(file(3820, 'webp'), webp),
  ]);
  return {
    largestJpegBytes: (largeJpeg ?? jpeg).length,
    largestJpegWidth: largeJpeg ? sizes.large.width : sizes.medium.width,
  };
}
