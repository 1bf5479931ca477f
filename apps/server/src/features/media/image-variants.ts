import { randomBytes } from 'node:crypto';
import { PICTURE_WIDTHS } from '@vitrine/core/setting-pictures';
import sharp from 'sharp';
import type { StorageDriver } from '../../plugins/storage-driver.ts';
import { MAX_INPUT_PIXELS } from '../uploads/upload-limits.ts';

/** Widths of a gallery picture's renditions; each exists as .webp (listed) and .jpg (same stem). */
export const GALLERY_WIDTHS = PICTURE_WIDTHS;
export const THUMB_SIZE = 320;

export interface StoredPicture {
  path: string;
  /** width → webp path (a .jpg sits beside each) */
  responsive: Record<string, string>;
  thumbPath: string;
  /** Every file written, to delete them together. */
  files: string[];
}

/**
 * Stores a gallery picture: the original (re-encoded as JPEG, EXIF orientation applied, metadata
 * dropped), responsive widths as WebP and JPEG (never wider than the original), and a square
 * WebP thumbnail.
 */
export async function storeGalleryPicture(
  storage: StorageDriver,
  folder: string,
  source: Buffer | string,
): Promise<StoredPicture> {
  const stem = `${folder}/${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
  const image = sharp(source, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  const { width = 0 } = await image.metadata();
  const files: string[] = [];
  const put = async (path: string, body: Buffer, type: string) => {
    await storage.put(path, body, type);
    files.push(path);
  };
  try {
    await put(
      `${stem}.jpg`,
      await image.clone().jpeg({ quality: 88, mozjpeg: true }).toBuffer(),
      'image/jpeg',
    );
    const responsive: Record<string, string> = {};
    for (const target of GALLERY_WIDTHS) {
      if (target > width && target !== GALLERY_WIDTHS[0]) continue;
      const resized = image.clone().resize({ width: target, withoutEnlargement: true });
      await put(
        `${stem}-${target}.webp`,
        await resized.clone().webp({ quality: 80 }).toBuffer(),
        'image/webp',
      );
      await put(
        `${stem}-${target}.jpg`,
        await resized.clone().jpeg({ quality: 82, mozjpeg: true }).toBuffer(),
        'image/jpeg',
      );
      responsive[String(target)] = `${stem}-${target}.webp`;
    }
    const thumb = await image
      .clone()
      .resize(THUMB_SIZE, THUMB_SIZE, { fit: 'cover' })
      .webp({ quality: 75 })
      .toBuffer();
    await put(`${stem}-thumb.webp`, thumb, 'image/webp');
    return { path: `${stem}.jpg`, responsive, thumbPath: `${stem}-thumb.webp`, files };
  } catch (error) {
    for (const file of files) await storage.delete(file).catch(() => undefined);
    throw error;
  }
}

/** Every storage file of a gallery row (original, renditions and their .jpg twins, thumbnail). */
export function galleryFilesOf(row: {
  path: string;
  responsive: string;
  thumb_path: string | null;
}): string[] {
  let responsive: string[] = [];
  try {
    responsive = Object.values(JSON.parse(row.responsive) as Record<string, string>);
  } catch {
    responsive = [];
  }
  const twins = responsive
    .filter((path) => path.endsWith('.webp'))
    .map((path) => path.replace(/\.webp$/, '.jpg'));
  return [row.path, ...responsive, ...twins, ...(row.thumb_path ? [row.thumb_path] : [])];
}
