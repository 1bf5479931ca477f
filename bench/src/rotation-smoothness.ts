import type { Browser } from 'playwright-core';
import { percentile } from './format.ts';
import { throttledPage } from './throttled-page.ts';

/**
 * Records, for each animation frame, the interval since the previous one and the main thread's
 * work for it — from the frame's start (the rAF timestamp: input, then rAF callbacks) until a
 * message posted from rAF runs, which is after that frame's style, layout and paint — and the
 * rotation-slider changes, into window.__rotation. A string, so that the bundler's helpers
 * (e.g. __name) never end up in the page.
 */
const RECORD_ANIMATION_FRAMES = `(() => {
  const state = { deltas: [], work: [], changes: 0, running: true };
  window.__rotation = state;
  const slider = document.querySelector('.orbital-rotation input');
  let lastValue = slider ? slider.value : null;
  let last = 0;
  const channel = new MessageChannel();
  const frameStarts = [];
  channel.port1.onmessage = () => state.work.push(performance.now() - frameStarts.shift());
  function tick(now) {
    if (!state.running) return;
    state.deltas.push(now - last);
    last = now;
    frameStarts.push(now);
    channel.port2.postMessage(0);
    if (slider && slider.value !== lastValue) {
      state.changes++;
      lastValue = slider.value;
    }
    requestAnimationFrame(tick);
  }
  requestAnimationFrame((now) => {
    last = now;
    requestAnimationFrame(tick);
  });
})()`;

export interface RotationSmoothness {
  frames: number;
  /** p95 of the main thread's time to produce a frame (input, rAF, style, layout, paint). */
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
 * Once every frame is loaded, drags the model left and right for `durationMs` with the mouse and
 * records each animation frame's work and the time between frames.
 */
export async function measureRotation(
  browser: Browser,
  baseURL: string,
  durationMs = 3000,
): Promise<RotationSmoothness> {
  const { page, close } = await throttledPage(browser, baseURL);
  try {
    await page.goto('/orbital');
    await page.waitForFunction(() => performance.getEntriesByName('vitrine:all-frames').length > 0, null, {
      timeout: 120_000,
    });
    const box = await page.locator('canvas.orbital-viewer__outlines').boundingBox();
    if (!box) throw new Error('the orbital canvas is not on screen');
    const centre = { x: box.x + box.width / 2, y: box.y + box.height * 0.15 };
    await page.evaluate(RECORD_ANIMATION_FRAMES);
    await page.mouse.move(centre.x, centre.y);
    await page.mouse.down();
    const start = Date.now();
    while (Date.now() - start < durationMs) {
      const t = (Date.now() - start) / 1500;
      await page.mouse.move(centre.x + Math.sin(t * 2 * Math.PI) * box.width * 0.3, centre.y);
    }
    await page.mouse.up();
    const result = await page.evaluate(() => {
      const state = (
        window as unknown as {
          __rotation: { deltas: number[]; work: number[]; changes: number; running: boolean };
        }
      ).__rotation;
      state.running = false;
      return { deltas: state.deltas, work: state.work, changes: state.changes };
    });
    return {
      frames: result.deltas.length,
      p95WorkMs: percentile(result.work, 95),
      maxWorkMs: Math.max(...result.work),
      p95Ms: percentile(result.deltas, 95),
      maxMs: Math.max(...result.deltas),
      missedFrames: result.deltas.filter((delta) => delta > 25).length,
      modelFrameChanges: result.changes,
    };
  } finally {
    await close();
  }
}
