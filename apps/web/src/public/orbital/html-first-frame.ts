import { FIRST_FRAME_WIDTH } from '@vitrine/core/frame-loading';
import { frameUrls } from './frame-url.ts';

/** The Element Timing name of the model's first frame as the server's HTML shows it. */
export const HTML_FIRST_FRAME_TIMING = 'vitrine-first-frame';

/** The first frame's picture in the HTML: WebP where the browser takes it, else the JPEG. */
export function htmlFirstFrameSources(folder: string): { webp: string; jpg: string } {
  const [webp = '', jpg = ''] = frameUrls(folder, 0, FIRST_FRAME_WIDTH, 'webp');
  return { webp, jpg };
}

/** The server-rendered first frame of `folder` still on the page, else null. */
export function htmlFirstFrame(folder: string): HTMLImageElement | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector<HTMLImageElement>(`img[data-first-frame="${CSS.escape(folder)}"]`);
}

/**
 * Turns the HTML's picture of frame 0 into the engine's picture, so that the frame is not
 * downloaded a second time. Resolves null when it did not load (the engine then downloads it).
 * The decoded element itself is drawn: copying it into an ImageBitmap is done on the main thread
 * (50–60 ms on a 2-core machine, one long task while the page starts).
 */
export async function adoptHtmlFirstFrame(image: HTMLImageElement): Promise<HTMLImageElement | null> {
  try {
    await image.decode();
    return image.naturalWidth === FIRST_FRAME_WIDTH ? image : null;
  } catch {
    return null;
  }
}

interface ElementTiming extends PerformanceEntry {
  identifier: string;
  renderTime: number;
  loadTime: number;
}

/**
 * Calls `painted` with the moment the browser painted the HTML's first frame, which is usually
 * before the script that draws the model has even arrived (Element Timing, buffered). Never
 * called where Element Timing is missing or the frame is not painted (a hidden tab).
 */
function onHtmlFirstFramePaint(painted: (paintedAt: number) => void): void {
  if (!PerformanceObserver.supportedEntryTypes?.includes('element')) return;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as ElementTiming[]) {
      if (entry.identifier !== HTML_FIRST_FRAME_TIMING) continue;
      observer.disconnect();
      painted(entry.renderTime || entry.loadTime);
      return;
    }
  });
  observer.observe({ type: 'element', buffered: true });
}

/** Marks `mark` at the moment the browser painted the HTML's first frame. */
export function markHtmlFirstFramePaint(mark: string): void {
  onHtmlFirstFramePaint((paintedAt) => {
    if (paintedAt > 0) performance.mark(mark, { startTime: paintedAt });
  });
}

/** Resolves once the HTML's first frame is painted, or after `capMs` whatever happened. */
export function htmlFirstFramePainted(capMs: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, capMs);
    onHtmlFirstFramePaint(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
