import { randomBytes } from 'node:crypto';
import { STAGING_ROOT, storageLayout } from '@vitrine/core/storage-layout';
import { type StorageDriver, SWAP_RECORD, SWAP_SUFFIX, swapStaged } from '../../plugins/storage-driver.ts';

/** Staging folders older than this belong to no running replacement (a crash, a restart). */
export const STALE_STAGING_MS = 6 * 3600 * 1000;

/** A fresh staging folder: its name starts with the time it was made, for the sweep. */
export function newStagingFolder(label: string): string {
  return storageLayout.stagingFolder(`${Date.now().toString(36)}-${label}-${randomBytes(4).toString('hex')}`);
}

/**
 * Replaces the media folder `live` as a whole: `write` fills a staging folder (receiving the path
 * of each file relative to the media folder) and may throw at any point, after which nothing
 * changed; only when it returns is the staged folder swapped in. The previous media stay served
 * until then (docs/decisions.md "Media replaced by a staged swap"), and a swap cut short is
 * settled by the driver's recoverSwaps ("Media swaps survive a crash").
 */
export async function replaceMediaFolder<T>(
  storage: StorageDriver,
  live: string,
  write: (staged: (relative: string) => string) => Promise<T>,
  label = 'media',
): Promise<T> {
  const { staging, result } = await stageMediaFolder(storage, write, label);
  await publishStagedFolder(storage, staging, live);
  return result;
}

/**
 * The first half of replaceMediaFolder: `write` fills a fresh staging folder, left there (for a
 * review before publishStagedFolder) until the sweep drops it; nothing is left when it throws.
 */
export async function stageMediaFolder<T>(
  storage: StorageDriver,
  write: (staged: (relative: string) => string) => Promise<T>,
  label = 'media',
): Promise<{ staging: string; result: T }> {
  const staging = newStagingFolder(label);
  try {
    return { staging, result: await write((relative) => `${staging}/${relative}`) };
  } catch (error) {
    await storage.deleteFolder(staging).catch(() => undefined);
    throw error;
  }
}

/** The second half of replaceMediaFolder: swaps a staged folder in for `live`. */
export async function publishStagedFolder(storage: StorageDriver, staging: string, live: string) {
  try {
    await storage.replaceFolder(staging, live);
  } catch (error) {
    // Cut short mid-swap: the staged folder stays with the swap's record, settled now if the
    // storage answers again, else by the next sweep or start-up (the previous media back on the
    // disk, the new set completed in a bucket, whose previous objects may be overwritten already).
    await storage.recoverSwaps(STAGING_ROOT).catch(() => 0);
    throw error;
  }
}

/**
 * Settles the swaps a crash cut in two (storageDriver.recoverSwaps), then deletes staging folders
 * left by replacements that never finished; returns how many went. A swap still recorded (one
 * that could not be settled) keeps its folders: they may hold the only copy of the live media.
 */
export async function sweepStaging(storage: StorageDriver, now = Date.now()): Promise<number> {
  await storage.recoverSwaps(STAGING_ROOT);
  const files = await storage.list(STAGING_ROOT);
  const recorded = files
    .filter((path) => path.endsWith(`${SWAP_SUFFIX}/${SWAP_RECORD}`))
    .map((path) => path.split('/').slice(0, 2).join('/'));
  const kept = new Set(
    recorded.flatMap((swap) => [swap, `${STAGING_ROOT}/${swapStaged(swap.slice(STAGING_ROOT.length + 1))}`]),
  );
  const folders = new Set(files.map((path) => path.split('/').slice(0, 2).join('/')));
  let swept = 0;
  for (const folder of folders) {
    if (kept.has(folder)) continue;
    const made = Number.parseInt(folder.slice(STAGING_ROOT.length + 1).split('-')[0] ?? '', 36);
    if (Number.isFinite(made) && now - made < STALE_STAGING_MS) continue;
    await storage.deleteFolder(folder);
    swept++;
  }
  return swept;
}

/** Sweeps stale staging folders every hour (a crashed process's replacements), for the workers. */
export function createStagingSweeper(
  storage: StorageDriver,
  log: { warn(object: object, message: string): void },
  everyMs = 3600 * 1000,
) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  return {
    start() {
      timer = setInterval(() => {
        running = sweepStaging(storage).catch((error: unknown) =>
          log.warn({ error }, 'staging sweep failed'),
        );
      }, everyMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
