import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadV360Config } from './v360-config.ts';

function answer(body: unknown, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    ),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('loadV360Config', () => {
  it('reads totalImages from the folder’s config.json', async () => {
    answer({ totalImages: 36 });
    expect(await loadV360Config('/storage/v360/sambre/a/a.1.02')).toEqual({ totalImages: 36 });
    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toBe('/storage/v360/sambre/a/a.1.02/config.json');
  });

  it.each([
    ['a 404', { message: 'Not found' }, 404],
    ['a config without totalImages', { images: 36 }, 200],
    ['a zero image count', { totalImages: 0 }, 200],
  ])('is null and logs for %s', async (_case, body, status) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answer(body, status);
    expect(await loadV360Config('/storage/v360/p/b/u')).toBeNull();
    expect(log).toHaveBeenCalledOnce();
  });

  it('is null when the network fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await loadV360Config('/storage/v360/p/b/u')).toBeNull();
  });
});
