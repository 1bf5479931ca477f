import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../test/databases.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { signedInAgent, type TestAgent } from '../../auth/test-agent.ts';
import { uploadId, WEBM_BYTES } from '../../uploads/test-uploads.ts';
import { buildCorporationTree, type CorporationTree, FACTORY_PASSWORD } from '../test-factories.ts';

describe.each(testDatabases())('a video format given by url on $name', ({ dialect }) => {
  const ctx = useTestApp(dialect);
  let tree: CorporationTree;
  let admin: TestAgent;

  beforeAll(async () => {
    tree = await buildCorporationTree(ctx.db, 'films');
    admin = await signedInAgent(ctx.app, tree.adminEmail, FACTORY_PASSWORD);
  });

  it('is refused under its url when it names no file of the video, instead of being dropped', async () => {
    const response = await admin.request({
      method: 'POST',
      url: '/api/videos',
      payload: {
        domain_id: tree.domain,
        formats: [{ type: 'video/mp4', url: 'https://cdn.example.test/a.mp4' }],
      },
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors['formats.0.url']).toEqual([
      'Le lien ne désigne aucun fichier de cette vidéo : envoyez le fichier vidéo.',
    ]);
  });

  it('keeps a file of the video named by its url when the video is saved again', async () => {
    const created = await admin.request({
      method: 'POST',
      url: '/api/videos',
      payload: {
        domain_id: tree.domain,
        formats: [{ type: 'video/webm', upload: [await uploadId(admin, WEBM_BYTES, 'film.webm')] }],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, formats } = created.json().data;
    const saved = await admin.request({
      method: 'PUT',
      url: `/api/videos/${id}`,
      payload: { formats: [...formats, { type: 'video/mp4', url: '/storage/files/videos/ailleurs.mp4' }] },
    });
    expect(saved.statusCode).toBe(422);
    expect(Object.keys(saved.json().errors)).toEqual(['formats.1.url']);

    const kept = await admin.request({ method: 'PUT', url: `/api/videos/${id}`, payload: { formats } });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data.formats).toEqual(formats);
  });
});
