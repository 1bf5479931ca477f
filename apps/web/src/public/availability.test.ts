import { afterEach, describe, expect, it, vi } from 'vitest';
import { cycloramaTourUrl, isXmlAvailable, virtualTourUrl } from './availability.ts';

afterEach(() => vi.unstubAllGlobals());

const answer = (status: number, type: string) =>
  new Response('<krpano/>', { status, headers: { 'content-type': type } });

describe('tour availability', () => {
  it("names tour files by the domain's id, never its name", () => {
    expect(cycloramaTourUrl({ id: 7 })).toBe('/storage/domains/7/cyclorama/tour.xml');
    expect(virtualTourUrl({ id: 7 }, 1)).toBe('/storage/domains/7/vtour/1/tour.xml');
  });

  it('is available only when the file answers with an XML content type', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(answer(200, 'application/xml')));
    expect(await isXmlAvailable('/x.xml')).toBe(true);
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(answer(200, 'text/xml; charset=utf-8')));
    expect(await isXmlAvailable('/x.xml')).toBe(true);
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(answer(200, 'text/html')));
    expect(await isXmlAvailable('/x.xml')).toBe(false);
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(answer(404, 'application/xml')));
    expect(await isXmlAvailable('/x.xml')).toBe(false);
  });

  it('treats a failed check as unavailable', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValueOnce(new TypeError('offline')));
    expect(await isXmlAvailable('/x.xml')).toBe(false);
  });
});
