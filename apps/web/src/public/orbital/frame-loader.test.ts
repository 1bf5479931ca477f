import { afterEach, describe, expect, it, vi } from 'vitest';
import { type DecodedFrame, FrameLoadError, FrameLoader } from './frame-loader.ts';

const fakeFrame = (url: string) => ({ url, close: vi.fn() }) as unknown as DecodedFrame;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => vi.restoreAllMocks());

describe('FrameLoader', () => {
  it('loads the current frame first, then its neighbours, a few at a time', async () => {
    const started: string[] = [];
    const loader = new FrameLoader({
      urlsFor: (frame) => [`f${frame}`],
      decode: async (url) => {
        started.push(url);
        return fakeFrame(url);
      },
      concurrency: 2,
      startFrame: 10,
    });
    await vi.waitFor(() => expect(loader.isComplete).toBe(true));
    expect(started.slice(0, 5)).toEqual(['f10', 'f11', 'f9', 'f12', 'f8']);
    expect(loader.get(10)).toBeDefined();
  });

  it('downloads the current frame alone before opening more downloads', async () => {
    const started: number[] = [];
    const pending: (() => void)[] = [];
    const loader = new FrameLoader({
      urlsFor: (frame) => [String(frame)],
      decode: (url) =>
        new Promise((resolve) => {
          started.push(Number(url));
          pending.push(() => resolve(fakeFrame(url)));
        }),
      concurrency: 4,
      startFrame: 5,
    });
    expect(started).toEqual([5]);
    pending.shift()?.();
    await flush();
    expect(started).toEqual([5, 6, 4, 7, 3]);
    loader.dispose();
  });

  it('reorders what is still waiting when the visitor turns the model', async () => {
    const started: number[] = [];
    const pending: (() => void)[] = [];
    const loader = new FrameLoader({
      urlsFor: (frame) => [String(frame)],
      decode: (url) =>
        new Promise((resolve) => {
          started.push(Number(url));
          pending.push(() => resolve(fakeFrame(url)));
        }),
      concurrency: 1,
      startFrame: 0,
    });
    expect(started).toEqual([0]);
    loader.prioritise(20);
    pending.shift()?.();
    await flush();
    expect(started).toEqual([0, 20]);
    loader.dispose();
  });

  it('tries the next url, counts a failed frame as settled and logs it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const progress: number[] = [];
    const loader = new FrameLoader({
      urlsFor: (frame) => [`${frame}.webp`, `${frame}.jpg`],
      decode: async (url) => {
        if (url.endsWith('.webp')) throw new FrameLoadError(url, 'http');
        if (url === '3.jpg') throw new FrameLoadError(url, 'network');
        return fakeFrame(url);
      },
      onProgress: (settled) => progress.push(settled),
    });
    await vi.waitFor(() => expect(loader.isComplete).toBe(true));
    expect(progress.at(-1)).toBe(29);
    expect(loader.get(3)).toBeUndefined();
    expect((loader.get(4) as unknown as { url: string }).url).toBe('4.jpg');
    expect(error).toHaveBeenCalledWith('Erreur réseau image', 3);
  });

  it('only loads requested frames when not loading everything, keeping a few', async () => {
    const frames: DecodedFrame[] = [];
    const loader = new FrameLoader({
      urlsFor: (frame) => [String(frame)],
      decode: async (url) => {
        const frame = fakeFrame(url);
        frames.push(frame);
        return frame;
      },
      loadAll: false,
      maxKept: 2,
    });
    for (const frame of [1, 2, 3]) {
      loader.request(frame);
      await vi.waitFor(() => expect(loader.get(frame)).toBeDefined());
    }
    expect(loader.get(1)).toBeUndefined();
    expect((frames[0] as unknown as { close: () => void }).close).toHaveBeenCalled();
    loader.dispose();
  });
});
