import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAgent, type TestAgent } from '../features/auth/test-agent.ts';
import {
  buildCorporationTree,
  buildPicture,
  type CorporationTree,
  FACTORY_PASSWORD,
} from '../features/resources/test-factories.ts';
import { uploadId } from '../features/uploads/test-uploads.ts';
import { testDatabases } from '../test/databases.ts';
import { useTestApp } from '../test/test-app.ts';

const INDEX = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';

describe.each(testDatabases())('a separate media origin (MEDIA_URL) on $name', ({ dialect }) => {
  const ctx = useTestApp(dialect, {
    env: { MEDIA_URL: 'https://media.example.com/' },
    webFiles: { 'index.html': INDEX },
  });
  let tree: CorporationTree;
  let admin: TestAgent;

  beforeAll(async () => {
    tree = await buildCorporationTree(ctx.db, 'cdn');
    admin = await signedInAgent(ctx.app, tree.adminEmail, FACTORY_PASSWORD);
  });

  it('gives out every stored file’s URL on the media origin, which the app still serves inert under /storage', async () => {
    const id = await uploadId(admin, await buildPicture(10, 10, 'jpeg'), 'logo.jpg');
    const response = await admin.request({
      method: 'PUT',
      url: `/api/settings/${tree.settings.domain}`,
      payload: { image: [id] },
    });
    expect(response.statusCode, response.body).toBe(200);
    const url = response.json().data.image.url as string;
    expect(url).toMatch(/^https:\/\/media\.example\.com\/files\/settings\/logo-[0-9a-f]{8}\.jpg$/);

    // The CDN's origin may be this app: the same path under /storage answers, inert.
    const pulled = await ctx.app.inject({
      method: 'GET',
      url: url.replace('https://media.example.com', '/storage'),
    });
    expect(pulled.statusCode).toBe(200);
    expect(pulled.headers['content-type']).toBe('image/jpeg');
    expect(pulled.headers['content-security-policy']).toMatch(/; sandbox$/);
  });

  it('lets the app’s pages show pictures and media and fetch files from the media origin, and nothing else from it', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    const policy = Object.fromEntries(
      String(page.headers['content-security-policy'])
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name, ...sources]) => [name, sources]),
    );
    for (const directive of ['img-src', 'media-src', 'connect-src'])
      expect(policy[directive], directive).toContain('https://media.example.com');
    for (const directive of ['script-src', 'default-src', 'style-src', 'frame-src'])
      expect(policy[directive], directive).not.toContain('https://media.example.com');
  });
});
