import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFixture } from '../../test/demo-fixture.ts';
import { demoManifestFile, readDemoManifest } from './demo-manifest-file.ts';

describe('reading the demo manifest the generator left in the storage', () => {
  let storage: string;
  beforeAll(async () => {
    storage = await mkdtemp(join(tmpdir(), 'vitrine-manifest-'));
    await mkdir(dirname(demoManifestFile(storage)), { recursive: true });
  });
  afterAll(() => rm(storage, { recursive: true, force: true }));

  it('gives back the manifest as it was written', async () => {
    await writeFile(demoManifestFile(storage), JSON.stringify(demoFixture));
    expect(await readDemoManifest(storage)).toEqual(demoFixture);
  });

  it('refuses a manifest of another shape, naming the file and the first wrong field', async () => {
    const broken = { ...demoFixture, users: [{ ...demoFixture.users[0], role: 3 }] };
    await writeFile(demoManifestFile(storage), JSON.stringify(broken));
    await expect(readDemoManifest(storage)).rejects.toThrow(
      /demo-manifest\.json is not a demo manifest: users\.0\.role/,
    );
  });
});
