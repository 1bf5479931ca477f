import { type StorageDriver, SWAP_RECORD, SWAP_SUFFIX } from '../plugins/storage-driver.ts';

/**
 * What a process killed inside `replaceFolder(staged, live)` leaves, by the driver's own naming:
 * on the disk the first rename done (live moved into the swap folder) and not the second; in a
 * bucket the first staged object copied over the live one and not the others.
 */
export async function killedMidSwap(driver: StorageDriver, staged: string, live: string): Promise<void> {
  const swap = staged + SWAP_SUFFIX;
  await driver.put(`${swap}/${SWAP_RECORD}`, live);
  if (driver.kind === 'local') {
    for (const path of await driver.list(live))
      await driver.copy(path, `${swap}/previous/${path.slice(live.length + 1)}`);
    await driver.deleteFolder(live);
    return;
  }
  const [first] = await driver.list(staged);
  if (first) await driver.copy(first, `${live}/${first.slice(staged.length + 1)}`);
}

/** What a finished swap leaves when the process dies before clearing its record. */
export async function killedAfterSwap(driver: StorageDriver, staged: string, live: string): Promise<void> {
  const swap = staged + SWAP_SUFFIX;
  await driver.put(`${swap}/${SWAP_RECORD}`, live);
  if (driver.kind === 'local') await driver.put(`${swap}/previous/00.jpg`, 'previous');
}
