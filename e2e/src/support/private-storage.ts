import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DEMO_SOURCE_ROOT } from '@vitrine/core/storage-layout';

const DATA_DIR = resolve(import.meta.dirname, '..', '..', '..', 'data');
/** Where the generator leaves the demo (`npm run demo -- --out data/storage`). */
const GENERATED_STORAGE = join(DATA_DIR, 'storage');

/**
 * The storage the servers of this test worker share (never written by a test): data/storage for
 * the first worker; for the others a folder of their own holding the generator's demo as hard
 * links, because a server places the demo's files in its storage as it starts, writing them in
 * place, and two servers starting at once would serve each other half-written files.
 */
function workerStorage(): string {
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  if (!(worker > 1)) return GENERATED_STORAGE;
  const dir = join(DATA_DIR, `storage-worker-${worker}`);
  // linked afresh for each file: a demo generated again meanwhile has new files
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const demo = join(GENERATED_STORAGE, DEMO_SOURCE_ROOT);
  if (existsSync(demo)) execFileSync('cp', ['-al', demo, join(dir, DEMO_SOURCE_ROOT)]);
  return dir;
}

/** The rendered demo files every flow of this worker shares (see workerStorage). */
export const SHARED_STORAGE = workerStorage();
/** The generator's own copy of the demo inside it (name layout; the server places it by id). */
export const DEMO_SOURCE = join(SHARED_STORAGE, DEMO_SOURCE_ROOT);

export interface PrivateStorage {
  dir: string;
  remove(): void;
}

/**
 * A storage folder of its own for a flow that uploads or deletes files: the shared demo files
 * hard-linked (cheap, and deleting a link leaves the original alone), and the `copied` folders
 * copied, because the server rewrites files there in place (which would write through a link).
 */
export function createPrivateStorage(copied: readonly string[] = []): PrivateStorage {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-e2e-storage-'));
  if (existsSync(SHARED_STORAGE)) {
    execFileSync('cp', ['-al', `${SHARED_STORAGE}/.`, dir]);
    for (const folder of copied) {
      rmSync(join(dir, folder), { recursive: true, force: true });
      execFileSync('cp', ['-r', join(SHARED_STORAGE, folder), join(dir, folder)]);
    }
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
