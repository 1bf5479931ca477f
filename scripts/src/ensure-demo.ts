import { cp, mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DEMO_MANIFEST_FILE, type DemoManifest, ZDemoManifest } from '@vitrine/core/demo-manifest';
import { DEMO_SOURCE_ROOT } from '@vitrine/core/storage-layout';
import { DEFAULT_SEED, DEMO_VERSION } from './demo-version.ts';
import { generateDemoFiles } from './jobs/generate-files.ts';
import { planDemo } from './model/demo-plan.ts';
import { demoOwnedFolders } from './storage-paths.ts';

export const STAMP_FILE = 'demo-stamp.json';
const LOCK_FILE = '.demo.lock';
/** A lock older than this is taken over (its process died without cleaning up). */
const STALE_LOCK_MS = 20 * 60 * 1000;

export interface EnsureDemoOptions {
  /** the storage root, e.g. data/storage */
  storageDir: string;
  log?: (line: string) => void;
  seed?: number;
  /** 1 (default) for the real demo; smaller renders tiny pictures (tests) */
  scale?: number;
  /** generate again even when the stored demo is current */
  force?: boolean;
  workers?: number;
  /**
   * A folder outside the checkout keeping rendered demos by version, seed and scale, so that a
   * new clone on the same machine copies one in (seconds) instead of rendering it (minutes).
   * Default: VITRINE_DEMO_CACHE, else ~/.cache/vitrine/demo; null or "off" for none.
   */
  cacheDir?: string | null;
}

/** The machine's demo cache folder, from the environment (see EnsureDemoOptions.cacheDir). */
export function defaultDemoCacheDir(env: NodeJS.ProcessEnv = process.env): string | null {
  const configured = env.VITRINE_DEMO_CACHE;
  if (configured === 'off') return null;
  if (configured) return path.resolve(configured);
  return path.join(env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache'), 'vitrine', 'demo');
}

const cacheEntry = (cacheDir: string, seed: number, scale: number) =>
  path.join(cacheDir, `v${DEMO_VERSION}-seed${seed}-scale${scale}`);

/** Copies a cached demo into the source folder; true when one was there and is whole. */
async function restoreFromCache(cached: string, storageDir: string, seed: number, scale: number) {
  if (!(await readCurrent(cached, seed, scale))) return false;
  // the stamp goes last: a copy cut short leaves no stamp, so it is not taken for a demo
  await rm(path.join(storageDir, STAMP_FILE), { force: true });
  await cp(cached, storageDir, {
    recursive: true,
    force: true,
    filter: (source) => path.basename(source) !== STAMP_FILE,
  });
  await cp(path.join(cached, STAMP_FILE), path.join(storageDir, STAMP_FILE));
  return (await readCurrent(storageDir, seed, scale)) !== null;
}

/** Keeps a copy of the freshly generated demo in the cache (best effort: a cache is never needed). */
async function saveToCache(
  storageDir: string,
  cached: string,
  folders: string[],
  log: (line: string) => void,
) {
  const partial = `${cached}.${process.pid}.partial`;
  try {
    await rm(partial, { recursive: true, force: true });
    for (const name of [...folders, DEMO_MANIFEST_FILE, STAMP_FILE]) {
      const from = path.join(storageDir, name);
      if (
        await stat(from).then(
          () => true,
          () => false,
        )
      )
        await cp(from, path.join(partial, name), { recursive: true });
    }
    await rm(cached, { recursive: true, force: true });
    await rename(partial, cached);
  } catch (error) {
    log(`demo cache not written (${(error as Error).message})`);
    await rm(partial, { recursive: true, force: true }).catch(() => {});
  }
}

interface Stamp {
  version: number;
  seed: number;
  scale: number;
  generatedAt: string;
  durationMs: number;
}

async function readCurrent(storageDir: string, seed: number, scale: number): Promise<DemoManifest | null> {
  try {
    const stamp = JSON.parse(await readFile(path.join(storageDir, STAMP_FILE), 'utf8')) as Stamp;
    if (stamp.version !== DEMO_VERSION || stamp.seed !== seed || stamp.scale !== scale) return null;
    const text = await readFile(path.join(storageDir, DEMO_MANIFEST_FILE), 'utf8');
    const manifest = ZDemoManifest.parse(JSON.parse(text));
    return manifest.version === DEMO_VERSION && manifest.seed === seed ? manifest : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the storage's demo lock, waiting while another live process holds it. */
async function acquireLock(storageDir: string, log: (line: string) => void): Promise<() => Promise<void>> {
  const file = path.join(storageDir, LOCK_FILE);
  let waited = false;
  for (;;) {
    try {
      const handle = await open(file, 'wx');
      await handle.writeFile(JSON.stringify({ pid: process.pid, host: os.hostname(), since: Date.now() }));
      await handle.close();
      return () => rm(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    try {
      const holder = JSON.parse(await readFile(file, 'utf8')) as { pid: number; host: string; since: number };
      const dead = holder.host === os.hostname() && !isAlive(holder.pid);
      if (dead || Date.now() - holder.since > STALE_LOCK_MS) {
        await rm(file, { force: true });
        continue;
      }
    } catch {
      // the holder is still writing the lock or just removed it: look again shortly
      const age = await stat(file).then(
        (s) => Date.now() - s.mtimeMs,
        () => 0,
      );
      if (age > 5000) await rm(file, { force: true });
    }
    if (!waited) log('another process is generating the demo; waiting for it');
    waited = true;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** Moves the freshly generated folders into the storage, replacing the demo's previous ones. */
async function swapInto(storageDir: string, buildDir: string, folders: string[]): Promise<void> {
  const trash = `${buildDir}-old`;
  for (const folder of folders) {
    const fresh = path.join(buildDir, folder);
    const target = path.join(storageDir, folder);
    const exists = await stat(fresh).then(
      () => true,
      () => false,
    );
    if (!exists) continue;
    await mkdir(path.dirname(target), { recursive: true });
    const old = path.join(trash, folder);
    await mkdir(path.dirname(old), { recursive: true });
    await rename(target, old).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
    await rename(fresh, target);
  }
  await rm(trash, { recursive: true, force: true });
}

const ownedFolders = (manifest: DemoManifest) =>
  demoOwnedFolders(
    manifest.projects.map((project) => project.key),
    manifest.domains.map((domain) => domain.key),
  );

/** Where the demo is generated: a dot folder of the storage root, never served. */
export function demoSourceDir(storageDir: string): string {
  return path.join(storageDir, DEMO_SOURCE_ROOT);
}

/**
 * Makes sure the storage holds the current demo and returns its manifest. Generates it (about a
 * minute) only when the stored one is missing or from another generator version or seed; a call
 * that finds it current returns in milliseconds. Safe when several processes call it at once:
 * one generates under a lock file, in a temporary folder moved into place at the end; the others
 * wait and read the result.
 */
export async function ensureDemo(options: EnsureDemoOptions): Promise<DemoManifest> {
  const storageDir = demoSourceDir(options.storageDir);
  const log = options.log ?? (() => {});
  const seed = options.seed ?? DEFAULT_SEED;
  const scale = options.scale ?? 1;
  if (!options.force) {
    const current = await readCurrent(storageDir, seed, scale);
    if (current) return current;
  }
  await mkdir(storageDir, { recursive: true });
  const release = await acquireLock(storageDir, log);
  try {
    const cacheDir = options.cacheDir === undefined ? defaultDemoCacheDir() : options.cacheDir;
    const cached = cacheDir ? cacheEntry(cacheDir, seed, scale) : null;
    if (!options.force) {
      const current = await readCurrent(storageDir, seed, scale);
      if (current) return current;
      if (cached && (await restoreFromCache(cached, storageDir, seed, scale))) {
        log(`demo copied from the cache ${cached}`);
        const restored = await readCurrent(storageDir, seed, scale);
        if (restored) return restored;
      }
    }
    const started = Date.now();
    const plan = planDemo(seed);
    const buildDir = path.join(storageDir, `.demo-build-${process.pid}-${started}`);
    try {
      await generateDemoFiles(plan, {
        outDir: buildDir,
        seed,
        scale,
        log,
        ...(options.workers ? { workers: options.workers } : {}),
      });
      await rm(path.join(storageDir, STAMP_FILE), { force: true });
      await swapInto(storageDir, buildDir, ownedFolders(plan.manifest));
    } finally {
      await rm(buildDir, { recursive: true, force: true });
    }
    await writeAtomically(
      path.join(storageDir, DEMO_MANIFEST_FILE),
      `${JSON.stringify(plan.manifest, null, 2)}\n`,
    );
    const stamp: Stamp = {
      version: DEMO_VERSION,
      seed,
      scale,
      generatedAt: new Date().toISOString(),
      durationMs: Date.now() - started,
    };
    await writeAtomically(path.join(storageDir, STAMP_FILE), `${JSON.stringify(stamp, null, 2)}\n`);
    if (cached) await saveToCache(storageDir, cached, ownedFolders(plan.manifest), log);
    return plan.manifest;
  } finally {
    await release();
  }
}

async function writeAtomically(file: string, content: string): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, content);
  await rename(temporary, file);
}
