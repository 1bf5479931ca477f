import { PassThrough } from 'node:stream';
import { WRITER_LEASE_MS, WRITER_LEASE_RENEW_MS } from '@vitrine/core/chunked-upload';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { useTestApp } from '../../test/test-app.ts';
import { signedInAgent, type TestAgent } from '../auth/test-agent.ts';
import { buildCorporationTree, FACTORY_PASSWORD, PDF_BYTES } from '../resources/test-factories.ts';
import { patchChunk, startChunked } from './test-uploads-bounds.ts';

const CHUNK = 1_000_000;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testDatabases())("a chunk's writer lease on $name", ({ dialect }) => {
  const ctx = useTestApp(dialect);
  let admin: TestAgent;

  beforeAll(async () => {
    const tree = await buildCorporationTree(ctx.db, 'lease');
    admin = await signedInAgent(ctx.app, tree.adminEmail, FACTORY_PASSWORD);
  });

  it('keeps a slow chunk its lease for as long as its bytes come in, past one lease, and refuses a second writer', async () => {
    const content = Buffer.concat([PDF_BYTES, Buffer.alloc(CHUNK - PDF_BYTES.length, 0x41)]);
    const id = (await startChunked(admin, content.length)).body;
    const slow = new PassThrough();
    const slowAnswer = admin.request({
      method: 'PATCH',
      url: `/api/filepond?patch=${id}`,
      payload: slow,
      headers: {
        'content-type': 'application/offset+octet-stream',
        'upload-offset': '0',
        'upload-length': String(content.length),
        'upload-name': 'lent.pdf',
      },
    });
    const parts = 4;
    const step = Math.ceil(content.length / parts);
    slow.write(content.subarray(0, step));
    // The chunk is still streaming when its first lease would have run out.
    await wait(WRITER_LEASE_MS + WRITER_LEASE_RENEW_MS);
    const rival = await patchChunk(admin, id, 0, content, content.length);
    expect(rival.statusCode).toBe(409);
    expect(rival.headers['upload-offset']).toBe('0');
    for (let part = 1; part < parts; part++) slow.write(content.subarray(part * step, (part + 1) * step));
    slow.end();
    const answer = await slowAnswer;
    expect(answer.statusCode, answer.body).toBe(204);
    const loaded = await admin.request({ method: 'GET', url: `/api/filepond?load=${id}` });
    expect(loaded.rawPayload.equals(content)).toBe(true);
  });
});
