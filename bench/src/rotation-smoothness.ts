import { writeFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { type BenchProfile, DESKTOP } from './bench-profiles.ts';
import { percentile } from './format.ts';
import { mainThreadBusyPerFrame, type TraceEvent } from './main-thread-frames.ts';
import { throttledPage } from './throttled-page.ts';

const CLOCK_MARK = 'vitrine:bench-clock';

/**
 * Records the start of each animation frame (rAF timestamps) and the rotation-slider changes into
 * window.__rotation, and sets a user-timing mark that ties the page's clock to the trace's. A
 * string, so that the bundler's helpers (e.g. __name) never end up in the page.
 */
const RECORD_ANIMATION_FRAMES = `(() => {
  const state = { starts: [], changes: 0, running: true, markAt: performance.mark('${CLOCK_MARK}').startTime };
  window.__rotation = state;
  const slider = document.querySelector('.orbital-rotation input');
  let lastValue = slider ? slider.value : null;
  function tick(now) {
    if (!state.running) return;
    state.starts.push(now);
    if (slider && slider.value !== lastValue) {
      state.changes++;
      lastValue = slider.value;
    }
    requestAnimationFrame(tick);
  }
  requestAnimationFrame(tick);
})()`;

export interface RotationSmoothness {
  frames: number;
  /** p95 of the main thread's busy time in each frame (tasks: input, rAF, style, layout, paint). */
  p95WorkMs: number;
  maxWorkMs: number;
  /** p95 and max of the intervals between frames (one 60 Hz vsync is 16.67 ms, plus jitter). */
  p95Ms: number;
  maxMs: number;
  /** Intervals longer than one and a half 60 Hz vsyncs (25 ms): a frame the screen missed. */
  missedFrames: number;
  /** How many model frames the drag went through (the rotation slider's value changes). */
  modelFrameChanges: number;
}

/**
 * Once every frame is loaded, drags the model left and right for `durationMs` (mouse, or finger on a phone) and
 * records each animation frame's work and the time between frames.
 */
export async function measureRotation(
  browser: Browser,
  baseURL: string,
  profile: BenchProfile = DESKTOP,
  durationMs = 3000,
): Promise<RotationSmoothness> {
  const { page, cdp, close } = await throttledPage(browser, baseURL, profile);
  try {
    await page.goto('/orbital');
    await page.waitForFunction(() => performance.getEntriesByName('vitrine:all-frames').length > 0, null, {
      timeout: 120_000,
    });
    const box = await page.locator('canvas.orbital-viewer__outlines').boundingBox();
    if (!box) throw new Error('the orbital canvas is not on screen');
    // on a portrait phone the picture is a band across the middle of the canvas, under the floor buttons
    const centre = { x: box.x + box.width / 2, y: box.y + box.height * (profile.mobile ? 0.62 : 0.15) };
    await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline', 'blink.user_timing'] });
    await page.evaluate(RECORD_ANIMATION_FRAMES);
    // a phone is dragged with a finger (touch events), a desktop with the mouse
    const pointer = profile.mobile
      ? {
          down: (x: number, y: number) =>
            cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] }),
          move: (x: number, y: number) =>
            cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] }),
          up: () => cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }),
        }
      : {
          down: async (x: number, y: number) => {
            await page.mouse.move(x, y);
            await page.mouse.down();
          },
          move: (x: number, y: number) => page.mouse.move(x, y),
          up: () => page.mouse.up(),
        };
    await pointer.down(centre.x, centre.y);
    const start = Date.now();
    while (Date.now() - start < durationMs) {
      const t = (Date.now() - start) / 1500;
      await pointer.move(centre.x + Math.sin(t * 2 * Math.PI) * box.width * 0.3, centre.y);
    }
    await pointer.up();
    const result = await page.evaluate(() => {
      const state = (
        window as unknown as {
          __rotation: { starts: number[]; changes: number; running: boolean; markAt: number };
        }
      ).__rotation;
      state.running = false;
      return { starts: state.starts, changes: state.changes, markAt: state.markAt };
    });
    const traceBytes = await browser.stopTracing();
    // BENCH_TRACE=file keeps the drag's trace, to open in Chromium's performance panel
    if (process.env.BENCH_TRACE) writeFileSync(process.env.BENCH_TRACE, traceBytes);
    const trace = JSON.parse(traceBytes.toString()) as { traceEvents: TraceEvent[] };
    const busy = mainThreadBusyPerFrame(trace.traceEvents, CLOCK_MARK, result.markAt, result.starts);
    const deltas = result.starts.slice(1).map((start, index) => start - (result.starts[index] ?? start));
    return {
      frames: deltas.length,
      p95WorkMs: percentile(busy, 95),
      maxWorkMs: Math.max(...busy),
      p95Ms: percentile(deltas, 95),
      maxMs: Math.max(...deltas),
      missedFrames: deltas.filter((delta) => delta > 25).length,
      modelFrameChanges: result.changes,
    };
  } finally {
    await close();
  }
}
