import {
  allFramesAt,
  FIRST_FRAME_WIDTH,
  type FrameRequest,
  framesSettled,
  nextRequest,
  previewFallbackWidth,
} from '@vitrine/core/frame-loading';
import { FRAME_COUNT } from '@vitrine/core/orbital';
import { takeEarlyFrame } from './early-first-frame.ts';
import { startInSlices } from './fetch-slices.ts';

/** A decoded frame ready to draw without further decoding. */
export type DecodedFrame = ImageBitmap | HTMLImageElement;

export class FrameLoadError extends Error {
  constructor(
    readonly url: string,
    readonly kind: 'http' | 'network',
  ) {
    super(kind === 'http' ? 'Erreur de chargement image' : 'Erreur réseau image');
  }
}

/** Downloads one stored frame; rejects with FrameLoadError. */
export type FetchFrame = (url: string, signal: AbortSignal) => Promise<Blob>;

export const fetchFrame: FetchFrame = async (url, signal) => {
  let response: Response;
  try {
    response = await (takeEarlyFrame(url) ??
      startInSlices(() => fetch(url, { signal, credentials: 'same-origin' })));
  } catch (error) {
    if (signal.aborted) throw error;
    throw new FrameLoadError(url, 'network');
  }
  if (!response.ok) throw new FrameLoadError(url, 'http');
  try {
    return await response.blob();
  } catch (error) {
    if (signal.aborted) throw error;
    throw new FrameLoadError(url, 'network');
  }
};

export interface FrameLoaderOptions {
  /** Candidate urls of a frame at a width, tried in order (e.g. webp then jpg). */
  urlsFor: (frame: number, width: number) => string[];
  /** Turns a download into a picture; rejects when the bytes are not a readable image. */
  accept: (frame: number, width: number, blob: Blob) => Promise<void>;
  fetchFrame?: FetchFrame;
  /** Parallel downloads of sharper widths; browsers allow about 6 per host on HTTP/1.1. */
  concurrency?: number;
  /** Parallel downloads of the whole turn's previews (core's nextRequest): all of them unless said. */
  previewConcurrency?: number;
  startFrame?: number;
  /** Width every frame is upgraded to after its preview. */
  fullWidth?: number;
  /** Width of the whole turn's first pass (core's previewWidthFor): 480 px on a slow connection. */
  previewWidth?: number;
  /** Frames with at least one picture (or given up), out of 29. */
  onProgress?: (settled: number) => void;
  /** Every frame is at the full width (or sharper, or given up): called once. */
  onSharp?: () => void;
  /**
   * A picture the page already has (the HTML's first frame): the frame counts as loading at
   * `width` until `picture` says whether it became a picture; if not, it is downloaded.
   */
  adopted?: { frame: number; width: number; picture: Promise<boolean> };
}

/**
 * Streams the 29 frames of one view in widths (see nextRequest in core's frame-loading.ts): the
 * current frame alone, every preview at once (the browser queues them in the order asked), then
 * sharper widths a few at a time. Turning the model re-orders what is still waiting. A preview
 * rendition the view does not have (media stored before it existed) is taken at the next width,
 * for this frame and every later one. A frame whose urls all fail is settled at that width and
 * not asked again.
 */
export class FrameLoader {
  private readonly settled: number[] = Array.from({ length: FRAME_COUNT }, () => 0);
  private readonly active: FrameRequest[] = [];
  private downloading = 0;
  private readonly controller = new AbortController();
  private readonly fetchFrame: FetchFrame;
  private readonly concurrency: number;
  private focus: number;
  private fullWidth: number;
  private nearWidth: number;
  private previewWidth: number;
  private sharp = false;
  private disposed = false;

  constructor(private readonly options: FrameLoaderOptions) {
    this.fetchFrame = options.fetchFrame ?? fetchFrame;
    this.concurrency = options.concurrency ?? 4;
    this.focus = options.startFrame ?? 0;
    this.fullWidth = options.fullWidth ?? FIRST_FRAME_WIDTH;
    this.nearWidth = this.fullWidth;
    this.previewWidth = options.previewWidth ?? Math.min(this.fullWidth, FIRST_FRAME_WIDTH);
    if (options.adopted) this.adopt(options.adopted);
    this.pump();
  }

  get settledCount(): number {
    return framesSettled(this.settled);
  }

  get isComplete(): boolean {
    return this.settledCount >= FRAME_COUNT;
  }

  /** Widest width a frame is settled at, 0 while it has nothing. */
  settledWidth(frame: number): number {
    return this.settled[frame] ?? 0;
  }

  /** Moves the loading focus: waiting frames closest to this one start first. */
  prioritise(frame: number): void {
    this.focus = frame;
    this.pump();
  }

  /** The widths the screen wants: `full` for every frame, `near` around the current one. */
  setWidths(full: number, near: number): void {
    if (full === this.fullWidth && near === this.nearWidth) return;
    this.fullWidth = full;
    this.nearWidth = near;
    this.pump();
  }

  dispose(): void {
    this.disposed = true;
    this.controller.abort();
  }

  private pump(): void {
    while (!this.disposed) {
      const request = nextRequest({
        focus: this.focus,
        previewWidth: this.previewWidth,
        fullWidth: this.fullWidth,
        nearWidth: this.nearWidth,
        settled: this.settled,
        active: this.active,
        downloading: this.downloading,
        concurrency: this.concurrency,
        previewConcurrency: this.options.previewConcurrency,
      });
      if (!request) return;
      this.active.push(request);
      this.downloading++;
      void this.load(request);
    }
  }

  private adopt({ frame, width, picture }: NonNullable<FrameLoaderOptions['adopted']>): void {
    const request = { frame, width };
    this.active.push(request);
    void picture.then((adopted) => {
      if (this.disposed) return;
      this.active.splice(this.active.indexOf(request), 1);
      if (adopted) this.settle(frame, width);
      this.pump();
    });
  }

  private settle(frame: number, width: number): void {
    const before = this.settledCount;
    this.settled[frame] = Math.max(this.settled[frame] ?? 0, width);
    if (this.settledCount !== before) this.options.onProgress?.(this.settledCount);
    if (!this.sharp && allFramesAt(this.settled, this.fullWidth)) {
      this.sharp = true;
      this.options.onSharp?.();
    }
  }

  private async load(request: FrameRequest): Promise<void> {
    const { frame } = request;
    let width = request.width;
    const signal = this.controller.signal;
    let lastError: unknown = null;
    let downloading = true;
    const downloaded = () => {
      if (!downloading) return;
      downloading = false;
      this.downloading--;
      this.pump();
    };
    for (;;) {
      let answered = false;
      for (const url of this.options.urlsFor(frame, width)) {
        try {
          const blob = await this.fetchFrame(url, signal);
          if (this.disposed) return;
          answered = true;
          downloaded();
          await this.options.accept(frame, width, blob);
          lastError = null;
          break;
        } catch (error) {
          if (signal.aborted) return;
          lastError = error instanceof FrameLoadError ? error : new FrameLoadError(url, 'http');
        }
      }
      // not stored (an answer without a picture is not a missing rendition, nor is a network failure)
      const missing = !answered && lastError instanceof FrameLoadError && lastError.kind === 'http';
      const fallback = previewFallbackWidth(width);
      if (!missing || fallback === undefined || this.disposed) break;
      width = fallback;
      this.previewWidth = Math.max(this.previewWidth, fallback);
    }
    if (this.disposed) return;
    downloaded();
    if (lastError)
      console.error(lastError instanceof FrameLoadError ? lastError.message : 'Erreur réseau image', frame);
    this.active.splice(this.active.indexOf(request), 1);
    this.settle(frame, width);
    this.pump();
  }
}
