import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { FRAME_COUNT } from '@vitrine/core/orbital';
import { STATUS } from '@vitrine/core/status';
import { storageLayout } from '@vitrine/core/storage-layout';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { createJobWorker } from '../../jobs/job-worker.ts';
import { DEMO_HOST } from '../../test/demo-fixture.ts';
import { useTestBucket } from '../../test/s3-bucket.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import { signedInAgent, type TestAgent } from '../auth/test-agent.ts';
import {
  nextClientAddress,
  PDF_BYTES,
  PNG_BYTES,
  solveCaptcha,
  testWorker,
  useLeadApp,
} from '../leads/leads-test-kit.ts';
import { buildPicture, buildUser, FACTORY_PASSWORD } from '../resources/test-factories.ts';
import { multipartBody, uploadId } from '../uploads/test-uploads.ts';
import { buildZip } from './test-zip.ts';

const bucket = useTestBucket();
const S3_KEYS = [
  'STORAGE_DRIVER',
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_PREFIX',
];

/** Names of a zip's entries (yauzl's callback API). */
function zipEntries(buffer: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, {}, (error, zip) => {
      if (error || !zip) return reject(error);
      const names: string[] = [];
      zip.on('entry', (entry: yauzl.Entry) => names.push(entry.fileName));
      zip.on('end', () => resolve(names.sort()));
      zip.on('error', reject);
    });
  });
}

describe.each([
  { name: 'the local disk', env: (): Record<string, string> => ({}) },
  { name: 'an S3-compatible bucket (s3rver)', env: () => bucket.env('media/') },
])('every medium published and read back on $name', ({ name, env }) => {
  beforeAll(() => {
    for (const key of S3_KEYS) delete process.env[key];
    Object.assign(process.env, env());
  });
  afterAll(() => {
    for (const key of S3_KEYS) delete process.env[key];
  });
  const lead = useLeadApp('sqlite');
  let root: TestAgent;
  const ids = { building: 0, floor: 0, unit: 0, domain: 0 };
  const get = (path: string) => lead.app.inject({ method: 'GET', url: path, headers: { host: DEMO_HOST } });
  const stored = (path: string) => get(`/storage/${path}`);

  beforeAll(async () => {
    await buildUser(lead.db, { email: 'root@drivers.test', role: 1, corporation_id: null });
    root = await signedInAgent(lead.app, 'root@drivers.test', FACTORY_PASSWORD);
    const row = (table: 'buildings' | 'units', value: string) =>
      lead.db.selectFrom(table).select('id').where('name', '=', value).executeTakeFirstOrThrow();
    ids.building = (await row('buildings', 'a')).id;
    ids.unit = (await row('units', 'A01')).id;
    ids.floor = (
      await lead.db
        .selectFrom('floors')
        .select('id')
        .where('building_id', '=', ids.building)
        .executeTakeFirstOrThrow()
    ).id;
    ids.domain = (
      await lead.db.selectFrom('domains').select('id').where('host', '=', DEMO_HOST).executeTakeFirstOrThrow()
    ).id;
    // the plans of the seeded units, put where the app's driver reads them
    for (const [path, content] of [
      ['files/blueprints/a01.pdf', PDF_BYTES],
      ['files/blueprints/a01-2d.png', PNG_BYTES],
      ['files/blueprints/a02.pdf', PDF_BYTES],
    ] as const)
      await lead.app.storageDriver.put(path, content);
  });

  it('uses the driver the environment asks for', () => {
    expect(lead.app.storageDriver.kind).toBe(name.startsWith('an S3') ? 's3' : 'local');
  });

  it('serves frames, polygons, the 360 set, the cyclorama and a tour under /storage', async () => {
    const picture = await sharp({ create: { width: 64, height: 36, channels: 3, background: '#468' } })
      .png()
      .toBuffer();
    for (const url of [`/api/buildings/${ids.building}/orbitals`, `/api/floors/${ids.floor}/orbitals`]) {
      const body = multipartBody(
        Array.from({ length: FRAME_COUNT }, (_, i) => ({
          name: 'files',
          filename: `${i}.png`,
          content: picture,
        })),
      );
      expect((await root.request({ method: 'POST', url, ...body })).statusCode).toBe(202);
      await createJobWorker({ db: lead.db, storage: lead.app.storageDriver, log: lead.app.log }).runOnce();
    }
    const polygons = await root.request({
      method: 'POST',
      url: `/api/buildings/${ids.building}/polygons`,
      payload: { a: [{ name: 'A01', points: Array.from({ length: FRAME_COUNT }, () => '1,1 9,1 9,9') }] },
    });
    expect(polygons.statusCode, polygons.body).toBe(200);
    const v360 = multipartBody(
      [0, 1].map((i) => ({ name: 'files', filename: `${i}.png`, content: picture })),
    );
    expect(
      (await root.request({ method: 'POST', url: `/api/units/${ids.unit}/v360`, ...v360 })).statusCode,
    ).toBe(200);
    const tour = () =>
      multipartBody([
        {
          name: 'file',
          filename: 't.zip',
          content: buildZip([
            { name: 'tour.xml', content: '<krpano><scene name="s"/></krpano>' },
            { name: 'panos/s.png', content: picture },
          ]),
        },
      ]);
    for (const url of [`/api/domains/${ids.domain}/cyclorama`, `/api/domains/${ids.domain}/tours/1`])
      expect((await root.request({ method: 'POST', url, ...tour() })).statusCode).toBe(200);

    const full = storageLayout.orbitalFolder(ids.building, null);
    const floor = storageLayout.orbitalFolder(ids.building, ids.floor);
    const expected: [string, string][] = [
      [storageLayout.orbitalFrame(full, 0, 3820, 'jpg'), 'image/jpeg'],
      [storageLayout.orbitalFrame(full, 28, 960, 'webp'), 'image/webp'],
      [storageLayout.orbitalFrame(floor, 14, 1920, 'jpg'), 'image/jpeg'],
      [storageLayout.polygonFile(ids.building), 'application/json; charset=utf-8'],
      [
        storageLayout.turntableConfig(storageLayout.turntableFolder(ids.unit)),
        'application/json; charset=utf-8',
      ],
      [storageLayout.turntableImage(storageLayout.turntableFolder(ids.unit), 1), 'image/jpeg'],
      [storageLayout.tourXml(storageLayout.cycloramaFolder(ids.domain)), 'application/xml; charset=utf-8'],
      [`${storageLayout.tourFolder(ids.domain, 1)}/panos/s.png`, 'image/png'],
    ];
    for (const [path, type] of expected) {
      const response = await stored(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['content-type'], path).toBe(type);
      expect(response.headers['cache-control'], path).toBe('public, no-cache');
      expect(await bucket.driver('media/').exists(path), path).toBe(name.startsWith('an S3'));
    }
    expect(
      (await stored(storageLayout.turntableConfig(storageLayout.turntableFolder(ids.unit)))).json(),
    ).toEqual({
      totalImages: 2,
    });
    // the media never touch the local disk when they go to the bucket
    expect(existsSync(join(lead.config.storageDir, 'buildings'))).toBe(!name.startsWith('an S3'));
    // staging and job folders are never served
    expect((await stored('.staging/x/00.jpg')).statusCode).toBe(404);
    expect((await stored('buildings/..%2F..%2Fetc/passwd')).statusCode).toBe(404);
  });

  it('serves gallery pictures with their renditions', async () => {
    const id = await uploadId(root, await buildPicture(1200, 800, 'jpeg'), 'g.jpg');
    const added = await root.request({
      method: 'POST',
      url: '/api/files/upload',
      payload: { domain_id: ids.domain, files: [id], removes: [] },
    });
    expect(added.statusCode, added.body).toBe(200);
    const [file] = added.json().data.slice(-1);
    for (const url of [file.file.url, file.thumb.url, file.file.responsiveUrls['480']]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^image\//);
    }
  });

  it('downloads plans and attaches the plan to the unit sheet from the storage', async () => {
    const unitId = async (unit: string) =>
      (await lead.db.selectFrom('units').select('id').where('name', '=', unit).executeTakeFirstOrThrow()).id;
    // A02 is sold: its sheet does not open, nor do its plans, until it is for sale again
    expect((await get(`/download/${await unitId('A02')}/blueprints`)).statusCode).toBe(404);
    const mailTo = async (unit: string, email: string) => {
      const sent = await lead.app.inject({
        method: 'POST',
        url: '/unit/mail-to',
        headers: { host: DEMO_HOST },
        remoteAddress: nextClientAddress(),
        payload: {
          first_name: 'Marie',
          last_name: 'Dupont',
          email,
          rgpd_acceptance: true,
          url: `http://${DEMO_HOST}/orbital`,
          unit_id: await unitId(unit),
          recaptcha_token: await solveCaptcha(lead.app),
        },
      });
      expect(sent.statusCode, sent.body).toBe(200);
    };
    // nor are they mailed by a forged call naming it
    await mailTo('A02', 'sold@example.be');
    await lead.db
      .updateTable('units')
      .set({ status_id: STATUS.AVAILABLE })
      .where('name', '=', 'A02')
      .execute();
    const single = await get(`/download/${await unitId('A02')}/blueprints`);
    expect(single.statusCode).toBe(200);
    expect(single.rawPayload.equals(PDF_BYTES)).toBe(true);
    expect(single.headers['content-length']).toBe(String(PDF_BYTES.length));
    const zip = await get(`/download/${await unitId('A01')}/blueprints`);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(await zipEntries(zip.rawPayload)).toEqual(['plan-a01-2d.png', 'plan-a01.pdf']);

    await mailTo('A01', 'drivers@example.be');
    const sink = await startSmtpSink();
    try {
      await testWorker(lead, sink.port, { storage: lead.app.storageDriver }).runOnce();
      const mail = sink.mails.find((candidate) => candidate.to.includes('drivers@example.be'))!;
      expect(mail.attachments.map((file) => file.filename)).toEqual(['plan-a01.pdf']);
      expect(mail.attachments[0]!.content.equals(PDF_BYTES)).toBe(true);
      const sold = sink.mails.find((candidate) => candidate.to.includes('sold@example.be'))!;
      expect(sold.attachments).toEqual([]);
    } finally {
      await sink.close();
    }
  });
});
