import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { FRAME_COUNT } from '@vitrine/core/orbital';
import { STAGING_ROOT, storageLayout } from '@vitrine/core/storage-layout';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createJobWorker } from '../../jobs/job-worker.ts';
import { localDriver } from '../../plugins/storage-driver.ts';
import { testDatabases } from '../../test/databases.ts';
import { killedAfterSwap, killedMidSwap } from '../../test/interrupted-swap.ts';
import { useTestApp } from '../../test/test-app.ts';
import { signedInAgent, type TestAgent } from '../auth/test-agent.ts';
import {
  buildCorporationTree,
  buildPicture,
  buildUser,
  type CorporationTree,
  FACTORY_PASSWORD,
} from '../resources/test-factories.ts';
import { multipartBody } from '../uploads/test-uploads.ts';
import { renderOrbitalFrames } from './orbital-media.ts';
import { newStagingFolder, STALE_STAGING_MS, sweepStaging } from './staged-replacement.ts';
import { prepareStorage } from './storage-startup.ts';
import { buildZip } from './test-zip.ts';

/** `count` small pictures of one shade, so that whose media is served can be told by colour. */
async function pictures(red: number, count = FRAME_COUNT): Promise<Buffer[]> {
  const picture = await sharp({
    create: { width: 64, height: 36, channels: 3, background: { r: red, g: 40, b: 40 } },
  })
    .png()
    .toBuffer();
  return Array.from({ length: count }, () => picture);
}

const tourXml = (scene: string) => `<krpano><scene name="${scene}"/></krpano>`;
const outlines = (key: string, unit: string) => ({
  [key]: [{ name: unit, points: Array.from({ length: FRAME_COUNT }, () => '1,1 9,1 9,9') }],
});

describe.each(testDatabases())('media keyed by ids and replaced atomically on $name', ({ dialect }) => {
  const ctx = useTestApp(dialect);
  let a: CorporationTree;
  let b: CorporationTree;
  let adminA: TestAgent;
  let adminB: TestAgent;
  let root: TestAgent;
  const storage = (path: string) => ctx.app.inject({ method: 'GET', url: `/storage/${path}` });
  const redOf = async (path: string) => {
    const response = await storage(path);
    expect(response.statusCode, path).toBe(200);
    return (await sharp(response.rawPayload).stats()).channels[0]!.mean;
  };
  const runJobs = () =>
    createJobWorker({ db: ctx.db, storage: localDriver(ctx.config.storageDir), log: ctx.app.log }).runOnce();

  const publish = async (admin: TestAgent, tree: CorporationTree, red: number) => {
    const frames = multipartBody(
      (await pictures(red)).map((content, i) => ({ name: 'files', filename: `${i}.png`, content })),
    );
    const queued = await admin.request({
      method: 'POST',
      url: `/api/buildings/${tree.building}/orbitals`,
      ...frames,
    });
    expect(queued.statusCode, queued.body).toBe(202);
    await runJobs();
    const building = await admin.request({ method: 'GET', url: `/api/buildings/${tree.building}` });
    const name = building.json().data.name as string;
    const polygons = await admin.request({
      method: 'POST',
      url: `/api/buildings/${tree.building}/polygons`,
      payload: outlines(name, `${tree.key.toUpperCase()}01`),
    });
    expect(polygons.statusCode, polygons.body).toBe(200);
    const v360 = multipartBody(
      (await pictures(red, 2)).map((content, i) => ({ name: 'files', filename: `${i}.png`, content })),
    );
    expect(
      (await admin.request({ method: 'POST', url: `/api/units/${tree.unit}/v360`, ...v360 })).statusCode,
    ).toBe(200);
    const tour = multipartBody([
      {
        name: 'file',
        filename: 't.zip',
        content: buildZip([{ name: 'tour.xml', content: tourXml(tree.key) }]),
      },
    ]);
    expect(
      (await admin.request({ method: 'POST', url: `/api/domains/${tree.domain}/tours/1`, ...tour }))
        .statusCode,
    ).toBe(200);
  };

  const expectServed = async (tree: CorporationTree, red: number) => {
    // replaced in place by a staged swap: revalidated on each use, never cached for a year
    const frame = await storage(
      storageLayout.orbitalFrame(storageLayout.orbitalFolder(tree.building, null), 0, 960, 'jpg'),
    );
    expect(frame.headers['cache-control']).toBe('public, no-cache');
    expect(
      await redOf(
        storageLayout.orbitalFrame(storageLayout.orbitalFolder(tree.building, null), 3, 960, 'jpg'),
      ),
    ).toBeCloseTo(red, -1);
    expect(
      await redOf(storageLayout.turntableImage(storageLayout.turntableFolder(tree.unit), 1)),
    ).toBeCloseTo(red, -1);
    const polygons = (await storage(storageLayout.polygonFile(tree.building))).json();
    expect(Object.values(polygons).flat()).toEqual([
      expect.objectContaining({ name: `${tree.key.toUpperCase()}01` }),
    ]);
    const tour = await storage(storageLayout.tourXml(storageLayout.tourFolder(tree.domain, 1)));
    expect(tour.body).toBe(tourXml(tree.key));
  };

  beforeAll(async () => {
    a = await buildCorporationTree(ctx.db, 'alpha');
    b = await buildCorporationTree(ctx.db, 'beta');
    adminA = await signedInAgent(ctx.app, a.adminEmail, FACTORY_PASSWORD);
    adminB = await signedInAgent(ctx.app, b.adminEmail, FACTORY_PASSWORD);
    await buildUser(ctx.db, { email: 'root@media.test', role: 1, corporation_id: null });
    root = await signedInAgent(ctx.app, 'root@media.test', FACTORY_PASSWORD);
    await publish(adminA, a, 200);
  });

  it("keeps A's media when B renames its project, building and domain to A's names and uploads its own", async () => {
    for (const [url, payload] of [
      [`/api/projects/${b.project}`, { name: { fr: 'Projet alpha', en: '' } }],
      [`/api/buildings/${b.building}`, { name: 'alpha-main' }],
      [`/api/domains/${b.domain}`, { name: { fr: 'Domaine alpha', en: '' } }],
    ] as const) {
      // a domain is renamed by root only
      const agent = url.startsWith('/api/domains') ? root : adminB;
      const renamed = await agent.request({ method: 'PUT', url, payload });
      expect(renamed.statusCode, renamed.body).toBe(200);
    }
    await publish(adminB, b, 20);
    await expectServed(a, 200);
    await expectServed(b, 20);
  });

  it('keeps the media of a renamed project and building at the same address', async () => {
    for (const [url, payload] of [
      [`/api/projects/${a.project}`, { name: { fr: 'Résidence renommée', en: '' } }],
      [`/api/buildings/${a.building}`, { name: 'Bloc renommé' }],
    ] as const) {
      expect((await adminA.request({ method: 'PUT', url, payload })).statusCode).toBe(200);
    }
    await expectServed(a, 200);
  });

  it('leaves the previous media served and answers 422 when a replacement fails', async () => {
    const send = (url: string, body: ReturnType<typeof multipartBody>) =>
      adminA.request({ method: 'POST', url, ...body });
    const tours = [
      buildZip([
        { name: 'tour.xml', content: tourXml('new') },
        { name: 'a//b.xml', content: '<a/>' },
      ]),
      Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(200)]),
    ];
    for (const content of tours) {
      const response = await send(
        `/api/domains/${a.domain}/tours/1`,
        multipartBody([{ name: 'file', filename: 't.zip', content }]),
      );
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().errors.file[0]).toMatch(/archive/);
    }
    const broken = await pictures(90, 2);
    broken[1] = Buffer.concat([broken[1]!.subarray(0, 64), Buffer.alloc(64)]);
    const v360 = await send(
      `/api/units/${a.unit}/v360`,
      multipartBody(broken.map((content, i) => ({ name: 'files', filename: `${i}.png`, content }))),
    );
    expect(v360.statusCode, v360.body).toBe(422);
    expect(v360.json().errors.files[0]).toMatch(/illisible/);
    const polygons = await adminA.request({
      method: 'POST',
      url: `/api/buildings/${a.building}/polygons`,
      payload: { x: [{ name: 'A', points: ['1,1'] }] },
    });
    expect(polygons.statusCode).toBe(422);

    const frames = await pictures(90);
    frames[7] = Buffer.concat([frames[7]!.subarray(0, 64), Buffer.alloc(64)]);
    const queued = await send(
      `/api/buildings/${a.building}/orbitals`,
      multipartBody(frames.map((content, i) => ({ name: 'files', filename: `${i}.png`, content }))),
    );
    expect(queued.statusCode).toBe(202);
    await runJobs();
    const job = await adminA.request({ method: 'GET', url: `/api/jobs/${queued.json().job.id}` });
    expect(job.json().job.status).toBe('failed');
    await expectServed(a, 200);
    expect(
      existsSync(join(ctx.config.storageDir, STAGING_ROOT))
        ? await localDriver(ctx.config.storageDir).list(STAGING_ROOT)
        : [],
    ).toEqual([]);
  });

  it('keeps the previous frames when a render is cut short, and sweeps what a crash left', async () => {
    const driver = localDriver(ctx.config.storageDir);
    const folder = storageLayout.orbitalFolder(a.building, null);
    const source = (await pictures(90, 1))[0]!;
    await expect(
      renderOrbitalFrames(driver, folder, async (index) => {
        if (index === 20) throw new Error('process restarted');
        return source;
      }),
    ).rejects.toThrow('process restarted');
    expect(await redOf(storageLayout.orbitalFrame(folder, 20, 960, 'jpg'))).toBeCloseTo(200, -1);

    // what a killed process leaves: a staging folder nobody finishes
    const old = `${STAGING_ROOT}/${(Date.now() - STALE_STAGING_MS - 1000).toString(36)}-orbitals-dead`;
    const fresh = `${STAGING_ROOT}/${Date.now().toString(36)}-orbitals-running`;
    await driver.put(`${old}/00.jpg`, 'x');
    await driver.put(`${fresh}/00.jpg`, 'x');
    expect(await sweepStaging(driver)).toBe(1);
    expect(await driver.list(STAGING_ROOT)).toEqual([`${fresh}/00.jpg`]);
    await driver.deleteFolder(fresh);
  });

  it('serves the previous frames again once the start-up settles a swap a crash cut in two', async () => {
    const driver = localDriver(ctx.config.storageDir);
    const folder = storageLayout.orbitalFolder(a.building, null);
    const frame = storageLayout.orbitalFrame(folder, 3, 960, 'jpg');
    const staged = newStagingFolder('orbitals');
    await driver.put(
      `${staged}/${storageLayout.orbitalFrameName(3, 960, 'jpg')}`,
      (await pictures(90, 1))[0]!,
    );
    await killedMidSwap(driver, staged, folder);
    expect((await storage(frame)).statusCode).toBe(404);
    const printed: string[] = [];
    await prepareStorage(ctx.db, driver, { storageDir: ctx.config.storageDir, demoSeeded: false }, (line) =>
      printed.push(line),
    );
    expect(printed).toEqual(['Media replacements cut short by a crash settled: 1']);
    await expectServed(a, 200);
    expect(await driver.list(STAGING_ROOT)).toEqual([]);

    // a swap that finished before the crash: its leftover goes, the new media stay
    await killedAfterSwap(driver, newStagingFolder('orbitals'), folder);
    await prepareStorage(ctx.db, driver, { storageDir: ctx.config.storageDir, demoSeeded: false }, () => {});
    expect(await driver.list(STAGING_ROOT)).toEqual([]);
    await expectServed(a, 200);
  });

  it('never sweeps away the only copy of the live media', async () => {
    const driver = localDriver(ctx.config.storageDir);
    const folder = storageLayout.orbitalFolder(a.building, null);
    // old enough for the sweep, and holding the previous frames while the live folder is missing
    const stale = `${STAGING_ROOT}/${(Date.now() - STALE_STAGING_MS - 1000).toString(36)}-orbitals-dead`;
    await driver.put(`${stale}/00.jpg`, 'x');
    await killedMidSwap(driver, stale, folder);
    // a swap another process has under way (or that could not be settled) is left alone
    const leftAlone = { ...driver, recoverSwaps: async () => 0 };
    expect(await sweepStaging(leftAlone)).toBe(0);
    expect((await driver.list(STAGING_ROOT)).length).toBeGreaterThan(FRAME_COUNT);
    expect(await sweepStaging(driver)).toBe(0);
    await expectServed(a, 200);
    expect(await driver.list(STAGING_ROOT)).toEqual([]);
  });

  it("deletes a project's media with it, and a domain's with it", async () => {
    const driver = localDriver(ctx.config.storageDir);
    expect(await driver.list(storageLayout.buildingFolder(b.building))).not.toEqual([]);
    const plan = 'files/plans/beta-plan.pdf';
    await driver.put(plan, await buildPicture());
    await ctx.db.updateTable('units').set({ blueprint_pdf_path: plan }).where('id', '=', b.unit).execute();
    // PostgreSQL refuses a project whose contact names one of its units (contacts_unit_id_fkey):
    // a cascade-order defect of its own, outside the media; the contact goes first here.
    await ctx.db.deleteFrom('contacts').where('id', '=', b.contact).execute();
    const deleted = await root.request({ method: 'DELETE', url: `/api/projects/${b.project}` });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await driver.list(storageLayout.buildingFolder(b.building))).toEqual([]);
    expect(await driver.list(storageLayout.unitFolder(b.unit))).toEqual([]);
    expect(await driver.exists(plan)).toBe(false);
    expect(await driver.list(storageLayout.domainFolder(b.domain))).not.toEqual([]);
    const domain = await root.request({ method: 'DELETE', url: `/api/domains/${b.domain}` });
    expect(domain.statusCode, domain.body).toBe(204);
    expect(await driver.list(storageLayout.domainFolder(b.domain))).toEqual([]);
    await expectServed(a, 200);
  });
});
