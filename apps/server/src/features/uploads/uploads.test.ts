import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { useTestApp } from '../../test/test-app.ts';
import { signedInAgent, type TestAgent } from '../auth/test-agent.ts';
import {
  buildCorporationTree,
  buildPicture,
  type CorporationTree,
  FACTORY_PASSWORD,
  PDF_BYTES,
} from '../resources/test-factories.ts';
import { TMP_FOLDER } from './temporary-uploads.ts';
import { processUpload, uploadId } from './test-uploads.ts';

const CHUNK = 1_000_000;

describe.each(testDatabases())('the FilePond endpoint on $name', ({ dialect }) => {
  const ctx = useTestApp(dialect);
  let tree: CorporationTree;
  let admin: TestAgent;
  const pendingFiles = () => {
    const dir = join(ctx.config.storageDir, TMP_FOLDER);
    return existsSync(dir) ? readdirSync(dir) : [];
  };

  beforeAll(async () => {
    tree = await buildCorporationTree(ctx.db, 'pond');
    admin = await signedInAgent(ctx.app, tree.adminEmail, FACTORY_PASSWORD);
  });

  it('receives a whole file, lists it under /api/upload and gives it back with ?load=', async () => {
    const picture = await buildPicture();
    const id = await uploadId(admin, picture, 'plan.png');
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    const list = await admin.request({ method: 'GET', url: '/api/upload' });
    expect(list.json().data).toContainEqual(
      expect.objectContaining({ id, name: 'plan.png', mime: 'image/png', complete: true }),
    );
    const loaded = await admin.request({ method: 'GET', url: `/api/filepond?load=${id}` });
    expect(loaded.statusCode).toBe(200);
    expect(loaded.rawPayload.equals(picture)).toBe(true);
    expect(
      (
        await admin.request({
          method: 'DELETE',
          url: '/api/filepond',
          payload: id,
          headers: { 'content-type': 'text/plain' },
        })
      ).statusCode,
    ).toBe(204);
    expect((await admin.request({ method: 'GET', url: `/api/filepond?load=${id}` })).statusCode).toBe(404);
  });

  it('reverts an upload through POST /api/upload/revert/ with its id as path', async () => {
    const id = await uploadId(admin, await buildPicture(), 'annule.png');
    const response = await admin.request({
      method: 'POST',
      url: '/api/upload/revert/',
      payload: { path: id },
    });
    expect(response.statusCode).toBe(204);
    expect(pendingFiles()).not.toContain(id);
    expect((await admin.request({ method: 'GET', url: `/api/upload/${id}` })).statusCode).toBe(404);
  });

  it('takes a chunked upload in 1,000,000-byte chunks, resumes after a lost chunk, and a form claims it', async () => {
    const content = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2_500_000 - 9, 0x41)]);
    const start = await admin.request({
      method: 'POST',
      url: '/api/filepond',
      headers: { 'upload-length': String(content.length) },
      payload: '',
    });
    expect(start.statusCode, start.body).toBe(200);
    const id = start.body;
    const patch = (offset: number) =>
      admin.request({
        method: 'PATCH',
        url: `/api/filepond?patch=${id}`,
        payload: content.subarray(offset, offset + CHUNK),
        headers: {
          'content-type': 'application/offset+octet-stream',
          'upload-offset': String(offset),
          'upload-length': String(content.length),
          'upload-name': 'plan%20A.pdf',
        },
      });
    expect((await patch(0)).statusCode).toBe(204);
    // The second chunk is lost: the third one is refused, HEAD tells where to resume.
    const skipped = await patch(2 * CHUNK);
    expect(skipped.statusCode).toBe(409);
    const head = await admin.request({ method: 'HEAD', url: `/api/filepond?patch=${id}` });
    expect(head.headers['upload-offset']).toBe(String(CHUNK));
    expect((await patch(CHUNK)).statusCode).toBe(204);
    expect((await patch(2 * CHUNK)).statusCode).toBe(204);

    const saved = await admin.request({
      method: 'PUT',
      url: `/api/units/${tree.unit}`,
      payload: { blueprints: [id] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const url: string = saved.json().data.blueprints.url;
    expect(url).toMatch(/^\/storage\/files\/plans\/floor-\d+\/plan-a-[0-9a-f]{8}\.pdf$/);
    const stored = await ctx.app.inject({ method: 'GET', url });
    expect(stored.statusCode).toBe(200);
    expect(stored.rawPayload.equals(content)).toBe(true);
    expect(pendingFiles()).not.toContain(id);
  });

  it('refuses by content a script named .jpg, leaving nothing behind', async () => {
    const before = pendingFiles().length;
    const response = await processUpload(admin, '#!/bin/sh\nrm -rf /\n', 'photo.jpg');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.file[0]).toMatch(/^Le fichier envoyé n'est pas d'un type accepté/);
    expect(pendingFiles().length).toBe(before);
  });

  it('refuses an SVG with script or event handlers and keeps a clean one', async () => {
    for (const svg of [
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>',
      '<?xml version="1.0"?><svg><a href="javascript:alert(1)"><rect/></a></svg>',
    ]) {
      const response = await processUpload(admin, svg, 'logo.svg');
      expect(response.statusCode, svg).toBe(422);
      expect(response.json().errors.file[0]).toMatch(/script/);
    }
    expect(
      (
        await processUpload(
          admin,
          '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1"/></svg>',
          'logo.svg',
        )
      ).statusCode,
    ).toBe(200);
  });

  it('refuses a chunked upload whose bytes turn out to be a script, and forgets it', async () => {
    const content = Buffer.from('<?php system($_GET["c"]); ?>'.repeat(10));
    const id = (
      await admin.request({
        method: 'POST',
        url: '/api/filepond',
        headers: { 'upload-length': String(content.length) },
        payload: '',
      })
    ).body;
    const last = await admin.request({
      method: 'PATCH',
      url: `/api/filepond?patch=${id}`,
      payload: content,
      headers: {
        'content-type': 'application/offset+octet-stream',
        'upload-offset': '0',
        'upload-name': 'x.png',
      },
    });
    expect(last.statusCode).toBe(422);
    expect(pendingFiles()).not.toContain(id);
    expect(
      await ctx.db.selectFrom('temporary_uploads').select('id').where('id', '=', id).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('refuses a file of the wrong kind for a field, and another user’s upload', async () => {
    const pdf = await uploadId(admin, PDF_BYTES, 'plan.pdf');
    const wrong = await admin.request({
      method: 'PUT',
      url: `/api/units/${tree.unit}`,
      payload: { blueprint2D: [pdf] },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.blueprint2D[0]).toMatch(/^Le fichier plan 2D n'est pas du type attendu/);
    const user = await signedInAgent(ctx.app, tree.userEmail, FACTORY_PASSWORD);
    const stolen = await user.request({
      method: 'PUT',
      url: `/api/units/${tree.unit}`,
      payload: { blueprints: [pdf] },
    });
    expect(stolen.statusCode).toBe(422);
    expect((await user.request({ method: 'GET', url: `/api/filepond?load=${pdf}` })).statusCode).toBe(404);
  });

  it('stores a setting image given by server id and shows its URL', async () => {
    const id = await uploadId(admin, await buildPicture(10, 10, 'jpeg'), 'logo.jpg');
    const response = await admin.request({
      method: 'PUT',
      url: `/api/settings/${tree.settings.domain}`,
      payload: { image: [id] },
    });
    expect(response.statusCode, response.body).toBe(200);
    const url = response.json().data.image.url as string;
    expect(readFileSync(join(ctx.config.storageDir, url.replace('/storage/', ''))).length).toBeGreaterThan(
      100,
    );
  });
});
