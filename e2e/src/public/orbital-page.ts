import type { Locator, Page } from 'playwright-core';
import type { ViewportName } from '../support/browser.ts';
import { newContext } from '../support/browser.ts';
import type { ContextMaker } from '../support/desktop-session.ts';
import type { CanvasBox } from './demo-model.ts';

/** A visitor's browser context (for usePage); `returning` visitors have already closed the controls overlay. */
export function visitorContext(viewport: ViewportName, options: { returning?: boolean } = {}): ContextMaker {
  return async (browser, baseURL) => {
    const context = await newContext(browser, viewport, baseURL);
    if (options.returning ?? true) {
      await context.addCookies([{ name: 'vitrine-controls-seen', value: '1', url: baseURL }]);
    }
    return context;
  };
}

/** What the frame canvas shows: how many distinct colours a 48×27 sample holds, and a signature. */
export interface CanvasSample {
  distinctColours: number;
  signature: string;
}

export function sampleFrameCanvas(page: Page): Promise<CanvasSample> {
  return page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('canvas.orbital-viewer__frames');
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx || canvas.width < 2 || canvas.height < 2)
      return { distinctColours: 0, signature: '' };
    const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
    const colours = new Set<number>();
    const parts: number[] = [];
    for (let row = 0; row < 27; row++) {
      for (let column = 0; column < 48; column++) {
        const x = Math.floor(((column + 0.5) * canvas.width) / 48);
        const y = Math.floor(((row + 0.5) * canvas.height) / 27);
        const i = (y * canvas.width + x) * 4;
        const rgb = ((data[i] ?? 0) << 16) | ((data[i + 1] ?? 0) << 8) | (data[i + 2] ?? 0);
        colours.add(rgb);
        parts.push(rgb);
      }
    }
    return { distinctColours: colours.size, signature: parts.join(',') };
  });
}

/** Waits until the frame canvas shows a picture (not one flat background colour). */
export async function waitForPaintedModel(page: Page, timeout = 30_000): Promise<CanvasSample> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const sample = await sampleFrameCanvas(page);
    if (sample.distinctColours > 100) return sample;
    if (Date.now() > deadline)
      throw new Error(`the model canvas stayed blank (${sample.distinctColours} colours in the sample)`);
    await page.waitForTimeout(100);
  }
}

/** Waits until the frame canvas shows something else than `before` (a new frame was drawn). */
export async function waitForNewPicture(page: Page, before: CanvasSample, timeout = 10_000): Promise<void> {
  const deadline = Date.now() + timeout;
  while ((await sampleFrameCanvas(page)).signature === before.signature) {
    if (Date.now() > deadline) throw new Error('the model kept the same picture');
    await page.waitForTimeout(50);
  }
}

/** The frame shown (the rotation slider's value; the slider is in the page even where it is hidden). */
export async function currentFrame(page: Page): Promise<number> {
  return Number(await page.locator('.orbital-rotation input').inputValue());
}

/** The compass needle's rotation as styled, e.g. "rotate(57deg)". */
export async function compassRotation(page: Page): Promise<string> {
  return (await page.locator('img.orbital-compass').getAttribute('style')) ?? '';
}

export async function canvasBox(page: Page): Promise<CanvasBox> {
  const box = await page.locator('canvas.orbital-viewer__outlines').boundingBox();
  if (!box) throw new Error('the model canvas is not on screen');
  return box;
}

/** Waits until every one of the 29 frames is loaded (the percentage loader is gone). */
export async function waitForAllFrames(page: Page): Promise<void> {
  await page.locator('.frame-progress').waitFor({ state: 'detached', timeout: 60_000 });
}

/** Waits until the model's outlines are drawn (they load after the first frame): the engine's own mark. */
export async function waitForOutlines(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('vitrine:outlines').length > 0, null, {
    timeout: 30_000,
    polling: 100,
  });
}

/** A finger dragging horizontally across the model (touch events through CDP). */
export async function touchDrag(
  page: Page,
  from: { x: number; y: number },
  dx: number,
  steps = 12,
): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
    for (let step = 1; step <= steps; step++) {
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: from.x + (dx * step) / steps, y: from.y }],
      });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  } finally {
    await cdp.detach();
  }
}

/** The text a visitor sees in an element (rendered text, hidden parts left out). */
export async function shownText(target: Locator): Promise<string> {
  return (await target.allInnerTexts()).join('\n');
}
