import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { storageLayout } from '@vitrine/core/storage-layout';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { localDriver } from '../../plugins/storage-driver.ts';
import { addMissingPreviewFrames } from './preview-frames.ts';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function storage() {
  const root = mkdtempSync(join(tmpdir(), 'vitrine-previews-'));
  roots.push(root);
  return localDriver(root);
}

const frame960 = (red: number) =>
  sharp({ create: { width: 960, height: 543, channels: 3, background: { r: red, g: 90, b: 60 } } })
    .jpeg()
    .toBuffer();

describe('addMissingPreviewFrames', () => {
  it("gives a view stored before issue 18 its 480-px preview frames, from each frame's 960-px JPEG, once", async () => {
    const driver = storage();
    const old = storageLayout.orbitalFolder(7, null);
    const current = storageLayout.orbitalFolder(8, 3);
    for (const frame of [0, 28])
      await driver.put(storageLayout.orbitalFrame(old, frame, 960, 'jpg'), await frame960(200));
    await driver.put(storageLayout.orbitalFrame(current, 0, 960, 'jpg'), await frame960(10));
    await driver.put(storageLayout.orbitalFrame(current, 0, 480, 'jpg'), 'kept');
    await driver.put(storageLayout.orbitalFrame(current, 0, 480, 'webp'), 'kept');

    expect(await addMissingPreviewFrames(driver)).toBe(2);
    const preview = await sharp(
      await driver.get(storageLayout.orbitalFrame(old, 28, 480, 'webp')),
    ).metadata();
    expect([preview.format, preview.width, preview.height]).toEqual(['webp', 480, 271]);
    const jpeg = await sharp(await driver.get(storageLayout.orbitalFrame(old, 0, 480, 'jpg'))).stats();
    expect(jpeg.channels[0]?.mean).toBeGreaterThan(150);
    // a view that has its previews is left as it is, and a second start makes nothing
    expect((await driver.get(storageLayout.orbitalFrame(current, 0, 480, 'webp'))).toString()).toBe('kept');
    expect(await addMissingPreviewFrames(driver)).toBe(0);
  });

  it('leaves a frame that cannot be read to its 960-px fallback', async () => {
    const driver = storage();
    const folder = storageLayout.orbitalFolder(9, null);
    await driver.put(storageLayout.orbitalFrame(folder, 4, 960, 'jpg'), 'not a picture');
    expect(await addMissingPreviewFrames(driver)).toBe(0);
    expect(await driver.exists(storageLayout.orbitalFrame(folder, 4, 480, 'webp'))).toBe(false);
  });
});
