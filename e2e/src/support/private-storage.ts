import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DEMO_SOURCE_ROOT } from '@vitrine/core/storage-layout';

/** The rendered demo files every flow shares (made by the generator, never written by a test). */
export const SHARED_STORAGE = resolve(import.meta.dirname, '..', '..', '..', 'data', 'storage');
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
