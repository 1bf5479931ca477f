import type { Browser, CDPSession, Page } from 'playwright-core';

/** The budget's network: 20 Mbit/s down, 40 ms latency, no cache. */
export const NETWORK = {
  downloadMbps: 20,
  uploadMbps: 10,
  latencyMs: 40,
} as const;

export interface ThrottledPage {
  page: Page;
  cdp: CDPSession;
  close(): Promise<void>;
}

/** A fresh 1920×1080 page whose network is throttled through CDP, with the HTTP cache off. */
export async function throttledPage(browser: Browser, baseURL: string): Promise<ThrottledPage> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1920, height: 1080 },
    deviceScaleFactor: 1,
    locale: 'fr-BE',
  });
  // the controls overlay would cover the model: a returning visitor has seen it
  await context.addCookies([{ name: 'vitrine-controls-seen', value: '1', url: baseURL }]);
  await context.addInitScript(() => performance.setResourceTimingBufferSize(2000));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: NETWORK.latencyMs,
    downloadThroughput: (NETWORK.downloadMbps * 1_000_000) / 8,
    uploadThroughput: (NETWORK.uploadMbps * 1_000_000) / 8,
  });
  return { page, cdp, close: () => context.close() };
}

/** One resource as the page saw it (Resource Timing), times from navigation start. */
export interface ResourceEntry {
  url: string;
  initiatorType: string;
  transferSize: number;
  encodedBodySize: number;
  decodedBodySize: number;
  startTime: number;
  responseEnd: number;
}

export async function resourceEntries(page: Page): Promise<{ document: number; resources: ResourceEntry[] }> {
  return page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as
      | PerformanceNavigationTiming
      | undefined;
    const resources = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
      (entry) => ({
        url: entry.name,
        initiatorType: entry.initiatorType,
        transferSize: entry.transferSize,
        encodedBodySize: entry.encodedBodySize,
        decodedBodySize: entry.decodedBodySize,
        startTime: entry.startTime,
        responseEnd: entry.responseEnd,
      }),
    );
    return { document: navigation?.transferSize ?? 0, resources };
  });
}
