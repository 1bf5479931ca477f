import { describe, expect, it, vi } from 'vitest';
import type { DecodedFrame } from './frame-loader.ts';
import { type DecodeAt, FramePictures, type PictureSize } from './frame-pictures.ts';

interface FakePicture {
  source: string;
  width: number;
  height: number;
  quality: ResizeQuality | undefined;
  close: () => void;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const screen = { width: 1920, height: 1080 };
const zoom0 = { width: 1337, height: 756 };

/** Every fake download is stored 960 px wide. */
const STORED = { width: 960, height: 543 };

/** Decodes instantly to an object naming the download and the size it was made at. */
function fakeDecode(decoded: FakePicture[]): DecodeAt {
  return async (blob: Blob, size: PictureSize | null, quality?: ResizeQuality) => {
    const picture = { source: await blob.text(), ...(size ?? STORED), quality, close: vi.fn() };
    decoded.push(picture);
    return picture as unknown as DecodedFrame;
  };
}

function pictures() {
  const decoded: FakePicture[] = [];
  const drawn: number[] = [];
  const store = new FramePictures({ decode: fakeDecode(decoded), onPicture: (frame) => drawn.push(frame) });
  store.setSize(zoom0, screen.width * screen.height);
  const shown = (frame: number) => store.get(frame) as unknown as FakePicture | undefined;
  return { store, decoded, drawn, shown };
}

describe('FramePictures', () => {
  it('shows the first download as stored at once, then makes it again at the drawn size', async () => {
    const { store, shown, drawn, decoded } = pictures();
    await store.add(4, 960, new Blob(['4@960']));
    expect(decoded[0]).toMatchObject({ source: '4@960', ...STORED });
    await vi.waitFor(() => expect(shown(4)).toMatchObject({ source: '4@960', width: 1337, height: 756 }));
    expect(decoded[0]?.close).toHaveBeenCalled();
    expect(drawn).toEqual([4, 4]);
  });

  it('decodes every later download straight to the drawn size', async () => {
    const { store, shown, decoded } = pictures();
    await store.add(4, 960, new Blob(['4@960']));
    await vi.waitFor(() => expect(shown(4)?.width).toBe(1337));
    const before = decoded.length;
    await store.add(5, 960, new Blob(['5@960']));
    expect(decoded.slice(before)).toEqual([expect.objectContaining({ source: '5@960', width: 1337 })]);
    expect(shown(5)).toMatchObject({ width: 1337, height: 756 });
  });

  it('scales a preview up with the plain filter and a sharper download down with the high one', async () => {
    const { store, shown } = pictures();
    await store.add(4, 960, new Blob(['4@960']));
    await vi.waitFor(() => expect(shown(4)).toMatchObject({ width: 1337, quality: 'low' }));
    await store.add(5, 960, new Blob(['5@960']));
    expect(shown(5)).toMatchObject({ width: 1337, quality: 'low' });
    await store.add(5, 1920, new Blob(['5@1920']));
    expect(shown(5)).toMatchObject({ source: '5@1920', width: 1337, quality: 'high' });
  });

  it('replaces a preview with a sharper download, never the other way round', async () => {
    const { store, shown } = pictures();
    await store.add(4, 960, new Blob(['4@960']));
    const preview = shown(4);
    await store.add(4, 1920, new Blob(['4@1920']));
    expect(shown(4)?.source).toBe('4@1920');
    expect(preview?.close).toHaveBeenCalled();
    await store.add(4, 960, new Blob(['4@960 late']));
    expect(shown(4)?.source).toBe('4@1920');
  });

  it('makes pictures for a new drawn size from the sharpest download, current frame first', async () => {
    const { store, shown, decoded } = pictures();
    await store.add(1, 960, new Blob(['1@960']));
    await store.add(1, 1920, new Blob(['1@1920']));
    await store.add(2, 960, new Blob(['2@960']));
    store.setFocus(2);
    const before = decoded.length;
    store.setSize({ width: 1500, height: 848 }, screen.width * screen.height);
    await vi.waitFor(() => expect(decoded.length).toBe(before + 2));
    expect(decoded.slice(before).map((picture) => picture.source)).toEqual(['2@960', '1@1920']);
    expect(shown(1)).toMatchObject({ source: '1@1920', width: 1500 });
  });

  it('keeps showing the old size until the new picture is made', async () => {
    const decoded: FakePicture[] = [];
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const decode = fakeDecode(decoded);
    let gated = false;
    const store = new FramePictures({
      decode: async (blob, size) => {
        if (gated) await gate;
        return decode(blob, size);
      },
      onPicture: () => {},
    });
    store.setSize(zoom0, screen.width * screen.height);
    await store.add(0, 1920, new Blob(['0@1920']));
    await vi.waitFor(() => expect((store.get(0) as unknown as FakePicture).width).toBe(1337));
    gated = true;
    store.setSize({ width: 2000, height: 1131 }, screen.width * screen.height);
    await flush();
    expect((store.get(0) as unknown as FakePicture).width).toBe(1337);
    release();
    await vi.waitFor(() => expect((store.get(0) as unknown as FakePicture).width).toBe(2000));
  });

  it('zoomed far in, keeps pictures only around the current frame', async () => {
    const { store, decoded } = pictures();
    for (let frame = 0; frame < 29; frame++) await store.add(frame, 1920, new Blob([`${frame}`]));
    const small = [...decoded];
    store.setSize({ width: 3820, height: 2160 }, screen.width * screen.height);
    // 29 downloads, the first one made again at the drawn size, then 7 pictures for the zoom
    await vi.waitFor(() => expect(decoded.length).toBe(29 + 1 + 7));
    await flush();
    const kept = Array.from({ length: 29 }, (_, frame) => frame).filter((frame) => store.get(frame));
    expect(kept.filter((frame) => (store.get(frame) as unknown as FakePicture).width === 3820)).toEqual([
      0, 1, 2, 3, 26, 27, 28,
    ]);
    const pixels = kept.reduce((total, frame) => {
      const picture = store.get(frame) as unknown as FakePicture;
      return total + picture.width * picture.height;
    }, 0);
    expect(pixels).toBeLessThanOrEqual(29 * screen.width * screen.height);
    const stillShown = new Set(kept.map((frame) => store.get(frame)));
    for (const picture of small)
      expect(picture.close).toHaveBeenCalledTimes(stillShown.has(picture as unknown as DecodedFrame) ? 0 : 1);
  });

  it('while the model moves, decodes only frames that have no picture yet', async () => {
    const { store, shown } = pictures();
    await store.add(1, 960, new Blob(['1@960']));
    store.setBusy(true);
    await store.add(2, 960, new Blob(['2@960']));
    const upgrade = store.add(1, 1920, new Blob(['1@1920']));
    store.setSize({ width: 1500, height: 848 }, 1920 * 1080);
    await flush();
    expect(shown(2)?.source).toBe('2@960');
    expect(shown(1)).toMatchObject({ source: '1@960', width: 1337 });
    store.setBusy(false);
    await upgrade;
    await vi.waitFor(() => expect(shown(2)?.width).toBe(1500));
    expect(shown(1)).toMatchObject({ source: '1@1920', width: 1500 });
  });
});
