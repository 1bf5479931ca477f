import { join } from 'node:path';
import { DEMO_SOURCE_ROOT, STAGING_ROOT } from '@vitrine/core/storage-layout';
import type { Db } from '../../db/database.ts';
import { localDriver, type StorageDriver } from '../../plugins/storage-driver.ts';
import { placeNameLayoutMedia } from './layout-migration.ts';
import { addMissingPreviewFrames } from './preview-frames.ts';
import { addMissingSettingRenditions } from './setting-renditions.ts';
import { sweepStaging } from './staged-replacement.ts';

/**
 * Copies the generated demo (its source folder under the storage root) into the storage through
 * the driver: files/ at the paths its rows record, its media at their id-layout places.
 */
export async function placeDemoMedia(db: Db, storageDir: string, storage: StorageDriver): Promise<number> {
  const sourceDir = join(storageDir, DEMO_SOURCE_ROOT);
  const source = localDriver(sourceDir);
  const files = await source.list('files');
  for (const path of files) await storage.putFile(path, join(sourceDir, path));
  return files.length + (await placeNameLayoutMedia(db, source, storage, 'copy'));
}

/**
 * The storage's start-up step: settles media swaps a crash cut in two (the previous media served
 * again), places a freshly seeded demo, moves an installation's media from the former name layout
 * to the id layout (a no-op once done), gives views stored before issue 18 their 480-px preview
 * frames and splash and contact pictures their screen-size renditions, and sweeps staging folders
 * that replacements cut short by a crash left behind.
 */
export async function prepareStorage(
  db: Db,
  storage: StorageDriver,
  options: { storageDir: string; demoSeeded: boolean },
  print: (line: string) => void,
): Promise<void> {
  const settled = await storage.recoverSwaps(STAGING_ROOT);
  if (settled > 0) print(`Media replacements cut short by a crash settled: ${settled}`);
  if (options.demoSeeded)
    print(`Demo media placed: ${await placeDemoMedia(db, options.storageDir, storage)} files`);
  const moved = await placeNameLayoutMedia(db, storage, storage, 'move');
  if (moved > 0) print(`Storage moved to the id layout: ${moved} files`);
  const previews = await addMissingPreviewFrames(storage);
  if (previews > 0) print(`Preview frames made for slow phones: ${previews}`);
  const pictures = await addMissingSettingRenditions(db, storage);
  if (pictures > 0) print(`Splash and contact pictures given screen-size renditions: ${pictures}`);
  await sweepStaging(storage);
}
