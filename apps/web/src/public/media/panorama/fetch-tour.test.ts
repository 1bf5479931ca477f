// @vitest-environment jsdom

import { TourParseError } from '@vitrine/core/krpano/krpano-tour';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchTour } from './fetch-tour.ts';

const XML = '<krpano><scene name="a"><image><sphere url="a.jpg"/></image></scene></krpano>';
const BASE = 'http://site.test/cyclorama';

function answer(body: string, init: ResponseInit) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, init)),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('fetchTour', () => {
  it.each([
    ['application/xml', 'application/xml'],
    ['text/xml with a charset', 'text/xml; charset=utf-8'],
  ])('parses a tour served as %s, resolving URLs against the tour.xml', async (_case, type) => {
    answer(XML, { status: 200, headers: { 'content-type': type } });
    const tour = await fetchTour('/storage/cyclorama/sambre/tour.xml', { base: BASE });
    expect(tour?.scenes[0]?.image).toEqual({
      kind: 'sphere',
      url: 'http://site.test/storage/cyclorama/sambre/a.jpg',
    });
  });

  it.each([
    ['the SPA page (text/html)', XML, 200, 'text/html'],
    ['a 404 with an XML type', XML, 404, 'application/xml'],
    ['no content type', XML, 200, ''],
  ])('is null for %s', async (_case, body, status, type) => {
    answer(body, { status, headers: type ? { 'content-type': type } : {} });
    expect(await fetchTour('/tour.xml', { base: BASE })).toBeNull();
  });

  it('is null when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await fetchTour('/tour.xml', { base: BASE })).toBeNull();
  });

  it('rethrows when the request was aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new DOMException('aborted', 'AbortError'))),
    );
    await expect(fetchTour('/tour.xml', { base: BASE, signal: controller.signal })).rejects.toThrow(
      'aborted',
    );
  });

  it('throws a parse error for an XML answer that is not a krpano tour', async () => {
    answer('<html/>', { status: 200, headers: { 'content-type': 'application/xml' } });
    await expect(fetchTour('/tour.xml', { base: BASE })).rejects.toBeInstanceOf(TourParseError);
  });

  it('reads the scenes of the files tour.xml includes, from the same site only', async () => {
    const files: Record<string, string> = {
      'http://site.test/v/tour.xml':
        '<krpano><include url="skin/skin.xml"/><include url="https://cdn.test/x.xml"/><include url="scenes.xml"/></krpano>',
      'http://site.test/v/skin/skin.xml': '<krpano><style name="s"/></krpano>',
      'http://site.test/v/scenes.xml':
        '<krpano><scene name="b"><image><sphere url="b.jpg"/></image></scene></krpano>',
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        files[url]
          ? new Response(files[url], { status: 200, headers: { 'content-type': 'application/xml' } })
          : new Response('', { status: 404 }),
      ),
    );
    const tour = await fetchTour('/v/tour.xml', { base: BASE });
    expect(tour?.scenes.map((scene) => scene.name)).toEqual(['b']);
    expect(vi.mocked(fetch).mock.calls.map(([url]) => url)).not.toContain('https://cdn.test/x.xml');
  });

  it('sends credentials and the XHR header', async () => {
    answer(XML, { status: 200, headers: { 'content-type': 'application/xml' } });
    await fetchTour('/t.xml', { base: BASE });
    const [url, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(url).toBe('http://site.test/t.xml');
    expect(init?.credentials).toBe('include');
    expect(new Headers(init?.headers).get('X-Requested-With')).toBe('XMLHttpRequest');
  });
});
