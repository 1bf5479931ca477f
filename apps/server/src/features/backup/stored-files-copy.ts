import { createWriteStream } from 'node:fs';
import { mkdir, readdir, stat } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { StorageDriver } from '../../plugins/storage-driver.ts';

/** Copies every stored file (disk or bucket) into `folder`, streamed one by one. */
export async function copyStoredFilesTo(storage: StorageDriver, folder: string) {
  let count = 0;
  let bytes = 0;
  for (const path of await storage.listAll()) {
    const found = await storage.stream(path);
    if (!found) continue; // deleted since the listing
    const target = join(folder, ...path.split('/'));
    await mkdir(dirname(target), { recursive: true });
    await pipeline(found.body, createWriteStream(target));
    count += 1;
    bytes += (await stat(target)).size;
  }
  return { count, bytes };
}

/** Puts every file of a backup's `folder` into the storage, at the same paths. */
export async function copyFilesIntoStorage(folder: string, storage: StorageDriver): Promise<number> {
  const files = await walk(folder);
  for (const file of files) await storage.putFile(relative(folder, file).split(sep).join('/'), file);
  return files.length;
}

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)])),
  );
  return nested.flat();
}
