import { existsSync, readdirSync } from 'node:fs';
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
import {
  buildCorporationTree,
  buildPicture,
  type CorporationTree,
  FACTORY_PASSWORD,
} from '../resources/test-factories.ts';
import { TMP_FOLDER } from '../uploads/temporary-uploads.ts';
import { multipartBody, uploadId } from '../uploads/test-uploads.ts';
import { buildZip } from './test-zip.ts';

// biome-ignore lint/suspicious/noExplicitAny: answers are read loosely in assertions
type Json = Record<string, any>;

/** 29 small frames, each a different shade so that their order can be checked. */
async function frames(count = FRAME_COUNT): Promise<Buffer[]> {
  return Promise.all(
    Array.from({ length: count }, (_, i) =>
      sharp({ create: { width: 160, height: 90, channels: 3, background: { r: i * 8, g: 100, b: 50 } } })
        .png()
        .toBuffer(),
    ),
  );
}

const polygon = (name: string) => ({
  name,
  points: Array.from({ length: FRAME_COUNT }, () => '10,10 100,10 100,100'),
});

describe.each(testDatabases())('media uploads on $name', ({ dialect }) => {
  const ctx = useTestApp(dialect);
  let tree: CorporationTree;
  let admin: TestAgent;
  const storage = (path: string) => ctx.app.inject({ method: 'GET', url: `/storage/${path}` });
  /** Runs the queued jobs now (the server's worker polls instead) and answers the job's state. */
  const finishedJob = async (agent: TestAgent, queued: { statusCode: number; body: string }) => {
    expect(queued.statusCode, queued.body).toBe(202);
    const { job } = JSON.parse(queued.body);
    expect(job).toEqual({ id: expect.any(Number), status: 'queued' });
    await createJobWorker({
      db: ctx.db,
      storage: localDriver(ctx.config.storageDir),
      log: ctx.app.log,
    }).runOnce();
    const report = await agent.request({ method: 'GET', url: `/api/jobs/${job.id}` });
    expect(report.statusCode, report.body).toBe(200);
    return report.json().job as Json;
  };
  const pending = () => {
    const dir = join(ctx.config.storageDir, TMP_FOLDER);
    return existsSync(dir) ? readdirSync(dir) : [];
  };

  beforeAll(async () => {
    tree = await buildCorporationTree(ctx.db, 'media');
    admin = await signedInAgent(ctx.app, tree.adminEmail, FACTORY_PASSWORD);
  });

  it('publishes 29 frames and the polygons of a new building where the public site reads them', async () => {
    const building = (
      await admin.request({
        method: 'POST',
        url: '/api/buildings',
        payload: { name: 'Tour-B', project_id: tree.project },
      })
    ).json().data;
    const floor = (
      await admin.request({
        method: 'POST',
        url: '/api/floors',
        payload: { name: '1', building_id: building.id },
      })
    ).json().data;
    for (const name of ['B11', 'B12']) {
      const unit = await admin.request({
        method: 'POST',
        url: '/api/units',
        payload: { name, fullname: { fr: name }, floor_id: floor.id },
      });
      expect(unit.statusCode).toBe(201);
    }
    const images = await frames();
    const body = multipartBody(
      images.map((content, i) => ({ name: 'files', filename: `frame-${i}.png`, content, type: 'image/png' })),
    );
    const orbitals = await admin.request({
      method: 'POST',
      url: `/api/buildings/${building.id}/orbitals`,
      ...body,
    });
    const job = await finishedJob(admin, orbitals);
    expect(job).toMatchObject({
      status: 'succeeded',
      progress: FRAME_COUNT,
      total: FRAME_COUNT,
      error: null,
    });
    const full = storageLayout.orbitalFolder(building.id, null);
    // four widths (3820, 1920, 960 and the slow phones' 480-px preview), each as JPEG and WebP
    expect(job.result).toEqual({ folder: full, files: FRAME_COUNT * 8 });
    expect(
      existsSync(join(ctx.config.storageDir, '.jobs'))
        ? readdirSync(join(ctx.config.storageDir, '.jobs'))
        : [],
    ).toEqual([]);

    for (const file of [
      '00.jpg',
      '00.webp',
      '28.jpg',
      '28-1920.webp',
      '28-960.jpg',
      '10-960.webp',
      '10-480.jpg',
    ]) {
      const response = await storage(`${full}/${file}`);
      expect(response.statusCode, file).toBe(200);
      expect(response.headers['content-type']).toBe(file.endsWith('jpg') ? 'image/jpeg' : 'image/webp');
    }
    // the 160-px test frames are never enlarged, the preview included
    const preview = await sharp((await storage(`${full}/28-480.webp`)).rawPayload).metadata();
    expect([preview.format, preview.width, preview.height]).toEqual(['webp', 160, 90]);
    // Frames keep their order: frame 28 is the reddest.
    const red = async (file: string) =>
      (await sharp((await storage(`${full}/${file}`)).rawPayload).stats()).channels[0]!.mean;
    expect(await red('28.jpg')).toBeGreaterThan(await red('00.jpg'));

    const polygons = await admin.request({
      method: 'POST',
      url: `/api/buildings/${building.id}/polygons`,
      payload: { 'Tour-B': [polygon('B11'), polygon('Z99')], 'Tour-B/1': [polygon('B11')], 'Tour-B/9': [] },
    });
    expect(polygons.statusCode, polygons.body).toBe(200);
    expect(polygons.json().data).toEqual({
      path: storageLayout.polygonFile(building.id),
      unknownNames: ['Z99'],
      unknownViews: ['Tour-B/9'],
      unitsWithoutOutline: ['B12'],
    });
    const stored = await storage(storageLayout.polygonFile(building.id));
    expect(stored.headers['content-type']).toMatch(/application\/json/);
    expect(stored.json()['Tour-B'][0].points).toHaveLength(FRAME_COUNT);
  });

  it('takes the frames of a floor view as one zip', async () => {
    const zip = buildZip((await frames()).map((content, i) => ({ name: `render/${i}.png`, content })));
    const body = multipartBody([
      { name: 'file', filename: 'frames.zip', content: zip, type: 'application/zip' },
    ]);
    const response = await admin.request({
      method: 'POST',
      url: `/api/floors/${tree.floor}/orbitals`,
      ...body,
    });
    expect((await finishedJob(admin, response)).status).toBe('succeeded');
    const folder = storageLayout.orbitalFolder(tree.building, tree.floor);
    expect((await storage(`${folder}/28-960.webp`)).statusCode).toBe(200);
  });

  it('refuses polygons that do not have 29 frames, listing the problem', async () => {
    const response = await admin.request({
      method: 'POST',
      url: `/api/buildings/${tree.building}/polygons`,
      payload: { 'media-main': [{ name: 'MEDIA01', points: ['1,1 2,2 3,3'] }] },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.polygons[0]).toMatch(/29/);
  });

  it('refuses 28 frames, a zip with ../ or absolute paths, and a script named .jpg, leaving nothing', async () => {
    const images = await frames();
    const attempts = [
      multipartBody(images.slice(1).map((content, i) => ({ name: 'files', filename: `${i}.png`, content }))),
      multipartBody([
        {
          name: 'f',
          filename: 'a.zip',
          content: buildZip([{ name: '../../evil.png', content: images[0]! }]),
        },
      ]),
      multipartBody([
        { name: 'f', filename: 'a.zip', content: buildZip([{ name: '/etc/evil.png', content: images[0]! }]) },
      ]),
      multipartBody([
        ...images.slice(1).map((content, i) => ({ name: 'files', filename: `${i}.png`, content })),
        { name: 'files', filename: '28.jpg', content: '<script>alert(1)</script>' },
      ]),
    ];
    for (const body of attempts) {
      const response = await admin.request({
        method: 'POST',
        url: `/api/buildings/${tree.subBuilding}/orbitals`,
        ...body,
      });
      expect(response.statusCode, response.body).toBe(422);
    }
    expect(existsSync(join(ctx.config.storageDir, storageLayout.buildingFolder(tree.subBuilding)))).toBe(
      false,
    );
    expect(existsSync(join(ctx.config.storageDir, 'evil.png'))).toBe(false);
    expect(pending()).toEqual([]);
  });

  it('stores a unit turntable with its config.json from FilePond uploads', async () => {
    const ids = [];
    for (const content of (await frames()).slice(0, 3)) ids.push(await uploadId(admin, content, 'v.png'));
    const response = await admin.request({
      method: 'POST',
      url: `/api/units/${tree.unit}/v360`,
      payload: { files: ids },
    });
    expect(response.statusCode, response.body).toBe(200);
    const folder = storageLayout.turntableFolder(tree.unit);
    expect((await storage(`${folder}/config.json`)).json()).toEqual({
      totalImages: 3,
    });
    expect((await storage(`${folder}/02.jpg`)).statusCode).toBe(200);
    expect(pending()).toEqual([]);
  });

  it('unpacks a krpano export as the cyclorama and as tour 2, keeping only XML and pictures', async () => {
    const tourXml =
      '<?xml version="1.0"?>\n<krpano version="1.21"><scene name="a"><image><sphere url="panos/a.jpg"/></image></scene></krpano>\n';
    const zip = buildZip([
      { name: 'vtour/tour.xml', content: tourXml },
      { name: 'vtour/panos/a.jpg', content: await buildPicture(20, 10, 'jpeg') },
      { name: 'vtour/tour.js', content: 'alert(1)' },
      { name: 'vtour/tour.html', content: '<script>alert(1)</script>' },
    ]);
    const body = () => multipartBody([{ name: 'file', filename: 'tour.zip', content: zip }]);
    const cyclorama = await admin.request({
      method: 'POST',
      url: `/api/domains/${tree.domain}/cyclorama`,
      ...body(),
    });
    expect(cyclorama.statusCode, cyclorama.body).toBe(200);
    const cycloramaFolder = storageLayout.cycloramaFolder(tree.domain);
    expect(cyclorama.json().data).toMatchObject({ folder: cycloramaFolder, files: 2 });
    expect(cyclorama.json().data.skipped.sort()).toEqual(['vtour/tour.html', 'vtour/tour.js']);
    const xml = await storage(`${cycloramaFolder}/tour.xml`);
    expect(xml.headers['content-type']).toMatch(/xml/);
    expect((await storage(`${cycloramaFolder}/tour.js`)).statusCode).toBe(404);

    const tour = await admin.request({
      method: 'POST',
      url: `/api/domains/${tree.domain}/tours/2`,
      ...body(),
    });
    expect(tour.statusCode).toBe(200);
    expect((await storage(`${storageLayout.tourFolder(tree.domain, 2)}/panos/a.jpg`)).statusCode).toBe(200);
  });

  it('refuses a tour archive without a readable tour.xml', async () => {
    for (const entries of [
      [{ name: 'panos/a.xml', content: '<krpano></krpano>' }],
      [{ name: 'tour.xml', content: '<html><body>not krpano</body></html>' }],
    ]) {
      const body = multipartBody([{ name: 'file', filename: 'tour.zip', content: buildZip(entries) }]);
      const response = await admin.request({
        method: 'POST',
        url: `/api/domains/${tree.domain}/tours/3`,
        ...body,
      });
      expect(response.statusCode).toBe(422);
    }
    expect(existsSync(join(ctx.config.storageDir, storageLayout.tourFolder(tree.domain, 3)))).toBe(false);
  });

  it('adds, removes and reorders gallery pictures with renditions and a thumbnail', async () => {
    const ids = [
      await uploadId(admin, await buildPicture(2000, 1000, 'jpeg'), 'a.jpg'),
      await uploadId(admin, await buildPicture(), 'b.png'),
    ];
    const added = await admin.request({
      method: 'POST',
      url: '/api/files/upload',
      payload: { domain_id: tree.domain, files: ids, removes: [tree.file] },
    });
    expect(added.statusCode, added.body).toBe(200);
    const gallery: Json[] = added.json().data;
    expect(gallery).toHaveLength(2);
    expect(Object.keys(gallery[0]!.file.responsiveUrls)).toEqual(['480', '960', '1920']);
    for (const url of [gallery[0]!.file.url, gallery[0]!.thumb.url, gallery[0]!.file.responsiveUrls['960']]) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
    const thumb = await sharp(
      (await ctx.app.inject({ method: 'GET', url: gallery[0]!.thumb.url })).rawPayload,
    ).metadata();
    expect([thumb.width, thumb.height, thumb.format]).toEqual([320, 320, 'webp']);
    const reordered = await admin.request({
      method: 'POST',
      url: '/api/files/upload',
      payload: { domain_id: tree.domain, files: [], order: [gallery[1]!.id, gallery[0]!.id] },
    });
    expect(reordered.json().data.map((file: Json) => file.id)).toEqual([gallery[1]!.id, gallery[0]!.id]);
  });

  it('lets nobody but an admin of the corporation publish media', async () => {
    const user = await signedInAgent(ctx.app, tree.userEmail, FACTORY_PASSWORD);
    const body = multipartBody([{ name: 'files', filename: 'a.png', content: await buildPicture() }]);
    expect(
      (await user.request({ method: 'POST', url: `/api/buildings/${tree.building}/orbitals`, ...body }))
        .statusCode,
    ).toBe(403);
    const other = await buildCorporationTree(ctx.db, 'stranger');
    const outsider = await signedInAgent(ctx.app, other.adminEmail, FACTORY_PASSWORD);
    expect(
      (await outsider.request({ method: 'POST', url: `/api/domains/${tree.domain}/cyclorama`, ...body }))
        .statusCode,
    ).toBe(404);
  });

  it('shows a job only to those who may change its building, and reports a frame that fails', async () => {
    const images = await frames();
    // Valid PNG magic bytes, broken after them: accepted by the call, refused by the renderer.
    images[5] = Buffer.concat([images[5]!.subarray(0, 64), Buffer.alloc(64)]);
    const body = multipartBody(
      images.map((content, i) => ({ name: 'files', filename: `${i}.png`, content })),
    );
    const queued = await admin.request({
      method: 'POST',
      url: `/api/buildings/${tree.building}/orbitals`,
      ...body,
    });
    const { job } = queued.json();
    const user = await signedInAgent(ctx.app, tree.userEmail, FACTORY_PASSWORD);
    expect((await user.request({ method: 'GET', url: `/api/jobs/${job.id}` })).statusCode).toBe(403);
    const other = await buildCorporationTree(ctx.db, 'jobs-stranger');
    const outsider = await signedInAgent(ctx.app, other.adminEmail, FACTORY_PASSWORD);
    expect((await outsider.request({ method: 'GET', url: `/api/jobs/${job.id}` })).statusCode).toBe(404);
    expect((await admin.request({ method: 'GET', url: '/api/jobs/999999' })).statusCode).toBe(404);

    const failed = await finishedJob(admin, queued);
    expect(failed).toMatchObject({ status: 'failed', result: null });
    // which frame, in the reader's language: no libvips wording
    expect(failed.error).toBe("l'image 05 ne peut pas être lue : image invalide ou fichier abîmé");
    const inEnglish = await admin.request({
      method: 'GET',
      url: `/api/jobs/${job.id}`,
      headers: { 'accept-language': 'en' },
    });
    expect(inEnglish.json().job.error).toBe('frame 05 cannot be read: not a valid image, or a damaged file');
  });

  it('gives each queued job to one worker only when several run at once', async () => {
    const body = multipartBody(
      (await frames()).map((content, i) => ({ name: 'files', filename: `${i}.png`, content })),
    );
    const queued = await admin.request({
      method: 'POST',
      url: `/api/floors/${tree.floor}/orbitals`,
      ...body,
    });
    expect(queued.statusCode, queued.body).toBe(202);
    const workers = [1, 2, 3].map(() =>
      createJobWorker({ db: ctx.db, storage: localDriver(ctx.config.storageDir), log: ctx.app.log }),
    );
    const runs = await Promise.all(workers.map((worker) => worker.runOnce()));
    expect(runs.reduce((sum, run) => sum + run.succeeded + run.failed, 0)).toBe(1);
    const report = await admin.request({ method: 'GET', url: `/api/jobs/${queued.json().job.id}` });
    expect(report.json().job).toMatchObject({ status: 'succeeded', progress: FRAME_COUNT });
  });
});
