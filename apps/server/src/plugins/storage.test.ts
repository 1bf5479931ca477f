import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.ts';

const PNG = Buffer.from('89504e470d0a1a0a', 'hex');

describe('files under /storage', () => {
  const ctx = useTestApp('sqlite', {
    storageFiles: {
      'cyclorama/demo/tour.xml': '<krpano><scene name="s"/></krpano>',
      'polygons/p/a/index.json': '{"a":[]}',
      'orbitals/p/a/full/00.webp': Buffer.from('RIFF0000WEBP'),
      'orbitals/p/a/full/00.jpg': Buffer.from('ffd8ffe0', 'hex'),
      'files/logo.png': PNG,
      'files/plan.pdf': '%PDF-1.7',
      'files/with space.png': PNG,
      '.env': 'SECRET=1',
      // Left by a tour upload before the archive policy: script and a page that read as a GIF.
      'vtour/old/1/evil.js': 'GIF89a=1;alert(document.domain)//',
      'vtour/old/1/evil.html': 'GIF89a<script src="evil.js"></script>',
      'vtour/old/1/evil.css': 'body{background:url(//evil.example)}',
      'vtour/old/1/noextension': '<script>alert(1)</script>',
      'files/old.svg': '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
    },
  });
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it('serves each file with its content type; uploads are immutable for a year, media replaced in place are revalidated', async () => {
    const immutable = 'public, max-age=31536000, immutable';
    const revalidated = 'public, no-cache';
    const expected: Record<string, [string, string]> = {
      '/storage/cyclorama/demo/tour.xml': ['application/xml; charset=utf-8', revalidated],
      '/storage/polygons/p/a/index.json': ['application/json; charset=utf-8', revalidated],
      '/storage/orbitals/p/a/full/00.webp': ['image/webp', revalidated],
      '/storage/orbitals/p/a/full/00.jpg': ['image/jpeg', revalidated],
      '/storage/files/logo.png': ['image/png', immutable],
      '/storage/files/plan.pdf': ['application/pdf', immutable],
      '/storage/files/with%20space.png': ['image/png', immutable],
    };
    for (const [url, [type, cache]] of Object.entries(expected)) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toBe(type);
      expect(response.headers['cache-control'], url).toBe(cache);
    }
    expect((await get('/storage/cyclorama/demo/tour.xml')).body).toContain('<krpano>');
  });

  it('answers a 304 for an unchanged tour file, and the new content once the tour is replaced', async () => {
    const url = '/storage/vtour/demo/1/tour.xml';
    const file = join(ctx.dir, 'storage', 'vtour/demo/1/tour.xml');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, '<krpano><scene name="old"/></krpano>');
    const first = await get(url);
    const etag = String(first.headers.etag);
    const again = await ctx.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);

    writeFileSync(file, '<krpano><scene name="new-and-longer"/></krpano>');
    const replaced = await ctx.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.body).toContain('new-and-longer');
  });

  it('answers a 404 for a missing file and never lists a folder', async () => {
    for (const url of ['/storage/files/missing.png', '/storage/files/', '/storage/files', '/storage/']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('logo.png');
    }
  });

  it('never serves a file outside the storage folder, however the path is encoded', async () => {
    writeFileSync(join(ctx.dir, 'outside.txt'), 'TOP SECRET');
    const attempts = [
      '/storage/../outside.txt',
      '/storage/..%2foutside.txt',
      '/storage/..%2Foutside.txt',
      '/storage/%2e%2e/outside.txt',
      '/storage/%2e%2e%2foutside.txt',
      '/storage/files/..%2f..%2foutside.txt',
      '/storage/files/%2e%2e%5c%2e%2e%5coutside.txt',
      '/storage/..%252foutside.txt',
      '/storage/.env',
    ];
    for (const url of attempts) {
      const response = await get(url);
      expect([403, 404], url).toContain(response.statusCode);
      expect(response.body, url).not.toContain('TOP SECRET');
      expect(response.body, url).not.toContain('SECRET=1');
    }
  });

  it('sends every stored file inert: nosniff, a sandboxing policy, and a download for any kind it does not show', async () => {
    const shown: Record<string, string> = {
      '/storage/files/logo.png': 'image/png',
      '/storage/files/plan.pdf': 'application/pdf',
      '/storage/files/old.svg': 'image/svg+xml; charset=utf-8',
      '/storage/cyclorama/demo/tour.xml': 'application/xml; charset=utf-8',
      '/storage/polygons/p/a/index.json': 'application/json; charset=utf-8',
    };
    const downloaded = [
      '/storage/vtour/old/1/evil.js',
      '/storage/vtour/old/1/evil.html',
      '/storage/vtour/old/1/evil.css',
      '/storage/vtour/old/1/noextension',
    ];
    for (const url of [...Object.keys(shown), ...downloaded, '/storage/files/missing.html']) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: { host: 'other.example' } });
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['content-security-policy'], url).toBe(
        "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; sandbox",
      );
      if (url.includes('missing')) expect(response.statusCode).toBe(404);
      else if (shown[url]) expect(response.headers['content-type'], url).toBe(shown[url]);
      else {
        expect(response.headers['content-type'], url).toBe('application/octet-stream');
        expect(response.headers['content-disposition'], url).toBe('attachment');
      }
    }
    const again = await get('/storage/files/logo.png');
    const unchanged = await ctx.app.inject({
      method: 'GET',
      url: '/storage/files/logo.png',
      headers: { 'if-none-match': String(again.headers.etag) },
    });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.headers['content-security-policy']).toMatch(/sandbox$/);
  });

  it('builds encoded public URLs from storage paths', () => {
    expect(ctx.app.storage.url('files/with space.png')).toBe('/storage/files/with%20space.png');
  });
});
