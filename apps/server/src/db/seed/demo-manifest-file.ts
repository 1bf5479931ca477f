import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEMO_MANIFEST_FILE, type DemoManifest, ZDemoManifest } from '@vitrine/core/demo-manifest';
import { DEMO_SOURCE_ROOT } from '@vitrine/core/storage-layout';

/** Where the demo generator leaves its manifest in a storage folder. */
export function demoManifestFile(storageDir: string): string {
  return join(storageDir, DEMO_SOURCE_ROOT, DEMO_MANIFEST_FILE);
}

/** Reads the generator's manifest and checks its shape; a missing or malformed one throws, naming why. */
export async function readDemoManifest(storageDir: string): Promise<DemoManifest> {
  const file = demoManifestFile(storageDir);
  const text = await readFile(file, 'utf8');
  const parsed = ZDemoManifest.safeParse(JSON.parse(text));
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw new Error(`${file} is not a demo manifest: ${issue?.path.join('.')} ${issue?.message}`);
  }
  return parsed.data;
}
