import { afterEach, describe, expect, it, vi } from 'vitest';
import { FrameLoadError, FrameLoader, type FrameLoaderOptions } from './frame-loader.ts';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => vi.restoreAllMocks());

/** A loader whose downloads wait until the test lets them finish. */
function pendingLoader(options: Partial<FrameLoaderOptions>) {
  const started: string[] = [];
  const pending = new Map<string, () => void>();
  const accepted: string[] = [];
  const loader = new FrameLoader({
    urlsFor: (frame, width) => [`${frame}@${width}`],
    fetchFrame: (url) =>
      new Promise((resolve) => {
        started.push(url);
        pending.set(url, () => resolve(new Blob([url])));
      }),
    accept: async (frame, width) => {
      accepted.push(`${frame}@${width}`);
    },
    ...options,
  });
  const finish = async (...urls: string[]) => {
    for (const url of urls) {
      pending.get(url)?.();
      pending.delete(url);
    }
    await flush();
  };
  return { loader, started, accepted, finish, pending };
}

describe('FrameLoader', () => {
  it('downloads the current preview alone, then every other preview at once, then the sharper widths a few at a time', async () => {
    const { loader, started, finish } = pendingLoader({ startFrame: 5, fullWidth: 1920, concurrency: 2 });
    expect(started).toEqual(['5@960']);
    await finish('5@960');
    expect(started).toHaveLength(29);
    expect(started.slice(0, 5)).toEqual(['5@960', '6@960', '4@960', '7@960', '3@960']);
    await finish(...started.slice(1, 28));
    // one preview still on its way: no sharper width yet
    expect(started).toHaveLength(29);
    await finish(started[28] as string);
    expect(loader.isComplete).toBe(true);
    expect(started.slice(29)).toEqual(['5@1920', '6@1920']);
    loader.dispose();
  });

  it('can keep the previews to a few at a time too', async () => {
    const { loader, started, finish } = pendingLoader({
      startFrame: 5,
      concurrency: 2,
      previewConcurrency: 3,
    });
    await finish('5@960');
    expect(started).toEqual(['5@960', '6@960', '4@960', '7@960']);
    loader.dispose();
  });

  it('uses the connection again while a downloaded frame decodes, and counts it once decoded', async () => {
    let decoded = () => {};
    const progress: number[] = [];
    const { loader, started, finish } = pendingLoader({
      concurrency: 2,
      previewConcurrency: 2,
      accept: () =>
        new Promise<void>((resolve) => {
          decoded = resolve;
        }),
      onProgress: (settled) => progress.push(settled),
    });
    await finish('0@960');
    expect(started).toEqual(['0@960', '1@960', '28@960']);
    expect(progress).toEqual([]);
    decoded();
    await flush();
    expect(progress).toEqual([1]);
    loader.dispose();
  });

  it('reorders what is still waiting when the visitor turns the model', async () => {
    const { loader, started, finish } = pendingLoader({
      startFrame: 0,
      concurrency: 1,
      previewConcurrency: 1,
    });
    loader.prioritise(20);
    await finish('0@960');
    expect(started).toEqual(['0@960', '20@960']);
    loader.dispose();
  });

  it('reports progress once per frame that gets its first picture', async () => {
    const progress: number[] = [];
    const { loader, finish, started } = pendingLoader({
      fullWidth: 1920,
      onProgress: (n) => progress.push(n),
    });
    for (let round = 0; round < 40 && !started.includes('0@1920'); round++) await finish(...started);
    await finish('0@1920');
    expect(progress).toEqual(Array.from({ length: 29 }, (_, index) => index + 1));
    loader.dispose();
  });

  it('asks for the zoomed-in width of the current frame once the widths change', async () => {
    const { loader, started, finish } = pendingLoader({ fullWidth: 960 });
    for (let round = 0; round < 40 && !loader.isComplete; round++) await finish(...started);
    const before = started.length;
    loader.setWidths(960, 3820);
    expect(started.slice(before)).toEqual(['0@3820', '1@3820', '28@3820']);
    loader.dispose();
  });

  it('tries the next url, counts a failed frame as settled and logs it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const progress: number[] = [];
    const accepted: string[] = [];
    const loader = new FrameLoader({
      urlsFor: (frame) => [`${frame}.webp`, `${frame}.jpg`],
      fetchFrame: async (url) => {
        if (url.endsWith('.webp')) throw new FrameLoadError(url, 'http');
        if (url === '3.jpg') throw new FrameLoadError(url, 'network');
        return new Blob([url]);
      },
      accept: async (frame, width, blob) => {
        if ((await blob.text()) === '4.jpg') throw new Error('not an image');
        accepted.push(`${frame}@${width}`);
      },
      onProgress: (settled) => progress.push(settled),
    });
    await vi.waitFor(() => expect(loader.isComplete).toBe(true));
    expect(progress.at(-1)).toBe(29);
    expect(accepted).toHaveLength(27);
    expect(loader.settledWidth(3)).toBe(960);
    expect(error).toHaveBeenCalledWith('Erreur réseau image', 3);
    expect(error).toHaveBeenCalledWith('Erreur de chargement image', 4);
  });

  it('on a slow connection previews the rest of the turn at 480 px, then makes every frame sharp', async () => {
    const sharp = vi.fn();
    const { loader, started, finish } = pendingLoader({
      fullWidth: 1920,
      previewWidth: 480,
      concurrency: 2,
      previewConcurrency: 2,
      onSharp: sharp,
    });
    expect(started).toEqual(['0@960']);
    await finish('0@960');
    expect(started).toEqual(['0@960', '1@480', '28@480']);
    for (let round = 0; round < 40 && !loader.isComplete; round++) await finish(...started);
    expect(started.filter((url) => url.endsWith('@480'))).toHaveLength(28);
    expect(sharp).not.toHaveBeenCalled();
    for (let round = 0; round < 40 && !sharp.mock.calls.length; round++) await finish(...started);
    expect(started.filter((url) => url.endsWith('@1920'))).toHaveLength(29);
    expect(sharp).toHaveBeenCalledTimes(1);
    loader.dispose();
  });

  it('takes the 960-px frames of a view stored before the 480-px preview existed, asking for 480 no more', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const asked: string[] = [];
    const accepted: string[] = [];
    const loader = new FrameLoader({
      urlsFor: (frame, width) => [`${frame}-${width}.webp`, `${frame}-${width}.jpg`],
      fetchFrame: async (url) => {
        asked.push(url);
        if (url.includes('-480.')) throw new FrameLoadError(url, 'http');
        return new Blob([url]);
      },
      accept: async (frame, width) => {
        accepted.push(`${frame}@${width}`);
      },
      fullWidth: 960,
      previewWidth: 480,
      concurrency: 1,
      previewConcurrency: 1,
    });
    await vi.waitFor(() => expect(loader.isComplete).toBe(true));
    expect(accepted).toHaveLength(29);
    expect(accepted.every((entry) => entry.endsWith('@960'))).toBe(true);
    // frame 1 found the preview missing; every later frame went straight to 960 px
    expect(asked.filter((url) => url.includes('-480.'))).toEqual(['1-480.webp', '1-480.jpg']);
    expect(loader.settledWidth(1)).toBe(960);
    expect(error).not.toHaveBeenCalled();
  });

  it('stops downloading and accepts nothing once disposed', async () => {
    const { loader, started, accepted, finish } = pendingLoader({});
    loader.dispose();
    await finish(...started);
    expect(accepted).toEqual([]);
    expect(started).toEqual(['0@960']);
  });
});
