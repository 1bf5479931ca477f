import type { Browser } from 'playwright-core';
import { percentile } from './format.ts';
import { throttledPage } from './throttled-page.ts';

/**
 * Records requestAnimationFrame deltas and rotation-slider changes into window.__rotation. A
 * string, so that the bundler's helpers (e.g. __name) never end up in the page.
 */
const RECORD_ANIMATION_FRAMES = `(() => {
  const state = { deltas: [], changes: 0, running: true };
  window.__rotation = state;
  const slider = document.querySelector('.orbital-rotation input');
  let lastValue = slider ? slider.value : null;
  let last = 0;
  function tick(now) {
    if (!state.running) return;
    state.deltas.push(now - last);
    last = now;
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
  p95Ms: number;
  maxMs: number;
  /** Intervals longer than one and a half 60 Hz vsyncs (25 ms): a frame the screen missed. */
  missedFrames: number;
  /** How many model frames the drag went through (the rotation slider's value changes). */
  modelFrameChanges: number;
}

/**
 * Once every frame is loaded, drags the model left and right for `durationMs` with the mouse and
 * records the time between animation frames (requestAnimationFrame deltas).
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
        window as unknown as { __rotation: { deltas: number[]; changes: number; running: boolean } }
      ).__rotation;
      state.running = false;
      return { deltas: state.deltas, changes: state.changes };
    });
    return {
      frames: result.deltas.length,
      p95Ms: percentile(result.deltas, 95),
      maxMs: Math.max(...result.deltas),
      missedFrames: result.deltas.filter((delta) => delta > 25).length,
      modelFrameChanges: result.changes,
    };
  } finally {
    await close();
  }
}
