import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { DemoManifest } from '@vitrine/core/demo-manifest';
import { FRAME_COUNT } from '@vitrine/core/orbital';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSourceDir, ensureDemo, STAMP_FILE } from './ensure-demo.ts';

/** A tiny rendering scale keeps this test short; the files and their names are those of the real demo. */
const SCALE = 0.1;

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

function storagePathsOf(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string' && /^(files|orbitals|polygons|v360|cyclorama|vtour)\//.test(value))
    found.push(value);
  else if (Array.isArray(value)) for (const item of value) storagePathsOf(item, found);
  else if (value && typeof value === 'object')
    for (const item of Object.values(value)) storagePathsOf(item, found);
  return found;
}

describe('ensureDemo', () => {
  let dir: string;
  let cache: string;
  let manifests: DemoManifest[];
  /** The generator's own folder inside the storage root (placed by id when the demo is seeded). */
  const source = () => demoSourceDir(dir);
  const logs: string[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'vitrine-demo-'));
    cache = await mkdtemp(path.join(os.tmpdir(), 'vitrine-demo-cache-'));
    await mkdir(path.join(dir, 'files/uploads'), { recursive: true });
    await writeFile(path.join(dir, 'files/uploads/client.jpg'), 'an upload');
    // two callers at once, as two server processes starting together would
    manifests = await Promise.all([
      ensureDemo({
        storageDir: dir,
        scale: SCALE,
        cacheDir: cache,
        log: (line) => logs.push(`first: ${line}`),
      }),
      ensureDemo({
        storageDir: dir,
        scale: SCALE,
        cacheDir: cache,
        log: (line) => logs.push(`second: ${line}`),
      }),
    ]);
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
    await rm(cache, { recursive: true, force: true });
  });

  it('generates once when two callers ask at the same time, and both get the same manifest', () => {
    expect(logs.filter((line) => line.includes('rendering with'))).toHaveLength(1);
    expect(manifests[0]).toEqual(manifests[1]);
  });

  it('writes every file the manifest points to', async () => {
    const paths = storagePathsOf(manifests[0]);
    expect(paths.length).toBeGreaterThan(50);
    const missing = [];
    for (const file of new Set(paths)) if (!(await exists(path.join(source(), file)))) missing.push(file);
    expect(missing).toEqual([]);
  });

  it('writes the 29 frames of every view in four widths, as JPEG and WebP', async () => {
    for (const [project, building, views] of [
      ['sambre', 'a', ['full', 'rez', 'etage-1', 'etage-2', 'etage-3', 'etage-4']],
      ['sambre', 'b', ['full', 'rez', 'etage-1', 'etage-2']],
      ['meuse', 'quai', ['full', 'rez', 'etage-1']],
    ] as const) {
      for (const view of views) {
        const files = await readdir(path.join(source(), 'orbitals', project, building, view));
        expect(files).toHaveLength(FRAME_COUNT * 8);
        expect(files).toContain('00.jpg');
        expect(files).toContain('28-960.webp');
        expect(files).toContain('28-480.webp');
        expect(files).toContain('07-480.jpg');
        expect(files).toContain('14-1920.jpg');
      }
      const polygons = JSON.parse(
        await readFile(path.join(source(), 'polygons', project, building, 'index.json'), 'utf8'),
      );
      expect(Object.keys(polygons)[0]).toBe(building);
    }
  });

  it('writes 360 turntables with their config, and krpano tours whose scenes link to each other', async () => {
    const turntable = path.join(source(), 'v360/sambre/a/a.4.01');
    expect(JSON.parse(await readFile(path.join(turntable, 'config.json'), 'utf8'))).toEqual({
      totalImages: 36,
    });
    expect((await readdir(turntable)).filter((file) => file.endsWith('.jpg'))).toHaveLength(36);
    const cyclorama = await readFile(path.join(source(), 'cyclorama/sambre/tour.xml'), 'utf8');
    const sphere = cyclorama.match(/<sphere url="(panos\/[a-z]+\.jpg)" \/>/);
    expect(sphere).not.toBeNull();
    expect(await exists(path.join(source(), 'cyclorama/sambre', sphere![1]!))).toBe(true);
    for (const tour of [1, 2]) {
      const xml = await readFile(path.join(source(), `vtour/sambre/${tour}/tour.xml`), 'utf8');
      const scenes = [...xml.matchAll(/<scene name="([^"]+)"/g)].map((match) => match[1]);
      const links = [...xml.matchAll(/linkedscene="([^"]+)"/g)].map((match) => match[1]);
      expect(scenes).toHaveLength(2);
      expect(new Set(links)).toEqual(new Set(scenes));
      for (const image of xml.matchAll(/url="([^"]+)"/g)) {
        expect(await exists(path.join(source(), `vtour/sambre/${tour}`, image[1]!))).toBe(true);
      }
    }
  });

  it('makes a WebM video of the orbital from the rendered frames', async () => {
    const video = await readFile(path.join(source(), 'files/videos/sambre/orbital.webm'));
    expect(video.subarray(0, 4)).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
    expect(video.includes(Buffer.from('V_VP8'))).toBe(true);
  });

  it('leaves files it does not own, such as uploads, in place', async () => {
    expect(await readFile(path.join(dir, 'files/uploads/client.jpg'), 'utf8')).toBe('an upload');
    expect((await readdir(source())).filter((name) => name.startsWith('.demo'))).toEqual([]);
  });

  it('returns the stored demo in well under a second when it is current', async () => {
    const started = performance.now();
    const manifest = await ensureDemo({
      storageDir: dir,
      scale: SCALE,
      log: (line) => logs.push(`third: ${line}`),
    });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(manifest).toEqual(manifests[0]);
    expect(logs.some((line) => line.startsWith('third:'))).toBe(false);
  });

  it('generates again when the stored demo comes from another generator version', async () => {
    const stampFile = path.join(source(), STAMP_FILE);
    const stamp = JSON.parse(await readFile(stampFile, 'utf8'));
    await writeFile(stampFile, JSON.stringify({ ...stamp, version: stamp.version - 1 }));
    await ensureDemo({
      storageDir: dir,
      scale: SCALE,
      cacheDir: null,
      log: (line) => logs.push(`fourth: ${line}`),
    });
    expect(logs.some((line) => line.startsWith('fourth: rendering with'))).toBe(true);
    expect(JSON.parse(await readFile(stampFile, 'utf8')).version).toBe(stamp.version);
  });

  it('copies the demo from the machine cache into a new storage instead of rendering it again', async () => {
    const fresh = await mkdtemp(path.join(os.tmpdir(), 'vitrine-demo-clone-'));
    try {
      const copied = await ensureDemo({
        storageDir: fresh,
        scale: SCALE,
        cacheDir: cache,
        log: (line) => logs.push(`clone: ${line}`),
      });
      expect(copied).toEqual(manifests[0]);
      expect(logs.some((line) => line.startsWith('clone: demo copied from the cache'))).toBe(true);
      expect(logs.some((line) => line.startsWith('clone: rendering with'))).toBe(false);
      const missing = [];
      for (const file of new Set(storagePathsOf(copied)))
        if (!(await exists(path.join(demoSourceDir(fresh), file)))) missing.push(file);
      expect(missing).toEqual([]);
    } finally {
      await rm(fresh, { recursive: true, force: true });
    }
  });
});
