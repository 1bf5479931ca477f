import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { collect, SERVER_ENTRY, spawnTs, waitForOutput } from '../../test/processes.ts';
import { useTestApp } from '../../test/test-app.ts';
import { signedInAgent, type TestAgent } from '../auth/test-agent.ts';
import { buildZip } from '../media/test-zip.ts';
import { buildCorporationTree, FACTORY_PASSWORD, PDF_BYTES } from '../resources/test-factories.ts';
import { TMP_FOLDER, uploadAreaOf } from './temporary-uploads.ts';
import { multipartBody, processUpload, WEBM_BYTES } from './test-uploads.ts';
import { patchChunk, pngBomb, startChunked } from './test-uploads-bounds.ts';
import { createUploadSweeper } from './upload-sweep.ts';

const CHUNK = 1_000_000;
const MB = 1024 * 1024;
/** A PDF of `size` bytes (its first bytes make it one). */
const pdfOf = (size: number) => Buffer.concat([PDF_BYTES, Buffer.alloc(size - PDF_BYTES.length, 0x41)]);

describe.each(testDatabases())('bounded uploads on $name', ({ dialect }) => {
  const ctx = useTestApp(dialect, {
    env: {
      UPLOAD_QUOTA_USER_MB: '8',
      UPLOAD_QUOTA_CORPORATION_MB: '10',
      UPLOAD_MAX_VIDEO_MB: '2',
    },
  });
  const tmpFile = (id: string) => join(ctx.config.storageDir, TMP_FOLDER, id);
  const pending = () => {
    const dir = join(ctx.config.storageDir, TMP_FOLDER);
    return existsSync(dir) ? readdirSync(dir) : [];
  };
  let admin: TestAgent;
  let user: TestAgent;
  /** The admin of a corporation of its own, with its whole quota. */
  const freshAdmin = async (key: string) =>
    signedInAgent(ctx.app, (await buildCorporationTree(ctx.db, key)).adminEmail, FACTORY_PASSWORD);

  beforeAll(async () => {
    const tree = await buildCorporationTree(ctx.db, 'bound');
    admin = await signedInAgent(ctx.app, tree.adminEmail, FACTORY_PASSWORD);
    user = await signedInAgent(ctx.app, tree.userEmail, FACTORY_PASSWORD);
  });

  const revert = (agent: TestAgent, id: string) =>
    agent.request({
      method: 'DELETE',
      url: '/api/filepond',
      payload: id,
      headers: { 'content-type': 'text/plain' },
    });

  it('lets exactly one of ten PATCHes racing at the same offset write, and the file is exactly the upload', async () => {
    const otherAdmin = await freshAdmin('race');
    const content = pdfOf(CHUNK + 500);
    const id = (await startChunked(otherAdmin, content.length)).body;
    const first = content.subarray(0, CHUNK);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => patchChunk(otherAdmin, id, 0, first, content.length)),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([204, ...Array(9).fill(409)]);
    for (const lost of answers.filter((answer) => answer.statusCode === 409)) {
      expect(['0', String(CHUNK)]).toContain(lost.headers['upload-offset']);
      expect(lost.json().message).toMatch(/déjà en cours d'envoi/);
    }
    expect(statSync(tmpFile(id)).size).toBe(CHUNK);
    // FilePond's way back: HEAD tells where to resume.
    const head = await otherAdmin.request({ method: 'HEAD', url: `/api/filepond?patch=${id}` });
    expect(head.headers['upload-offset']).toBe(String(CHUNK));
    const last = await Promise.all(
      Array.from({ length: 10 }, () =>
        patchChunk(otherAdmin, id, CHUNK, content.subarray(CHUNK), content.length),
      ),
    );
    expect(last.filter((answer) => answer.statusCode === 204)).toHaveLength(1);
    const loaded = await otherAdmin.request({ method: 'GET', url: `/api/filepond?load=${id}` });
    expect(loaded.rawPayload.equals(content)).toBe(true);
    expect(statSync(tmpFile(id)).size).toBe(content.length);
  });

  it('refuses with 413 an upload past the user’s daily quota, in French and English, and counts a reverted one no more', async () => {
    const kept = (await startChunked(admin, 6 * MB)).body;
    const refused = await startChunked(admin, 3 * MB);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().errors.file[0]).toBe(
      "Limite d'envoi atteinte : vous avez envoyé 6 Mo ces dernières 24 heures et la limite est de 8 Mo par utilisateur. Supprimez des fichiers en attente ou réessayez plus tard.",
    );
    const english = await admin.request({
      method: 'POST',
      url: '/api/filepond',
      headers: { 'upload-length': String(3 * MB), 'accept-language': 'en' },
      payload: '',
    });
    expect(english.json().errors.file[0]).toMatch(/^Upload limit reached: you sent 6 MB/);
    // A whole file counts too.
    expect((await processUpload(admin, pdfOf(3 * MB), 'plan.pdf')).statusCode).toBe(413);
    expect((await revert(admin, kept)).statusCode).toBe(204);
    expect((await processUpload(admin, pdfOf(3 * MB), 'plan.pdf')).statusCode).toBe(200);
  });

  it('refuses with 413 an upload past the corporation’s daily quota though its user is under their own', async () => {
    // The admin has 3 MB counted (previous test); the corporation allows 10 MB, a user 8 MB.
    expect((await startChunked(user, 6 * MB)).statusCode).toBe(200);
    const refused = await startChunked(user, 2 * MB);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().errors.file[0]).toMatch(
      /^Limite d'envoi de votre société atteinte : 9 Mo envoyés ces dernières 24 heures, la limite est de 10 Mo/,
    );
    // Another corporation is not concerned.
    expect((await startChunked(await freshAdmin('elsewhere'), 2 * MB)).statusCode).toBe(200);
  });

  it('refuses a too-large video at its first chunk, before the rest is sent', async () => {
    const otherAdmin = await freshAdmin('video');
    const length = 5 * CHUNK;
    const id = (await startChunked(otherAdmin, length)).body;
    const first = Buffer.concat([WEBM_BYTES, Buffer.alloc(CHUNK - WEBM_BYTES.length)]);
    const refused = await patchChunk(otherAdmin, id, 0, first, length);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.file[0]).toBe(
      'Le fichier envoyé est trop volumineux : 2 Mo au plus pour ce type de fichier.',
    );
    expect(pending()).not.toContain(id);
    expect((await patchChunk(otherAdmin, id, CHUNK, first, length)).statusCode).toBe(404);
    // Sent whole, it is stopped at the limit too, and nothing stays.
    const whole = await processUpload(
      otherAdmin,
      Buffer.concat([WEBM_BYTES, Buffer.alloc(3 * MB)]),
      'film.webm',
    );
    expect(whole.statusCode).toBe(422);
    expect(whole.json().errors.file[0]).toMatch(/2 Mo au plus/);
    expect(pending().filter((name) => !name.startsWith('.'))).not.toContain(whole.body);
  });

  it('refuses a decompression bomb from its header, fast', async () => {
    const otherAdmin = await freshAdmin('bomb');
    const bomb = pngBomb(30_000, 30_000);
    expect(bomb.length).toBeLessThan(2000);
    const started = Date.now();
    const response = await processUpload(otherAdmin, bomb, 'bomb.png');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.file[0]).toBe(
      'Le fichier envoyé est une image trop grande (30000 × 30000 pixels) : 4096 × 3072 pixels au plus.',
    );
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('refuses a decompression bomb inside a zip of turntable pictures, leaving no extracted entry', async () => {
    const tree = await buildCorporationTree(ctx.db, 'zipbomb');
    const owner = await signedInAgent(ctx.app, tree.adminEmail, FACTORY_PASSWORD);
    const zip = buildZip([{ name: 'v360/00.png', content: pngBomb(30_000, 30_000) }]);
    const response = await owner.request({
      method: 'POST',
      url: `/api/units/${tree.unit}/v360`,
      ...multipartBody([{ name: 'file', filename: 'v360.zip', content: zip, type: 'application/zip' }]),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.files[0]).toMatch(/v360\/00\.png \(> 4096 × 3072 pixels\)/);
    expect(pending().filter((name) => name.startsWith('entries-') || name.startsWith('media-'))).toEqual([]);
  });

  it('sweeps stale chunked uploads on its timer, with no other upload, and keeps fresh ones', async () => {
    const otherAdmin = await freshAdmin('sweep');
    const stale = (await startChunked(otherAdmin, 2 * CHUNK)).body;
    expect((await patchChunk(otherAdmin, stale, 0, pdfOf(CHUNK), 2 * CHUNK)).statusCode).toBe(204);
    const fresh = (await startChunked(otherAdmin, 2 * CHUNK)).body;
    await ctx.db
      .updateTable('temporary_uploads')
      .set({ created_at: new Date(Date.now() - 2 * 24 * 3600 * 1000).toISOString() })
      .where('id', '=', stale)
      .execute();
    const sweeper = createUploadSweeper({
      area: uploadAreaOf(ctx.app),
      log: { info: () => undefined, error: () => undefined },
      everyMs: 20,
    });
    sweeper.start();
    try {
      await vi.waitFor(() => expect(pending()).not.toContain(stale), { timeout: 5000, interval: 20 });
    } finally {
      await sweeper.stop();
    }
    expect(
      (await otherAdmin.request({ method: 'HEAD', url: `/api/filepond?patch=${stale}` })).statusCode,
    ).toBe(404);
    expect(pending()).toContain(fresh);
  });
});

describe('a server process', { timeout: 120_000 }, () => {
  it('sweeps what a crashed upload left in the temporary folder, with no upload coming', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vitrine-sweep-'));
    const left = join(dir, 'storage', TMP_FOLDER, 'a'.repeat(32));
    mkdirSync(dirname(left), { recursive: true });
    writeFileSync(left, 'half an upload');
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600 * 1000);
    utimesSync(left, twoDaysAgo, twoDaysAgo);
    const child = spawnTs(SERVER_ENTRY, [], {
      DATABASE_URL: join(dir, 'db.sqlite'),
      STORAGE_DIR: join(dir, 'storage'),
      WEB_DIST_DIR: join(dir, 'web'),
      SESSION_SECRET: 'a-session-secret-of-at-least-32-chars',
      DEMO: '0',
      PORT: '0',
      HOST: '127.0.0.1',
    });
    const finished = collect(child);
    try {
      await waitForOutput(child, /listening on/);
      await vi.waitFor(() => expect(existsSync(left)).toBe(false), { timeout: 30_000, interval: 100 });
    } finally {
      child.kill('SIGTERM');
      await finished;
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
