import { framesOutwardFrom } from '@vitrine/core/frame-loading';
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
  deviceScaleFactor = 1,
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
    deviceScaleFactor,
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

  it("on a wide screen has the script ask for the outlines, then the rest of the turn's previews as it starts, in the viewer's order, before the page is built", async () => {
    const page = await visitorPage(app.browser, 'desktop', true);
    await page.context().addCookies([{ name: 'vitrine-lang', value: 'en', url: app.server.url }]);
    // the English strings never arrive: React never builds the page, so no viewer ever starts
    await page.route('**/assets/public-en-*.js', () => {});
    const order: string[] = [];
    page.on('request', (request) => {
      const frame = /\/full\/(\d\d)-960\.(webp|jpg)$/.exec(request.url())?.[1];
      if (frame) order.push(frame);
      else if (/\/polygons\/index\.json$/.test(request.url())) order.push('outlines');
    });
    await page.goto('/orbital');
    const expected = framesOutwardFrom(0).map((frame) => String(frame).padStart(2, '0'));
    await expect.poll(() => order.length, { timeout: 20_000 }).toBe(30);
    // the outlines go before the previews: behind them, they came with the last one
    expect(order.indexOf('outlines')).toBeLessThan(order.indexOf('01'));
    // frame 0 is the HTML's picture, then the rest outward from it
    expect(order.filter((entry) => entry !== 'outlines')).toEqual(expected);
    expect(await page.locator('.orbital-viewer__first img').count()).toBe(1);
    expect(await page.locator('.frame-progress').count()).toBe(0);
  });

  it('has the viewer take those downloads: each preview of the turn and the outlines are asked for once', async () => {
    const page = await visitorPage(app.browser, 'desktop', true);
    const previews = previewRequests(page);
    let outlineCalls = 0;
    page.on('request', (request) => {
      if (/\/polygons\/index\.json$/.test(request.url())) outlineCalls++;
    });
    await page.goto('/orbital');
    await page.waitForFunction(() => performance.getEntriesByName('vitrine:all-frames').length > 0);
    expect(previews.size).toBe(29);
    expect([...previews.values()].every((count) => count === 1)).toBe(true);
    await page.waitForFunction(() => performance.getEntriesByName('vitrine:outlines').length > 0);
    expect(outlineCalls).toBe(1);
  });

  it('has a wide screen on a slow network keep the previews the page started, rather than ask for 480-px ones as well', async () => {
    const page = await visitorPage(app.browser, 'desktop', true);
    // the script alone would pick the 480-px previews on it
    await onSlowNetwork(page);
    const small: string[] = [];
    page.on('request', (request) => {
      if (/\/full\/\d\d-480\.(webp|jpg)$/.test(request.url())) small.push(request.url());
    });
    await page.goto('/orbital');
    // the viewer has started once it drew frame 0 itself and took the HTML's picture away
    await expect.poll(() => page.locator('.orbital-viewer__first').count(), { timeout: 30_000 }).toBe(0);
    await page.waitForTimeout(500);
    expect(small).toEqual([]);
  });

  it("draws a 3× phone's model on canvases of 2 device px per CSS px", async () => {
    const page = await visitorPage(app.browser, 'phone', true, 3);
    await page.goto('/orbital');
    await waitForPaintedModel(page);
    const canvases = await page.locator('.orbital-viewer__stage canvas').evaluateAll((found) =>
      found.map((canvas) => {
        const { width, height } = canvas.getBoundingClientRect();
        return {
          width: (canvas as HTMLCanvasElement).width / width,
          height: (canvas as HTMLCanvasElement).height / height,
        };
      }),
    );
    expect(canvases).toHaveLength(2);
    for (const ratio of canvases) {
      expect(ratio.width).toBeCloseTo(2, 1);
      expect(ratio.height).toBeCloseTo(2, 1);
    }
  });

  it('leaves the previews to the viewer on a phone, which on a slow network takes the 480-px ones (frame 0 alone at 960 px)', async () => {
    const page = await visitorPage(app.browser, 'phone', true);
    await onSlowNetwork(page);
    const previews = previewRequests(page);
    const small = new Set<string>();
    page.on('request', (request) => {
      const frame = /\/full\/(\d\d)-480\.(webp|jpg)$/.exec(request.url())?.[1];
      if (frame) small.add(frame);
    });
    await page.goto('/orbital');
    await expect.poll(() => small.size, { timeout: 60_000 }).toBe(28);
    expect([...previews.keys()]).toEqual(['00']);
  });
});

/** The issue 18 phone's network: 1.6 Mbit/s down, 150 ms round trip. */
async function onSlowNetwork(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 200_000,
    uploadThroughput: 100_000,
  });
}

/** The 960-px frames of the main view the page asks for: frame number → requests. */
function previewRequests(page: Page): Map<string, number> {
  const counts = new Map<string, number>();
  page.on('request', (request) => {
    const frame = /\/full\/(\d\d)-960\.(webp|jpg)$/.exec(request.url())?.[1];
    if (frame) counts.set(frame, (counts.get(frame) ?? 0) + 1);
  });
  return counts;
}
