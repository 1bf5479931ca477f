import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.ts';

const PRELOAD =
  '<link rel="preload" href="/domain?include=pages" as="fetch" crossorigin="use-credentials" data-public-preload>\n';
const INDEX = `<!doctype html><html><head>${PRELOAD}</head><body><div id="root"></div><script src="/assets/app-3f2a1b.js"></script></body></html>`;
const ADMIN_INDEX = INDEX.replace(PRELOAD, '');

describe('the built web app', () => {
  const ctx = useTestApp('sqlite', {
    webFiles: {
      'index.html': INDEX,
      'assets/app-3f2a1b.js': 'console.log("app")',
      'assets/app-3f2a1b.js.br': 'brotli bytes of the build',
      'assets/app-3f2a1b.css': 'body{margin:0}',
      'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    },
    storageFiles: { 'files/logo.png': 'png' },
  });
  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers });

  it('answers index.html, revalidated on each visit, for every page path', async () => {
    for (const [url, html] of [
      ['/', INDEX],
      ['/orbital', INDEX],
      ['/orbital/tilleuls/a/1/A11?showUnit=true', INDEX],
      ['/contact', INDEX],
      ['/gallery', INDEX],
      ['/visites-virtuelles/2', INDEX],
      ['/admin', ADMIN_INDEX],
      ['/admin/units', ADMIN_INDEX],
      ['/login', ADMIN_INDEX],
    ]) {
      const response = await get(url as string, { accept: 'text/html' });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toBe(html);
    }
  });

  it("sends the build's pre-compressed file when the browser accepts it", async () => {
    const brotli = await get('/assets/app-3f2a1b.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.body).toBe('brotli bytes of the build');
    const plain = await get('/assets/app-3f2a1b.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("app")');
  });

  it('protects pages with a Content Security Policy that only allows our own scripts', async () => {
    const response = await get('/');
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('lets other sites frame the public 360 viewer of a unit', async () => {
    const response = await get('/iframe/unit/1');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX);
    expect(response.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(response.headers['x-frame-options']).toBeUndefined();
  });

  it('caches hashed assets for a year and other files for an hour', async () => {
    const script = await get('/assets/app-3f2a1b.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await get('/favicon.svg');
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('keeps JSON 404s for unknown API, storage and asset paths, and for other methods', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['GET', '/api'],
      ['GET', '/storage/files/missing.png'],
      ['GET', '/assets/missing-123.js'],
      ['POST', '/orbital'],
      ['DELETE', '/contact'],
    ] as const) {
      const response = await ctx.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json(), `${method} ${url}`).toEqual({ message: 'Ressource introuvable.' });
    }
  });
});

describe('without a built web app', () => {
  const ctx = useTestApp('sqlite');

  it('answers page paths with a JSON 404 instead of failing', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/orbital' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Ressource introuvable.' });
  });
});
