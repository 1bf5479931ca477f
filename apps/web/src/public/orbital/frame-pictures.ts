import { frameDistance, framesOutwardFrom } from '@vitrine/core/frame-loading';
import { FRAME_COUNT } from '@vitrine/core/orbital';
import type { DecodedFrame } from './frame-loader.ts';
import { nextRescale, type PictureTag, replacesPicture, scaledReach } from './frame-plan.ts';
import { frameBucket, pictureSize } from './render-frame-layer.ts';

export interface PictureSize {
  width: number;
  height: number;
}

/**
 * Decodes a downloaded frame straight to `size` (null: as stored) with a filter of `quality`;
 * rejects when it is no image.
 */
export type DecodeAt = (
  blob: Blob,
  size: PictureSize | null,
  quality?: ResizeQuality,
) => Promise<DecodedFrame>;

/**
 * The filter to scale a download `width` px wide to `size`: a download narrower than it is drawn
 * (the turn's previews) is scaled up with the plain bilinear filter. The sharp download replaces
 * it soon, and the 'high' filter made decoding the 28 previews take 735–870 ms against 620 ms
 * (2 cores) while the whole turn waited for them.
 */
export function resizeQualityFor(width: number, size: PictureSize): ResizeQuality {
  return width < size.width ? 'low' : 'high';
}

/**
 * createImageBitmap from the compressed bytes: Chromium decodes and scales on another thread,
 * while scaling an already decoded bitmap would block the page.
 */
export const decodeAt: DecodeAt = async (blob, size, quality = 'high') => {
  if (typeof createImageBitmap === 'function') {
    return size
      ? createImageBitmap(blob, {
          resizeWidth: size.width,
          resizeHeight: size.height,
          resizeQuality: quality,
        })
      : createImageBitmap(blob);
  }
  const image = new Image();
  image.src = URL.createObjectURL(blob);
  await image.decode();
  return image;
};

/** The size tag of a picture decoded as stored (frameBucket gives "<width>x<height>"). */
const UNSIZED = 'as-stored';

interface Picture extends PictureTag {
  image: DecodedFrame;
}

export interface FramePicturesOptions {
  decode?: DecodeAt;
  /** A frame has a new picture to draw. */
  onPicture: (frame: number) => void;
}

/**
 * One picture per frame, decoded at the size it is drawn so that drawing is a plain copy. Keeps
 * the sharpest download of each frame (compressed, a few MB for all 29) to make pictures for a
 * new drawn size, the current frame first, one at a time.
 */
export class FramePictures {
  private readonly sources = new Map<number, { width: number; blob: Blob }>();
  private readonly pictures = new Map<number, Picture>();
  private readonly decode: DecodeAt;
  private size: PictureSize | null = null;
  private bucket = '';
  private screenPixels = 1;
  private focus = 0;
  private rescaling = false;
  private busy = false;
  private wake: (() => void) | null = null;
  private idle: Promise<void> | null = null;
  private disposed = false;

  constructor(private readonly options: FramePicturesOptions) {
    this.decode = options.decode ?? decodeAt;
  }

  get drawnBucket(): string {
    return this.bucket;
  }

  get(frame: number): DecodedFrame | undefined {
    return this.pictures.get(frame)?.image;
  }

  /** Sets the size frames are drawn at (device px) and the screen's size, which bounds memory. */
  setSize(size: PictureSize, screenPixels: number): void {
    this.screenPixels = Math.max(1, screenPixels);
    const bucket = frameBucket(size);
    if (bucket === this.bucket) return;
    this.size = size;
    this.bucket = bucket;
    this.pump();
  }

  setFocus(frame: number): void {
    this.focus = frame;
    this.pump();
  }

  /**
   * While the model moves, only frames without any picture are decoded: sharper pictures and new
   * sizes wait, so that decoding does not take the processor from the animation.
   */
  setBusy(busy: boolean): void {
    if (busy === this.busy) return;
    this.busy = busy;
    if (busy) return;
    this.wake?.();
    this.wake = null;
    this.idle = null;
    this.pump();
  }

  /** Decodes a download at the drawn size; rejects when it cannot be decoded. */
  async add(frame: number, width: number, blob: Blob): Promise<void> {
    if (this.pictures.has(frame)) await this.whenStill();
    if (this.disposed) return;
    // The very first picture is decoded as stored and scaled when drawn: scaling it at decode
    // ('high' quality, 960 to 1920 px) took 80–200 ms more before anything was on screen. It is
    // tagged with no size, so that it is re-made at the drawn size like any outdated picture.
    const first = this.pictures.size === 0;
    const bucket = first ? UNSIZED : this.bucket;
    const size = first ? null : this.size;
    const image = await this.decode(blob, size, size ? resizeQualityFor(width, size) : undefined);
    if (this.disposed) {
      closePicture(image);
      return;
    }
    const source = this.sources.get(frame);
    if (!source || width >= source.width) this.sources.set(frame, { width, blob });
    this.offer(frame, { image, width, bucket });
    this.pump();
  }

  /**
   * A picture decoded elsewhere (the HTML's first frame). It has no download to re-make it at
   * another size: it is scaled when drawn until a sharper download replaces it.
   */
  addDecoded(frame: number, width: number, image: DecodedFrame): void {
    if (this.disposed) {
      closePicture(image);
      return;
    }
    this.offer(frame, { image, width, bucket: UNSIZED });
  }

  dispose(): void {
    this.disposed = true;
    this.wake?.();
    for (const picture of this.pictures.values()) closePicture(picture.image);
    this.pictures.clear();
    this.sources.clear();
  }

  private offer(frame: number, picture: Picture): void {
    const current = this.pictures.get(frame);
    if (!replacesPicture(current, picture, this.bucket)) {
      closePicture(picture.image);
      return;
    }
    if (current) closePicture(current.image);
    this.pictures.set(frame, picture);
    this.release();
    this.options.onPicture(frame);
  }

  private get reach(): number {
    return this.size ? scaledReach(this.size.width * this.size.height, this.screenPixels) : FRAME_COUNT;
  }

  private needsRescale(frame: number): boolean {
    const source = this.sources.get(frame);
    const picture = this.pictures.get(frame);
    return (
      Boolean(source) && (!picture || picture.bucket !== this.bucket || picture.width < (source?.width ?? 0))
    );
  }

  private whenStill(): Promise<void> {
    if (!this.busy) return Promise.resolve();
    this.idle ??= new Promise((resolve) => {
      this.wake = resolve;
    });
    return this.idle;
  }

  private pump(): void {
    if (this.rescaling || this.busy || this.disposed || !this.size) return;
    const frame = nextRescale(this.focus, this.reach, (candidate) => this.needsRescale(candidate));
    const source = frame === undefined ? undefined : this.sources.get(frame);
    if (frame === undefined || !source) return;
    this.rescaling = true;
    const bucket = this.bucket;
    this.decode(source.blob, this.size, resizeQualityFor(source.width, this.size))
      .then((image) => {
        if (this.disposed) closePicture(image);
        else this.offer(frame, { image, width: source.width, bucket });
      })
      // it decoded once: never try again rather than loop; the frame keeps the picture it has
      .catch(() => this.sources.delete(frame))
      .finally(() => {
        this.rescaling = false;
        this.pump();
      });
  }

  /**
   * Over 29 screens of pictures (zoomed far in), drops pictures of frames out of reach, those of
   * an older drawn size first, then the farthest from the current frame.
   */
  private release(): void {
    const budget = FRAME_COUNT * this.screenPixels;
    const pixels = (picture: Picture) => {
      const { width, height } = pictureSize(picture.image);
      return width * height;
    };
    let total = 0;
    for (const picture of this.pictures.values()) total += pixels(picture);
    if (total <= budget) return;
    const inReach = new Set(framesOutwardFrom(this.focus).slice(0, this.reach));
    const candidates = [...this.pictures.entries()]
      .filter(([frame]) => !inReach.has(frame))
      .map(([frame, picture]) => ({
        frame,
        picture,
        stale: picture.bucket !== this.bucket,
        distance: frameDistance(frame, this.focus),
      }))
      .sort((a, b) => Number(b.stale) - Number(a.stale) || b.distance - a.distance);
    for (const { frame, picture } of candidates) {
      if (total <= budget) return;
      total -= pixels(picture);
      closePicture(picture.image);
      this.pictures.delete(frame);
    }
  }
}

function closePicture(image: DecodedFrame): void {
  if ('close' in image && typeof image.close === 'function') image.close();
}
