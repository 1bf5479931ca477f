import type { Browser, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { keepScreenshot, VIEWPORTS, type ViewportName } from '../support/browser.ts';
import { useAppSession } from '../support/desktop-session.ts';
import { visitorContext, waitForPaintedModel } from './orbital-page.ts';

// Issue 18 point 1: the server's HTML shows the model's first frame before any script runs.

const app = useAppSession();
const opened: { close(): Promise<void> }[] = [];
afterAll(async () => {
  for (const context of opened) await context.close();
});

async function visitorPage(
  browser: Browser,
  viewport: ViewportName,
  javaScriptEnabled: boolean,
): Promise<Page> {
  const base = await visitorContext(viewport)(browser, app.server.url);
  const cookies = await base.cookies();
  await base.close();
  const context = await browser.newContext({
    baseURL: app.server.url,
    viewport: VIEWPORTS[viewport],
    isMobile: viewport === 'phone',
    hasTouch: viewport === 'phone',
    locale: 'fr-BE',
    javaScriptEnabled,
  });
  await context.addCookies(cookies);
  opened.push(context);
  return context.newPage();
}

/** How many distinct colours a grid of the page's pixels inside `box` holds (a flat area has 1). */
async function coloursIn(page: Page, box: { x: number; y: number; width: number; height: number }) {
  const shot = await page.screenshot({ clip: box, type: 'png' });
  // sample the PNG through the browser's own decoder in a page that runs scripts
  const decoder = await app.browser.newPage();
  try {
    return await decoder.evaluate(async (base64) => {
      const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const ctx = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
      ctx.drawImage(bitmap, 0, 0);
      const { data } = ctx.getImageData(0, 0, bitmap.width, bitmap.height);
      const colours = new Set<number>();
      for (let y = 0; y < bitmap.height; y += 7)
        for (let x = 0; x < bitmap.width; x += 7) {
          const i = (y * bitmap.width + x) * 4;
          colours.add(((data[i] ?? 0) << 16) | ((data[i + 1] ?? 0) << 8) | (data[i + 2] ?? 0));
        }
      return colours.size;
    }, shot.toString('base64'));
  } finally {
    await decoder.close();
  }
}

describe("the model's first frame in the server's HTML", () => {
  it('is painted with scripts turned off, centred at the scale the engine draws it (1920 px wide: 0.35)', async () => {
    const page = await visitorPage(app.browser, 'desktop', false);
    await page.goto('/orbital');
    const picture = page.locator('.orbital-viewer__first img');
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(960);
    expect(await picture.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
      /\/full\/00-960\.webp$/,
    );
    const box = (await picture.boundingBox())!;
    const stage = (await page.locator('.orbital-viewer__stage').boundingBox())!;
    expect(box.width).toBeCloseTo(3820 * 0.35, 0);
    expect(box.height).toBeCloseTo(2160 * 0.35, 0);
    expect(box.x + box.width / 2).toBeCloseTo(stage.x + stage.width / 2, 0);
    expect(box.y + box.height / 2).toBeCloseTo(stage.y + stage.height / 2, 0);
    const middle = { x: stage.x + stage.width / 2 - 300, y: stage.y + stage.height / 2 - 150 };
    expect(await coloursIn(page, { ...middle, width: 600, height: 300 })).toBeGreaterThan(100);
    await keepScreenshot(page, 'public-orbital-html-first-frame');
  });

  it('is sized for a phone (390 px wide: 0.14) and painted there without scripts too', async () => {
    const page = await visitorPage(app.browser, 'phone', false);
    await page.goto('/orbital');
    const picture = page.locator('.orbital-viewer__first img');
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(960);
    const box = (await picture.boundingBox())!;
    expect(box.width).toBeCloseTo(3820 * 0.14, 0);
    expect(
      await coloursIn(page, { x: 40, y: box.y + box.height * 0.3, width: 300, height: box.height * 0.4 }),
    ).toBeGreaterThan(50);
  });

  it('gives way to the engine, which draws that same download: one request for frame 0, no picture left over', async () => {
    const page = await visitorPage(app.browser, 'desktop', true);
    const firstFrameCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/full\/00-960\.(webp|jpg)$/.test(request.url())) firstFrameCalls.push(request.url());
    });
    await page.goto('/orbital');
    await waitForPaintedModel(page);
    await expect.poll(() => page.locator('.orbital-viewer__first').count()).toBe(0);
    expect(firstFrameCalls).toHaveLength(1);
    // the first frame is timed from the HTML's paint (Element Timing), never later than the engine's own draw
    const marks = await page.evaluate(() =>
      performance.getEntriesByName('vitrine:first-frame').map((entry) => entry.startTime),
    );
    expect(marks.length).toBeGreaterThanOrEqual(1);
  });
});
