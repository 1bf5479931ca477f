import { mkdtempSync } from 'node:fs';
import { type AddressInfo, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FRAME_COUNT } from '@vitrine/core/orbital';
import { STAGING_ROOT, storageLayout } from '@vitrine/core/storage-layout';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAgent } from '../features/auth/test-agent.ts';
import { newStagingFolder, replaceMediaFolder } from '../features/media/staged-replacement.ts';
import { prepareStorage } from '../features/media/storage-startup.ts';
import { buildCorporationTree, FACTORY_PASSWORD } from '../features/resources/test-factories.ts';
import { multipartBody } from '../features/uploads/test-uploads.ts';
import { StorageUnavailableError } from '../http/http-errors.ts';
import { createJobWorker } from '../jobs/job-worker.ts';
import { killedAfterSwap, killedMidSwap } from '../test/interrupted-swap.ts';
import { useTestBucket } from '../test/s3-bucket.ts';
import { closedPort } from '../test/smtp-sink.ts';
import { useTestApp } from '../test/test-app.ts';
import { localDriver, type StorageDriver, s3Driver, storageDriverFromEnv } from './storage-driver.ts';

// s3rver (npm) is an S3-compatible server written in Node: the bucket driver is tested against
// it, since no S3 server is packaged for these machines.
const testBucket = useTestBucket();
const S3_KEYS = Object.keys(testBucket.env());

beforeAll(() => {
  Object.assign(process.env, testBucket.env());
});

afterAll(() => {
  for (const key of S3_KEYS) delete process.env[key];
});

const bucket = () => testBucket.driver();
const local = () => localDriver(mkdtempSync(join(tmpdir(), 'vitrine-local-')));

/** A folder's files and their text. */
const contentsOf = async (driver: StorageDriver, folder: string) =>
  Object.fromEntries(
    await Promise.all(
      (await driver.list(folder)).map(async (path) => [path, (await driver.get(path)).toString()]),
    ),
  );

/** The bucket driver, as if the process died at its `killAt`-th object copy. */
const killedAtCopy = (storage: StorageDriver, killAt: number): StorageDriver => {
  let copies = 0;
  return {
    ...storage,
    async copy(from, to) {
      if (++copies === killAt) throw new Error('killed');
      await storage.copy(from, to);
    },
  };
};

describe.each([
  { name: 'the local disk', make: local },
  { name: 'an S3-compatible bucket (s3rver)', make: bucket },
])('storage on $name', ({ make }) => {
  let driver: StorageDriver;
  beforeAll(() => {
    driver = make();
  });

  it('puts, reads, lists and deletes files', async () => {
    await driver.put('orbitals/p/b/full/00.jpg', Buffer.from('frame 0'), 'image/jpeg');
    await driver.put('orbitals/p/b/full/01.jpg', 'frame 1', 'image/jpeg');
    await driver.put('orbitals/p/other/full/00.jpg', 'other');
    expect((await driver.get('orbitals/p/b/full/00.jpg')).toString()).toBe('frame 0');
    expect(await driver.exists('orbitals/p/b/full/01.jpg')).toBe(true);
    expect(await driver.list('orbitals/p/b')).toEqual([
      'orbitals/p/b/full/00.jpg',
      'orbitals/p/b/full/01.jpg',
    ]);
    await driver.deleteFolder('orbitals/p/b');
    expect(await driver.list('orbitals/p/b')).toEqual([]);
    expect(await driver.exists('orbitals/p/other/full/00.jpg')).toBe(true);
    await driver.delete('orbitals/p/other/full/00.jpg');
    expect(await driver.exists('orbitals/p/other/full/00.jpg')).toBe(false);
  });

  it('streams a file, copies it, and answers null for a missing one', async () => {
    await driver.put('a/one.txt', 'one');
    await driver.copy('a/one.txt', 'b/copy.txt');
    const found = await driver.stream('b/copy.txt');
    const chunks: Buffer[] = [];
    for await (const chunk of found!.body) chunks.push(Buffer.from(chunk));
    expect([Buffer.concat(chunks).toString(), found!.size]).toEqual(['one', 3]);
    expect(await driver.stream('b/missing.txt')).toBeNull();
  });

  it('swaps a staged folder in place of a live one, dropping files the new one lacks', async () => {
    await driver.put('live/v/old-only.jpg', 'old');
    await driver.put('live/v/00.jpg', 'old 00');
    await driver.put('live/v2/other.jpg', 'untouched');
    await driver.put('.staging/x/00.jpg', 'new 00');
    await driver.put('.staging/x/sub/01.jpg', 'new 01');
    await driver.replaceFolder('.staging/x', 'live/v');
    expect(await driver.list('live/v')).toEqual(['live/v/00.jpg', 'live/v/sub/01.jpg']);
    expect((await driver.get('live/v/00.jpg')).toString()).toBe('new 00');
    expect(await driver.list('.staging')).toEqual([]);
    expect(await driver.exists('live/v2/other.jpg')).toBe(true);
    // a first replacement: nothing was live yet
    await driver.put('.staging/y/a.json', '{}');
    await driver.replaceFolder('.staging/y', 'fresh/p');
    expect(await driver.list('fresh/p')).toEqual(['fresh/p/a.json']);
  });

  const contents = (folder: string) => contentsOf(driver, folder);

  it('settles a swap killed halfway: the previous files back on the disk, the whole new set in a bucket', async () => {
    await driver.put('crash/v/00.jpg', 'old 00');
    await driver.put('crash/v/old-only.jpg', 'old');
    await driver.put('.staging/k/00.jpg', 'new 00');
    await driver.put('.staging/k/01.jpg', 'new 01');
    await killedMidSwap(driver, '.staging/k', 'crash/v');
    // cut short, the disk serves nothing and the bucket a mix in which every previous file exists
    expect(await contents('crash/v')).toEqual(
      driver.kind === 'local' ? {} : { 'crash/v/00.jpg': 'new 00', 'crash/v/old-only.jpg': 'old' },
    );
    expect(await driver.recoverSwaps('.staging')).toBe(1);
    expect(await contents('crash/v')).toEqual(
      driver.kind === 'local'
        ? { 'crash/v/00.jpg': 'old 00', 'crash/v/old-only.jpg': 'old' }
        : { 'crash/v/00.jpg': 'new 00', 'crash/v/01.jpg': 'new 01', 'crash/v/old-only.jpg': 'old' },
    );
    expect(await driver.list('.staging')).toEqual([]);
    expect(await driver.recoverSwaps('.staging')).toBe(0);
  });

  it('settles a first replacement killed halfway, with no previous files to put back', async () => {
    await driver.put('.staging/n/00.jpg', 'new 00');
    await killedMidSwap(driver, '.staging/n', 'first/v');
    expect(await driver.recoverSwaps('.staging')).toBe(1);
    expect(await contents('first/v')).toEqual(driver.kind === 'local' ? {} : { 'first/v/00.jpg': 'new 00' });
    expect(await driver.list('.staging')).toEqual([]);
  });

  it("clears a finished swap's leftover and keeps the new files", async () => {
    await driver.put('done/v/00.jpg', 'new 00');
    await killedAfterSwap(driver, '.staging/f', 'done/v');
    expect(await driver.list('.staging')).not.toEqual([]);
    expect(await driver.recoverSwaps('.staging')).toBe(1);
    expect(await contents('done/v')).toEqual({ 'done/v/00.jpg': 'new 00' });
    expect(await driver.list('.staging')).toEqual([]);
  });

  it('refuses paths that leave the storage root', async () => {
    await expect(driver.put('../escape.txt', 'x')).rejects.toThrow(/Unsafe storage path/);
    await expect(driver.put('a/../../escape.txt', 'x')).rejects.toThrow(/Unsafe storage path/);
  });
});

describe('a bucket that does not answer', () => {
  it('fails every call with StorageUnavailableError (a 504 with its reason), and never calls a file missing', async () => {
    const storage = s3Driver({
      bucket: 'vitrine-media',
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${await closedPort()}`,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    });
    for (const call of [
      () => storage.put('plans/a.pdf', '%PDF', 'application/pdf'),
      () => storage.get('plans/a.pdf'),
      () => storage.stream('plans/a.pdf'),
      () => storage.exists('plans/a.pdf'),
      () => storage.list('plans'),
    ]) {
      const error = await call().then(
        () => null,
        (failure: unknown) => failure,
      );
      expect(error).toBeInstanceOf(StorageUnavailableError);
      expect((error as StorageUnavailableError).statusCode).toBe(504);
    }
  });

  it('gives up on a bucket that accepts connections and never answers, within its timeout', async () => {
    // accepts, then says nothing: a hung bucket or a proxy in front of a dead one
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((done) => silent.listen(0, '127.0.0.1', done));
    const { port } = silent.address() as AddressInfo;
    const storage = s3Driver({
      bucket: 'vitrine-media',
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      timeoutMs: 300,
    });
    try {
      for (const call of [() => storage.get('plans/a.pdf'), () => storage.put('plans/a.pdf', '%PDF')]) {
        const started = Date.now();
        const error = await call().then(
          () => null,
          (failure: unknown) => failure,
        );
        expect(error).toBeInstanceOf(StorageUnavailableError);
        // two tries of 300 ms and the SDK's pause between them, not forever
        expect(Date.now() - started).toBeLessThan(5000);
      }
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((done) => silent.close(done));
    }
  });

  it('reads S3_TIMEOUT_MS and refuses one that is not a number of milliseconds', () => {
    const env = { STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'http://127.0.0.1:9' };
    expect(() => storageDriverFromEnv({ ...env, S3_TIMEOUT_MS: 'soon' }, '/tmp')).toThrow(/S3_TIMEOUT_MS/);
    expect(() => storageDriverFromEnv({ ...env, S3_TIMEOUT_MS: '5' }, '/tmp')).toThrow(/at least 100/);
    expect(storageDriverFromEnv({ ...env, S3_TIMEOUT_MS: '2000' }, '/tmp')).toBeDefined();
  });

  it('still answers "missing" for a file the bucket does not have', async () => {
    const storage = testBucket.driver('missing/');
    expect(await storage.exists('nothing/here.pdf')).toBe(false);
    expect(await storage.stream('nothing/here.pdf')).toBeNull();
  });
});

describe('a bucket swap cut short (s3rver)', () => {
  it('has copied the objects the live folder lacked first; the recovery copies the new set in', async () => {
    const storage = testBucket.driver('cut/');
    await storage.put('live/t/tour.xml', 'old tour');
    await storage.put('live/t/old.jpg', 'old');
    await storage.put('.staging/c/tour.xml', 'new tour');
    await storage.put('.staging/c/views/a.jpg', 'new tile');
    await expect(killedAtCopy(storage, 2).replaceFolder('.staging/c', 'live/t')).rejects.toThrow('killed');
    // the previous tour whole, the new tile beside it: nothing the served tour.xml names is missing
    expect(await contentsOf(storage, 'live/t')).toEqual({
      'live/t/old.jpg': 'old',
      'live/t/views/a.jpg': 'new tile',
      'live/t/tour.xml': 'old tour',
    });
    expect(await storage.recoverSwaps('.staging')).toBe(1);
    // an object only the previous set had stays until the folder's next replacement
    expect(await contentsOf(storage, 'live/t')).toEqual({
      'live/t/old.jpg': 'old',
      'live/t/views/a.jpg': 'new tile',
      'live/t/tour.xml': 'new tour',
    });
    expect(await storage.list('.staging')).toEqual([]);
  });

  it('a replacement whose swap fails midway is settled at once, not left mixed', async () => {
    const storage = testBucket.driver('failed/');
    await storage.put('live/u/00.jpg', 'old 00');
    await storage.put('live/u/01.jpg', 'old 01');
    const replacing = replaceMediaFolder(killedAtCopy(storage, 1), 'live/u', async (at) => {
      await storage.put(at('00.jpg'), 'new 00');
      await storage.put(at('01.jpg'), 'new 01');
    });
    await expect(replacing).rejects.toThrow('killed');
    expect(await contentsOf(storage, 'live/u')).toEqual({
      'live/u/00.jpg': 'new 00',
      'live/u/01.jpg': 'new 01',
    });
    expect(await storage.list(STAGING_ROOT)).toEqual([]);
  });
});

describe('the app with STORAGE_DRIVER=s3', () => {
  const ctx = useTestApp('sqlite');

  it('publishes orbital frames into the bucket', async () => {
    const tree = await buildCorporationTree(ctx.db, 'bucket');
    const admin = await signedInAgent(ctx.app, tree.adminEmail, FACTORY_PASSWORD);
    const frames = await Promise.all(
      Array.from({ length: FRAME_COUNT }, () =>
        sharp({ create: { width: 96, height: 54, channels: 3, background: '#369' } })
          .png()
          .toBuffer(),
      ),
    );
    const body = multipartBody(
      frames.map((content, i) => ({ name: 'files', filename: `${i}.png`, content })),
    );
    const response = await admin.request({
      method: 'POST',
      url: `/api/buildings/${tree.building}/orbitals`,
      ...body,
    });
    expect(response.statusCode, response.body).toBe(202);
    // The frames are rendered by the background job, through the same bucket driver.
    await createJobWorker({
      db: ctx.db,
      storage: storageDriverFromEnv(process.env, ctx.config.storageDir),
      log: ctx.app.log,
    }).runOnce();
    const folder = storageLayout.orbitalFolder(tree.building, null);
    const stored = await bucket().list(folder);
    expect(stored).toHaveLength(FRAME_COUNT * 8);
    expect(stored).toContain(`${folder}/28-960.webp`);
  });

  it('keeps every frame served while a bucket swap is cut short, and copies the new set in at start-up', async () => {
    const tree = await buildCorporationTree(ctx.db, 'swap');
    const folder = storageLayout.orbitalFolder(tree.building, null);
    const storage = bucket();
    const red = async (path: string) => {
      const response = await ctx.app.inject({ method: 'GET', url: `/storage/${path}` });
      expect(response.statusCode, path).toBe(200);
      return (await sharp(response.rawPayload).stats()).channels[0]!.mean;
    };
    const picture = (r: number) =>
      sharp({ create: { width: 96, height: 54, channels: 3, background: { r, g: 40, b: 40 } } })
        .jpeg()
        .toBuffer();
    const names = Array.from({ length: FRAME_COUNT }, (_, i) =>
      storageLayout.orbitalFrameName(i, 960, 'jpg'),
    );
    for (const name of names) await storage.put(`${folder}/${name}`, await picture(30), 'image/jpeg');
    const staged = newStagingFolder('orbitals');
    for (const name of names) await storage.put(`${staged}/${name}`, await picture(200), 'image/jpeg');
    await killedMidSwap(storage, staged, folder);
    // mixed: the first frame new, the others previous, none missing
    expect(await red(`${folder}/${names[0]}`)).toBeCloseTo(200, -1);
    for (const name of names.slice(1)) expect(await red(`${folder}/${name}`)).toBeCloseTo(30, -1);

    await prepareStorage(ctx.db, storage, { storageDir: ctx.config.storageDir, demoSeeded: false }, () => {});
    for (const name of names) expect(await red(`${folder}/${name}`)).toBeCloseTo(200, -1);
    expect(await storage.list(STAGING_ROOT)).toEqual([]);
  });
});
