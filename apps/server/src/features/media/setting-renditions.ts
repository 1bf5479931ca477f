import { createHash } from 'node:crypto';
import { posix } from 'node:path';
import {
  isPictureSetting,
  isRasterImage,
  SETTING_PICTURE_FOLDER,
  settingRenditionFiles,
  settingRenditionPaths,
} from '@vitrine/core/setting-pictures';
import sharp from 'sharp';
import type { Db } from '../../db/database.ts';
import type { StorageDriver } from '../../plugins/storage-driver.ts';
import { touchContentOf } from '../domain/content-versions.ts';
import { MAX_INPUT_PIXELS } from '../uploads/upload-limits.ts';

/**
 * Writes the renditions of a picture stored in SETTING_PICTURE_FOLDER (core setting-pictures.ts):
 * one WebP per width, never wider than the picture (a narrow picture's wider renditions are the
 * picture's own size, so every width exists). Deletes what it wrote and throws when the picture
 * cannot be read.
 */
export async function storeSettingRenditions(storage: StorageDriver, imagePath: string): Promise<string[]> {
  const renditions = settingRenditionPaths(imagePath);
  if (!renditions) return [];
  const image = sharp(await storage.get(imagePath), {
    failOn: 'error',
    limitInputPixels: MAX_INPUT_PIXELS,
  }).rotate();
  const written: string[] = [];
  try {
    for (const [width, path] of Object.entries(renditions)) {
      const body = await image
        .clone()
        .resize({ width: Number(width), withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
      await storage.put(path, body, 'image/webp');
      written.push(path);
    }
  } catch (error) {
    for (const path of written) await storage.delete(path).catch(() => undefined);
    throw error;
  }
  return written;
}

/**
 * After a setting's picture changed (in the write's transaction): the new picture's renditions are
 * made (a picture that cannot be read fails the write) and the previous picture's go.
 */
export async function renewSettingRenditions(
  storage: StorageDriver,
  previous: string | null | undefined,
  current: string | null | undefined,
): Promise<void> {
  if (previous === current) return;
  if (current) await storeSettingRenditions(storage, current);
  for (const path of settingRenditionFiles(previous)) await storage.delete(path).catch(() => undefined);
}

/**
 * Start-up step: setting pictures stored before issue 18 (or seeded, like the demo's) are copied
 * into SETTING_PICTURE_FOLDER with their renditions, and their rows point at the copy (the first
 * file stays where it was: another row or an open page may still name it). The copy is named by
 * its content, so a start on the same files (a fresh database on the same storage) reuses it. A
 * picture that cannot be read keeps no renditions; the next start tries again. Returns how many
 * rows now point at a copy.
 */
export async function addMissingSettingRenditions(db: Db, storage: StorageDriver): Promise<number> {
  const rows = await db
    .selectFrom('settings')
    .select(['id', 'name', 'image_path'])
    .where('type', '=', 'image')
    .where('image_path', 'is not', null)
    .execute();
  const moved: number[] = [];
  for (const row of rows) {
    const from = row.image_path!;
    if (!isPictureSetting(row.name) || !isRasterImage(from) || settingRenditionPaths(from)) continue;
    const to = await sizedCopy(storage, from).catch(() => null);
    if (!to) continue;
    await db.updateTable('settings').set({ image_path: to }).where('id', '=', row.id).execute();
    moved.push(row.id);
  }
  if (moved.length > 0) await touchContentOf(db, 'settings', moved);
  return moved.length;
}

/** The picture at `from` copied into SETTING_PICTURE_FOLDER with its renditions; its new path. */
async function sizedCopy(storage: StorageDriver, from: string): Promise<string> {
  const bytes = await storage.get(from);
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 12);
  const extension = posix.extname(from);
  const to = `${SETTING_PICTURE_FOLDER}/${posix.basename(from, extension)}-${hash}${extension.toLowerCase()}`;
  const present = await Promise.all([to, ...settingRenditionFiles(to)].map((path) => storage.exists(path)));
  if (present.every(Boolean)) return to;
  await storage.put(to, bytes, MIME_OF[extension.toLowerCase()]);
  try {
    await storeSettingRenditions(storage, to);
  } catch (error) {
    await storage.delete(to).catch(() => undefined);
    throw error;
  }
  return to;
}

const MIME_OF: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
};
