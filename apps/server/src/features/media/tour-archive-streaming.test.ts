import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { STAGING_ROOT, storageLayout } from '@vitrine/core/storage-layout';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDriver, type StorageDriver } from '../../plugins/storage-driver.ts';
import { testDatabases } from '../../test/databases.ts';
import { useTestBucket } from '../../test/s3-bucket.ts';
import { useTestApp } from '../../test/test-app.ts';
import { signedInAgent, type TestAgent } from '../auth/test-agent.ts';
import { buildCorporationTree, type CorporationTree, FACTORY_PASSWORD } from '../resources/test-factories.ts';
import { multipartBody } from '../uploads/test-uploads.ts';
import { readTourEntries } from './archive-entry-policy.ts';
import { buildZip } from './test-zip.ts';
import { storeTour } from './tour-media.ts';

const TOUR_XML =
  '<krpano version="1.21"><scene name="a"><image><sphere url="panos/big.jpg"/></image></scene></krpano>';
/** Under the 40 MB picture limit of an entry, far over what one chunk of a stream holds. */
const BIG = 35 * 1024 * 1024;

/** A JPEG-looking picture of `size` bytes: a JPEG header, then bytes that do not repeat closely. */
function bigJpeg(size: number): Buffer {
  const content = Buffer.allocUnsafe(size);
  const block = randomBytes(1024 * 1024 + 7);
  for (let at = 0; at < size; at += block.length) block.copy(content, at);
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]).copy(content, 0);
  return content;
}
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const picture = bigJpeg(BIG);
const dir = mkdtempSync(join(tmpdir(), 'vitrine-tour-stream-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
function zipFile(name: string, entries: { name: string; content: Buffer | string }[]): string {
  const file = join(dir, name);
  writeFileSync(file, buildZip(entries));
  return file;
}
const tourEntries = [
  { name: 'vtour/tour.xml', content: TOUR_XML },
  { name: 'vtour/panos/big.jpg', content: picture },
  { name: 'vtour/panos/small.jpg', content: picture.subarray(0, 4096) },
];

describe('a tour archive read entry by entry', () => {
  it('hands a 35 MB picture to the writer as a stream of small chunks, one entry at a time', async () => {
    const file = zipFile('read.zip', tourEntries);
    const events: string[] = [];
    const received = new Map<string, { bytes: number; largestChunk: number; sha: string }>();
    const { kept } = await readTourEntries(file, async (entry) => {
      events.push(`open ${entry.name}`);
      const hash = createHash('sha256');
      let bytes = 0;
      let largestChunk = 0;
      for await (const chunk of entry.body) {
        bytes += chunk.length;
        largestChunk = Math.max(largestChunk, chunk.length);
        hash.update(chunk);
      }
      received.set(entry.name, { bytes, largestChunk, sha: hash.digest('hex') });
      events.push(`end ${entry.name}`);
    });
    expect(kept).toEqual(tourEntries.map((entry) => entry.name));
    expect(events).toEqual(tourEntries.flatMap((entry) => [`open ${entry.name}`, `end ${entry.name}`]));
    const big = received.get('vtour/panos/big.jpg')!;
    expect(big.bytes).toBe(BIG);
    expect(big.sha).toBe(sha(picture));
    expect(big.largestChunk).toBeLessThanOrEqual(1024 * 1024);
  });

  it('writes nothing more once an entry is refused, and still names every refused entry', async () => {
    const file = zipFile('refused.zip', [
      { name: 'a.jpg', content: picture.subarray(0, 4096) },
      { name: 'fake.jpg', content: 'GIF89a<script>alert(1)</script>' },
      { name: 'b.jpg', content: picture },
      { name: 'fake.png', content: picture.subarray(0, 4096) },
    ]);
    const written: string[] = [];
    const refusal = await readTourEntries(file, async (entry) => {
      written.push(entry.name);
      entry.body.resume();
    }).catch((error: { validation?: unknown; statusCode?: number }) => error);
    expect(written).toEqual(['a.jpg']);
    expect(JSON.stringify(refusal)).toMatch(/fake\.jpg.*fake\.png \(image\/jpeg\)/);
  });
});

const bucket = useTestBucket();
describe.each([
  { name: 'the local disk', driver: (): StorageDriver => localDriver(join(dir, 'storage')) },
  { name: 'an S3-compatible bucket (s3rver)', driver: () => bucket.driver('stream/') },
])('a 35 MB tour streamed into $name', ({ driver }) => {
  const folder = storageLayout.tourFolder(7, 1);
  const input = (file: string) => ({
    sources: [
      {
        name: 'tour.zip',
        file,
        sniffed: { kind: 'zip' as const, mime: 'application/zip', extension: 'zip' },
      },
    ],
    cleanup: async () => undefined,
  });

  it('stores every byte of the big picture, and a refused archive after it leaves that tour as it was', async () => {
    const storage = driver();
    const report = await storeTour(storage, folder, input(zipFile('tour.zip', tourEntries)));
    expect(report).toMatchObject({ folder, files: 3, skipped: [] });
    const stored = await storage.get(`${folder}/panos/big.jpg`);
    expect(stored.length).toBe(BIG);
    expect(sha(stored)).toBe(sha(picture));

    const bigXml = `<krpano>${' '.repeat(5 * 1024 * 1024)}</krpano>`;
    const refused = zipFile('refused.zip', [
      { name: 'tour.xml', content: TOUR_XML },
      { name: 'panos/big.jpg', content: picture.subarray(0, 1024 * 1024) },
      { name: 'scenes.xml', content: bigXml },
    ]);
    await expect(storeTour(storage, folder, input(refused))).rejects.toMatchObject({ statusCode: 422 });
    expect(await storage.list(folder)).toEqual(
      ['panos/big.jpg', 'panos/small.jpg', 'tour.xml'].map((path) => `${folder}/${path}`),
    );
    expect((await storage.get(`${folder}/panos/big.jpg`)).length).toBe(BIG);
    expect(await storage.list(STAGING_ROOT)).toEqual([]);
  });
});

describe.each(testDatabases())('a 35 MB tour uploaded through the route on $name', ({ dialect }) => {
  const ctx = useTestApp(dialect);
  let tree: CorporationTree;
  let admin: TestAgent;
  beforeAll(async () => {
    tree = await buildCorporationTree(ctx.db, 'stream');
    admin = await signedInAgent(ctx.app, tree.adminEmail, FACTORY_PASSWORD);
  });

  it('stores the big picture whole and answers an XML entry over 5 MB with a 422', async () => {
    const url = `/api/domains/${tree.domain}/tours/2`;
    const post = (entries: { name: string; content: Buffer | string }[]) => {
      const body = multipartBody([{ name: 'file', filename: 'tour.zip', content: buildZip(entries) }]);
      return admin.request({ method: 'POST', url, payload: body.payload, headers: body.headers });
    };
    const response = await post(tourEntries);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ files: 3, skipped: [] });
    const live = join(ctx.config.storageDir, storageLayout.tourFolder(tree.domain, 2));
    expect(statSync(join(live, 'panos/big.jpg')).size).toBe(BIG);
    expect(sha(readFileSync(join(live, 'panos/big.jpg')))).toBe(sha(picture));

    const refused = await post([
      { name: 'tour.xml', content: TOUR_XML },
      { name: 'scenes.xml', content: `<krpano>${' '.repeat(5 * 1024 * 1024)}</krpano>` },
    ]);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().errors.file[0]).toContain('scenes.xml (XML > 5 Mo)');
    expect(readdirSync(join(live, 'panos')).sort()).toEqual(['big.jpg', 'small.jpg']);
    const staging = join(ctx.config.storageDir, STAGING_ROOT);
    expect(existsSync(staging) ? readdirSync(staging) : []).toEqual([]);
  });
});
