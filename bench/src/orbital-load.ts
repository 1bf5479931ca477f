import type { Browser } from 'playwright-core';
import { type BenchProfile, DESKTOP } from './bench-profiles.ts';
import { type ResourceEntry, resourceEntries, throttledPage } from './throttled-page.ts';

/** The marks the orbital viewer sets (apps/web/src/public/orbital/orbital-engine.ts). */
const FIRST_FRAME_MARK = 'vitrine:first-frame';
const ALL_FRAMES_MARK = 'vitrine:all-frames';
const SHARP_FRAMES_MARK = 'vitrine:all-frames-sharp';
const OUTLINES_MARK = 'vitrine:outlines';

export interface OrbitalLoad {
  firstFrameMs: number;
  /** The units' outlines first drawn over the model (NaN when they did not come). */
  outlinesMs: number;
  /** Every frame has a picture: on a slow connection the 480-px preview set. */
  allFramesMs: number;
  /** Every frame at the screen's width (NaN when it did not come within the wait). */
  sharpFramesMs: number;
  bytesAtFirstFrame: number;
  bytesAtAllFrames: number;
  bytesAtSharpFrames: number;
  /** JavaScript as transferred (compressed) before the first frame, with the urls. */
  jsBytesAtFirstFrame: number;
  jsUrls: string[];
  /**
   * The page's long tasks (over 50 ms, Long Tasks API) until every frame had a picture: their
   * blocking time (the part of each over 50 ms, summed, as Lighthouse's TBT sums it, though TBT
   * counts from the first paint to "interactive") and the longest.
   */
  blockingMs: number;
  longestTaskMs: number;
  /** What happened before the first frame, for the diagnosis. */
  timeline: { label: string; start: number; at: number; bytes: number }[];
  frames: ResourceEntry[];
}

/** An orbital frame's URL in the id layout (storageLayout.orbitalFolder): /storage/buildings/{id}/orbitals/… */
const isFrame = (entry: ResourceEntry) => /\/storage\/buildings\/\d+\/orbitals\//.test(entry.url);
const isScript = (entry: ResourceEntry) => /\.m?js(\?|$)/.test(new URL(entry.url).pathname);

/** Opens /orbital on a throttled page and reads when the first frame, every frame and every sharp frame were ready. */
export async function measureOrbitalLoad(
  browser: Browser,
  baseURL: string,
  profile: BenchProfile = DESKTOP,
  path = '/orbital',
): Promise<OrbitalLoad> {
  const { page, close } = await throttledPage(browser, baseURL, profile);
  try {
    await page.addInitScript(() => {
      const tasks: { start: number; duration: number }[] = [];
      Object.assign(window, { vitrineLongTasks: tasks });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          tasks.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(path, { waitUntil: 'commit' });
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, ALL_FRAMES_MARK, {
      timeout: 120_000,
      polling: 50,
    });
    await page
      .waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, SHARP_FRAMES_MARK, {
        timeout: 120_000,
        polling: 100,
      })
      .catch(() => undefined);
    const [first, all, sharp, outlines] = await page.evaluate(
      // a named helper inside would not survive tsx's transform into the page (__name)
      (names) =>
        names.map((mark) => performance.getEntriesByName(mark)[0]?.startTime ?? Number.NaN) as [
          number,
          number,
          number,
          number,
        ],
      [FIRST_FRAME_MARK, ALL_FRAMES_MARK, SHARP_FRAMES_MARK, OUTLINES_MARK] as const,
    );
    const tasks = (
      await page.evaluate(
        () =>
          (window as unknown as { vitrineLongTasks: { start: number; duration: number }[] }).vitrineLongTasks,
      )
    ).filter((task) => task.start <= all);
    const { document, resources } = await resourceEntries(page);
    const until = (time: number) => resources.filter((entry) => entry.responseEnd <= time);
    const sum = (entries: ResourceEntry[]) => entries.reduce((total, entry) => total + entry.transferSize, 0);
    const beforeFirst = until(first);
    const scripts = beforeFirst.filter(isScript);
    const timeline = [...beforeFirst]
      .sort((a, b) => a.responseEnd - b.responseEnd)
      .map((entry) => ({
        label: new URL(entry.url).pathname,
        start: entry.startTime,
        at: entry.responseEnd,
        bytes: entry.transferSize,
      }));
    return {
      firstFrameMs: first,
      outlinesMs: outlines,
      allFramesMs: all,
      sharpFramesMs: sharp,
      blockingMs: tasks.reduce((total, task) => total + Math.max(0, task.duration - 50), 0),
      longestTaskMs: Math.max(0, ...tasks.map((task) => task.duration)),
      bytesAtFirstFrame: document + sum(beforeFirst),
      bytesAtAllFrames: document + sum(until(all)),
      bytesAtSharpFrames: document + sum(until(sharp)),
      jsBytesAtFirstFrame: sum(scripts),
      jsUrls: scripts.map((entry) => entry.url),
      timeline,
      frames: resources.filter(isFrame),
    };
  } finally {
    await close();
  }
}

/**
 * The spec's naive loader as a baseline, in the same origin and on the same network: fetch the
 * 29 full 3820-px frames in parallel as images, wait for all, then draw the first. Timed from the
 * moment the script starts (the app's own start-up is not counted, which favours the baseline).
 */
export async function measureNaiveLoad(
  browser: Browser,
  baseURL: string,
  frameUrls: readonly string[],
): Promise<{ ms: number; bytes: number; failed: number }> {
  const { page, close } = await throttledPage(browser, baseURL);
  try {
    // a tiny same-origin document (JSON shows as an HTML page with a body)
    await page.goto('/health', { waitUntil: 'load' });
    return await page.evaluate(async (urls) => {
      const start = performance.now();
      const images = await Promise.all(
        urls.map(
          (url) =>
            new Promise<HTMLImageElement | null>((done) => {
              const image = new Image();
              image.onload = () => done(image);
              image.onerror = () => done(null);
              image.src = url;
            }),
        ),
      );
      const canvas = document.createElement('canvas');
      canvas.width = 1920;
      canvas.height = 1080;
      document.body.append(canvas);
      const first = images[0];
      if (first) canvas.getContext('2d')?.drawImage(first, 0, 0, 1920, 1080);
      await new Promise((done) => requestAnimationFrame(done));
      const ms = performance.now() - start;
      const bytes = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => urls.some((url) => entry.name.endsWith(url)))
        .reduce((total, entry) => total + entry.transferSize, 0);
      return { ms, bytes, failed: images.filter((image) => image === null).length };
    }, frameUrls);
  } finally {
    await close();
  }
}
