import { FRAME_COUNT } from '@vitrine/core/orbital';
import { frameDistance, framesOutwardFrom } from './frame-order.ts';

/** A decoded frame ready to draw without further decoding. */
export type DecodedFrame = ImageBitmap | HTMLImageElement;

/** Loads and decodes one image; rejects with FrameLoadError. */
export type DecodeImage = (url: string, signal: AbortSignal) => Promise<DecodedFrame>;

export class FrameLoadError extends Error {
  constructor(
    readonly url: string,
    readonly kind: 'http' | 'network',
  ) {
    super(kind === 'http' ? 'Erreur de chargement image' : 'Erreur réseau image');
  }
}

export interface FrameLoaderOptions {
  /** Candidate urls of a frame, tried in order (e.g. webp then jpg). */
  urlsFor: (frame: number) => string[];
  decode?: DecodeImage;
  /** Parallel downloads; browsers allow about 6 per host on HTTP/1.1. */
  concurrency?: number;
  /** Queue all 29 frames at start; otherwise only frames asked for with request(). */
  loadAll?: boolean;
  /** Keep at most this many decoded frames (least recently used are dropped). */
  maxKept?: number;
  startFrame?: number;
  onFrame?: (frame: number) => void;
  /** Settled frames (loaded or failed) out of 29. */
  onProgress?: (settled: number) => void;
}

/** fetch + createImageBitmap: decoding happens off the main thread, before the frame is shown. */
export const decodeWithImageBitmap: DecodeImage = async (url, signal) => {
  let response: Response;
  try {
    response = await fetch(url, { signal, credentials: 'same-origin' });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new FrameLoadError(url, 'network');
  }
  if (!response.ok) throw new FrameLoadError(url, 'http');
  const blob = await response.blob();
  if (typeof createImageBitmap === 'function') {
    try {
      return await createImageBitmap(blob);
    } catch {
      throw new FrameLoadError(url, 'http');
    }
  }
  const image = new Image();
  image.src = URL.createObjectURL(blob);
  try {
    await image.decode();
  } catch {
    throw new FrameLoadError(url, 'http');
  }
  return image;
};

/**
 * Streams the 29 frames of one view: the current frame first and alone, then its neighbours
 * outward, a few at a time. Rotating re-orders what is still waiting. A failed frame counts as
 * settled.
 */
export class FrameLoader {
  private readonly frames = new Map<number, DecodedFrame>();
  private readonly settled = new Set<number>();
  private readonly queued = new Set<number>();
  private readonly active = new Set<number>();
  private readonly controller = new AbortController();
  private readonly decode: DecodeImage;
  private readonly concurrency: number;
  private readonly maxKept: number;
  private focus: number;
  private disposed = false;

  constructor(private readonly options: FrameLoaderOptions) {
    this.decode = options.decode ?? decodeWithImageBitmap;
    this.concurrency = options.concurrency ?? 4;
    this.maxKept = options.maxKept ?? FRAME_COUNT;
    this.focus = options.startFrame ?? 0;
    if (options.loadAll ?? true) for (const frame of framesOutwardFrom(this.focus)) this.queued.add(frame);
    this.pump();
  }

  get(frame: number): DecodedFrame | undefined {
    const decoded = this.frames.get(frame);
    if (decoded && this.maxKept < FRAME_COUNT) {
      this.frames.delete(frame);
      this.frames.set(frame, decoded);
    }
    return decoded;
  }

  get settledCount(): number {
    return this.settled.size;
  }

  get isComplete(): boolean {
    return this.settled.size >= FRAME_COUNT;
  }

  /** Moves the loading focus: waiting frames closest to this one start first. */
  prioritise(frame: number): void {
    this.focus = frame;
  }

  /** Asks for a frame (and focuses on it) when the loader does not load everything. */
  request(frame: number): void {
    this.focus = frame;
    if (!this.frames.has(frame) && !this.active.has(frame)) {
      this.settled.delete(frame);
      this.queued.add(frame);
    }
    this.pump();
  }

  dispose(): void {
    this.disposed = true;
    this.controller.abort();
    for (const decoded of this.frames.values()) closeFrame(decoded);
    this.frames.clear();
    this.queued.clear();
  }

  private next(): number | undefined {
    let best: number | undefined;
    for (const frame of this.queued) {
      if (best === undefined || frameDistance(frame, this.focus) < frameDistance(best, this.focus))
        best = frame;
    }
    return best;
  }

  /**
   * One download until the first frame is in, so that it gets the whole bandwidth (the visitor
   * waits for it); then a few at a time.
   */
  private get parallel(): number {
    return this.settled.size === 0 ? 1 : this.concurrency;
  }

  private pump(): void {
    while (!this.disposed && this.active.size < this.parallel) {
      const frame = this.next();
      if (frame === undefined) return;
      this.queued.delete(frame);
      this.active.add(frame);
      void this.load(frame);
    }
  }

  private async load(frame: number): Promise<void> {
    const signal = this.controller.signal;
    let lastError: unknown = null;
    for (const url of this.options.urlsFor(frame)) {
      try {
        const decoded = await this.decode(url, signal);
        if (this.disposed) {
          closeFrame(decoded);
          return;
        }
        this.keep(frame, decoded);
        lastError = null;
        break;
      } catch (error) {
        if (signal.aborted) return;
        lastError = error;
      }
    }
    if (lastError)
      console.error(lastError instanceof FrameLoadError ? lastError.message : 'Erreur réseau image', frame);
    this.active.delete(frame);
    this.settled.add(frame);
    if (!lastError) this.options.onFrame?.(frame);
    this.options.onProgress?.(this.settled.size);
    this.pump();
  }

  private keep(frame: number, decoded: DecodedFrame): void {
    this.frames.set(frame, decoded);
    while (this.frames.size > this.maxKept) {
      const oldest = this.frames.keys().next().value;
      if (oldest === undefined || oldest === frame) break;
      const dropped = this.frames.get(oldest);
      this.frames.delete(oldest);
      this.settled.delete(oldest);
      if (dropped) closeFrame(dropped);
    }
  }
}

function closeFrame(decoded: DecodedFrame): void {
  if ('close' in decoded && typeof decoded.close === 'function') decoded.close();
}
