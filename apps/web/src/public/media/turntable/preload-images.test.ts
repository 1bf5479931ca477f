import { afterEach, describe, expect, it, vi } from 'vitest';
import { type PreloadProgress, preloadAll } from './preload-images.ts';

afterEach(() => vi.restoreAllMocks());

describe('preloadAll', () => {
  it('loads every image and reports progress after each', async () => {
    const seen: PreloadProgress[] = [];
    const images = await preloadAll(
      ['a', 'b', 'c'],
      (progress) => seen.push(progress),
      async (url) => url.toUpperCase(),
    );
    expect(images).toEqual(['A', 'B', 'C']);
    expect(seen.map((progress) => progress.settled)).toEqual([0, 1, 2, 3]);
    expect(seen.at(-1)).toEqual({ settled: 3, failed: 0, total: 3 });
  });

  it('logs and counts failures without throwing, keeping the other images', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const seen: PreloadProgress[] = [];
    const images = await preloadAll(
      ['ok', 'broken'],
      (progress) => seen.push(progress),
      async (url) => {
        if (url === 'broken') throw new Error('404');
        return url;
      },
    );
    expect(images).toEqual(['ok', null]);
    expect(seen.at(-1)).toEqual({ settled: 2, failed: 1, total: 2 });
    expect(log).toHaveBeenCalledOnce();
  });

  it('settles at once for no image', async () => {
    const seen: PreloadProgress[] = [];
    expect(
      await preloadAll(
        [],
        (progress) => seen.push(progress),
        async () => 1,
      ),
    ).toEqual([]);
    expect(seen).toEqual([{ settled: 0, failed: 0, total: 0 }]);
  });
});
