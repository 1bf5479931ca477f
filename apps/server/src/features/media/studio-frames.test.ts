import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { FRAME_COUNT } from '@vitrine/core/orbital';
import { storageLayout } from '@vitrine/core/storage-layout';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createJobWorker } from '../../jobs/job-worker.ts';
import { localDriver } from '../../plugins/storage-driver.ts';
import { testDatabases } from '../../test/databases.ts';
import { useTestApp } from '../../test/test-app.ts';
import { signedInAgent, type TestAgent } from '../auth/test-agent.ts';
import { buildCorporationTree, type CorporationTree, FACTORY_PASSWORD } from '../resources/test-factories.ts';
import { multipartBody, uploadId } from '../uploads/test-uploads.ts';
import { STALE_STAGING_MS, sweepStaging } from './staged-replacement.ts';
import { buildZip } from './test-zip.ts';

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely in assertions
type Json = Record<string, any>;

const BACKGROUND = [242, 242, 240];
const studioName = (frame: number) => `Frame_${String(frame + 1).padStart(4, '0')}`;

/**
 * Frame i as a studio renders it: its red channel is i × 8 (so the order shows), its left half
 * transparent, in the format the studio picked for it.
 */
async function studioFrame(
  i: number,
  format: 'png16' | 'tiff' | 'webp' | 'png' | 'jpeg',
  width = 160,
): Promise<Buffer> {
  const height = Math.round((width * 9) / 16);
  const pixels = Buffer.alloc(width * height * 4);
  for (let p = 0; p < width * height; p++) {
    pixels.set([i * 8, 100, 50, p % width < width / 2 ? 0 : 255], p * 4);
  }
  const image = sharp(pixels, { raw: { width, height, channels: 4 } });
  if (format === 'png16') return image.toColourspace('rgb16').png().toBuffer();
  if (format === 'tiff') return image.tiff({ compression: 'lzw' }).toBuffer();
  if (format === 'webp') return image.webp({ lossless: true }).toBuffer();
  // a JPEG has no transparency: the studio's render is opaque, its left half as coloured as the right
  if (format === 'jpeg') return image.removeAlpha().jpeg({ quality: 95 }).toBuffer();
  return image.png().toBuffer();
}

const FORMATS = ['png16', 'tiff', 'webp', 'png'] as const;
const extensionOf = (format: (typeof FORMATS)[number]) =>
  format === 'tiff' ? 'tif' : format.replace('16', '');

describe.each(testDatabases())('frames as studios deliver them on $name', ({ dialect }) => {
  const ctx = useTestApp(dialect);
  let tree: CorporationTree;
  let admin: TestAgent;
  const storage = (path: string) => ctx.app.inject({ method: 'GET', url: `/storage/${path}` });
  const runJobs = () =>
    createJobWorker({ db: ctx.db, storage: localDriver(ctx.config.storageDir), log: ctx.app.log }).runOnce();
  const jobOf = async (queued: { statusCode: number; body: string }) => {
    expect(queued.statusCode, queued.body).toBe(202);
    await runJobs();
    const report = await admin.request({
      method: 'GET',
      url: `/api/jobs/${queued.body && JSON.parse(queued.body).job.id}`,
    });
    return report.json().job as Json;
  };
  /** The pixel at (x, y) of a stored picture, as [r, g, b]. */
  const pixel = async (body: Buffer, x: number, y: number) => {
    const { data, info } = await sharp(body).raw().toBuffer({ resolveWithObject: true });
    const at = (y * info.width + x) * info.channels;
    return [data[at]!, data[at + 1]!, data[at + 2]!];
  };
  const near = (actual: number[], expected: number[]) =>
    actual.every((value, i) => Math.abs(value - expected[i]!) <= 6);

  beforeAll(async () => {
    tree = await buildCorporationTree(ctx.db, 'studio');
    admin = await signedInAgent(ctx.app, tree.adminEmail, FACTORY_PASSWORD);
  });

  it('orders Frame_0001… in PNG 16 bits, TIFF and WebP by number, flattening transparency onto the model background', async () => {
    const entries = await Promise.all(
      Array.from({ length: FRAME_COUNT }, async (_, i) => {
        const format = FORMATS[i % FORMATS.length]!;
        return {
          name: `rendus/${studioName(i)}.${extensionOf(format)}`,
          content: await studioFrame(i, format),
        };
      }),
    );
    // the archive lists them out of order, as a zip tool may
    const zip = buildZip([...entries.slice(15), ...entries.slice(0, 15)].reverse());
    const job = await jobOf(
      await admin.request({
        method: 'POST',
        url: `/api/buildings/${tree.building}/orbitals`,
        ...multipartBody([{ name: 'files', filename: 'rendus.zip', content: zip }]),
      }),
    );
    expect(job).toMatchObject({ status: 'succeeded', error: null });
    const folder = storageLayout.orbitalFolder(tree.building, null);
    for (const frame of [0, 1, 2, 3, 17, 28]) {
      const picture = (await storage(`${folder}/${storageLayout.orbitalFrameName(frame, 960, 'jpg')}`))
        .rawPayload;
      expect(near(await pixel(picture, 150, 45), [frame * 8, 100, 50]), `frame ${frame} right half`).toBe(
        true,
      );
      expect(await pixel(picture, 5, 45), `frame ${frame} left half`).toSatisfy((rgb: number[]) =>
        near(rgb, BACKGROUND),
      );
    }
  });

  it.each<[number, 'JPEG' | 'PNG', string, string]>([
    [3840, 'JPEG', 'jpg', 'as rendered'],
    [4096, 'PNG', 'png', 'onto the background'],
  ])(
    'brings %i px %s frames named cam01_0000.%s… to the viewer’s 3820 × 2160, 1920 and 960 px, in order, left half %s',
    async (width, kind, extension) => {
      const format = kind === 'JPEG' ? 'jpeg' : 'png';
      // the first and last frames at the studio's size, the others small (the test stays quick)
      const images = await Promise.all(
        Array.from({ length: FRAME_COUNT }, (_, i) =>
          studioFrame(i, format, i === 0 || i === FRAME_COUNT - 1 ? width : 160),
        ),
      );
      const job = await jobOf(
        await admin.request({
          method: 'POST',
          url: `/api/floors/${tree.floor}/orbitals`,
          ...multipartBody(
            images
              .map((content, i) => ({
                name: 'files',
                filename: `cam01_${String(i).padStart(4, '0')}.${extension}`,
                content,
              }))
              .reverse(),
          ),
        }),
      );
      expect(job.status, job.error).toBe('succeeded');
      const folder = storageLayout.orbitalFolder(tree.building, tree.floor);
      for (const frame of [0, FRAME_COUNT - 1]) {
        for (const [fileWidth, size] of [
          [3820, [3820, 2160]],
          [1920, [1920, 1086]],
          [960, [960, 543]],
        ] as const) {
          for (const type of ['jpg', 'webp'] as const) {
            const file = storageLayout.orbitalFrameName(frame, fileWidth, type);
            const stored = await storage(`${folder}/${file}`);
            expect(stored.statusCode, file).toBe(200);
            const { width: w, height: h } = await sharp(stored.rawPayload).metadata();
            expect([w, h], file).toEqual(size);
          }
        }
      }
      const background = format === 'jpeg' ? null : BACKGROUND;
      for (const frame of [0, 1, 17, FRAME_COUNT - 1]) {
        const picture = (await storage(`${folder}/${storageLayout.orbitalFrameName(frame, 960, 'jpg')}`))
          .rawPayload;
        const { width: w = 0, height: h = 0 } = await sharp(picture).metadata();
        const colour = [frame * 8, 100, 50];
        const middle = Math.floor(h / 2);
        expect(near(await pixel(picture, w - 10, middle), colour), `frame ${frame} right half`).toBe(true);
        expect(near(await pixel(picture, 5, middle), background ?? colour), `frame ${frame} left half`).toBe(
          true,
        );
      }
    },
  );

  it('names the missing, extra or doubled frame in a 422, in the request’s language, and keeps nothing', async () => {
    const images = await Promise.all(
      Array.from({ length: FRAME_COUNT + 1 }, (_, i) => studioFrame(i, 'png')),
    );
    const send = (files: { filename: string; content: Buffer }[], language = 'fr') => {
      const body = multipartBody(files.map((file) => ({ name: 'files', ...file })));
      return admin.request({
        method: 'POST',
        url: `/api/buildings/${tree.subBuilding}/orbitals`,
        payload: body.payload,
        headers: { ...body.headers, 'accept-language': language },
      });
    };
    const named = (i: number) => ({ filename: `${studioName(i)}.png`, content: images[i]! });
    const all = Array.from({ length: FRAME_COUNT }, (_, i) => named(i));

    const missing = await send(all.filter((_, i) => i !== 16));
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.files[0]).toContain('Frame_0017.png');
    expect(missing.json().errors.files[0]).toMatch(/^Il manque 1 vue/);

    const extra = await send([...all, named(FRAME_COUNT)], 'en');
    expect(extra.statusCode).toBe(422);
    expect(extra.json().errors.files[0]).toBe(
      '1 picture(s) too many: Frame_0030.png (29 views expected, numbered in a row from the first).',
    );

    const doubled = await send([...all.slice(1), { filename: 'Frame_0029.jpg', content: images[28]! }]);
    expect(doubled.statusCode).toBe(422);
    expect(doubled.json().errors.files[0]).toMatch(
      /^Plusieurs images portent le même numéro de vue : Frame_0029\.(jpg|png), Frame_0029\.(png|jpg)\./,
    );
    expect(existsSync(join(ctx.config.storageDir, storageLayout.buildingFolder(tree.subBuilding)))).toBe(
      false,
    );
  });

  it('keeps reviewed frames off the site until an admin publishes them, once', async () => {
    const folder = storageLayout.orbitalFolder(tree.building, null);
    const live = async () =>
      (await storage(`${folder}/${storageLayout.orbitalFrameName(3, 960, 'jpg')}`)).rawPayload;
    const before = await live();
    const ids: string[] = [];
    for (let i = 0; i < FRAME_COUNT; i++)
      ids.push(await uploadId(admin, await studioFrame(28 - i, 'png'), `vue-${i + 1}.png`));
    const queue = () =>
      admin.request({
        method: 'POST',
        url: `/api/buildings/${tree.building}/orbitals`,
        payload: { files: ids, review: true },
      });
    // the admin's page polls the job: asked while the worker reads frame 20, it is on its way
    const queued = await queue();
    expect(queued.statusCode, queued.body).toBe(202);
    const asked: Json[] = [];
    const driver = localDriver(ctx.config.storageDir);
    await createJobWorker({
      db: ctx.db,
      storage: {
        ...driver,
        get: async (path) => {
          if (/\/20\.png$/.test(path)) {
            const report = await admin.request({ method: 'GET', url: `/api/jobs/${queued.json().job.id}` });
            asked.push(report.json().job);
          }
          return driver.get(path);
        },
      },
      log: ctx.app.log,
    }).runOnce();
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ status: 'running', total: FRAME_COUNT });
    // frames 0 to 19 handed out, two at a time: 19 or 20 done
    expect(asked[0]!.progress).toBeGreaterThanOrEqual(19);
    expect(asked[0]!.progress).toBeLessThanOrEqual(20);
    const job = (await admin.request({ method: 'GET', url: `/api/jobs/${queued.json().job.id}` })).json()
      .job as Json;
    expect(job).toMatchObject({
      status: 'succeeded',
      progress: FRAME_COUNT,
      result: { review: { state: 'pending' } },
    });
    expect(await live()).toEqual(before);

    const preview = await admin.request({ method: 'GET', url: `/api/jobs/${job.id}/frames/3` });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/jpeg');
    expect(near(await pixel(preview.rawPayload, 150, 45), [(28 - 3) * 8, 100, 50])).toBe(true);

    // out of reach: another corporation's admin, a plain user of this one
    const stranger = await buildCorporationTree(ctx.db, 'studio-stranger');
    const outsider = await signedInAgent(ctx.app, stranger.adminEmail, FACTORY_PASSWORD);
    const user = await signedInAgent(ctx.app, tree.userEmail, FACTORY_PASSWORD);
    for (const url of [
      `/api/jobs/${job.id}/frames/3`,
      `/api/jobs/${job.id}/publish`,
      `/api/jobs/${job.id}/discard`,
    ]) {
      const method = url.endsWith('3') ? 'GET' : 'POST';
      expect((await outsider.request({ method, url })).statusCode, url).toBe(404);
      expect((await user.request({ method, url })).statusCode, url).toBe(403);
    }

    const published = await admin.request({ method: 'POST', url: `/api/jobs/${job.id}/publish` });
    expect(published.statusCode, published.body).toBe(200);
    expect(await live()).not.toEqual(before);
    expect(near(await pixel(await live(), 150, 45), [(28 - 3) * 8, 100, 50])).toBe(true);
    const again = await admin.request({ method: 'POST', url: `/api/jobs/${job.id}/publish` });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/déjà été publiées ou écartées/);

    // a second set, discarded: the live frames stay, its preview is gone
    const ids2: string[] = [];
    for (let i = 0; i < FRAME_COUNT; i++)
      ids2.push(await uploadId(admin, await studioFrame(i, 'png'), `vue-${i + 1}.png`));
    ids.splice(0, ids.length, ...ids2);
    const second = await jobOf(await queue());
    const afterFirst = await live();
    const discarded = await admin.request({ method: 'POST', url: `/api/jobs/${second.id}/discard` });
    expect(discarded.statusCode).toBe(200);
    expect(await live()).toEqual(afterFirst);
    expect((await admin.request({ method: 'GET', url: `/api/jobs/${second.id}/frames/3` })).statusCode).toBe(
      409,
    );
    expect((await admin.request({ method: 'POST', url: `/api/jobs/${second.id}/publish` })).statusCode).toBe(
      409,
    );
    expect(existsSync(join(ctx.config.storageDir, second.result.review.staging))).toBe(false);
  });

  it('answers 410 for frames left under review past 6 hours, and the live frames stay', async () => {
    const folder = storageLayout.orbitalFolder(tree.building, null);
    const live = async () =>
      (await storage(`${folder}/${storageLayout.orbitalFrameName(3, 960, 'jpg')}`)).rawPayload;
    const files: string[] = [];
    for (let i = 0; i < FRAME_COUNT; i++)
      files.push(await uploadId(admin, await studioFrame(i, 'png'), `vue-${i + 1}.png`));
    const job = await jobOf(
      await admin.request({
        method: 'POST',
        url: `/api/buildings/${tree.building}/orbitals`,
        payload: { files, review: true },
      }),
    );
    const before = await live();
    const frame = () => admin.request({ method: 'GET', url: `/api/jobs/${job.id}/frames/3` });
    expect((await frame()).statusCode).toBe(200);

    // 6 hours and a minute later (the staging folder's name holds when it was made): the sweep drops it
    const later = Date.now() + STALE_STAGING_MS + 60_000;
    expect(await sweepStaging(localDriver(ctx.config.storageDir), later)).toBeGreaterThanOrEqual(1);
    expect(existsSync(join(ctx.config.storageDir, job.result.review.staging))).toBe(false);

    const expired = await frame();
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(
      "L'aperçu de ces images a expiré (6 heures) : envoyez-les à nouveau.",
    );
    const publish = await admin.request({
      method: 'POST',
      url: `/api/jobs/${job.id}/publish`,
      headers: { 'accept-language': 'en' },
    });
    expect(publish.statusCode).toBe(410);
    expect(publish.json().message).toBe(
      'The preview of these pictures has expired (6 hours): send them again.',
    );
    expect(await live()).toEqual(before);
    // the review is still pending: discarding it clears it from the admin's page
    expect((await admin.request({ method: 'POST', url: `/api/jobs/${job.id}/discard` })).statusCode).toBe(
      200,
    );
  });
});
