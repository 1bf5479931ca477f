import type { Browser, CDPSession, Page } from 'playwright-core';
import { type BenchProfile, DESKTOP } from './bench-profiles.ts';

/** The desktop budget's network: 20 Mbit/s down, 40 ms latency, no cache. */
export const NETWORK = DESKTOP;

export interface ThrottledPage {
  page: Page;
  cdp: CDPSession;
  close(): Promise<void>;
}

/** A fresh page of the profile's screen whose network (and CPU) is throttled through CDP, with the HTTP cache off. */
export async function throttledPage(
  browser: Browser,
  baseURL: string,
  profile: BenchProfile = DESKTOP,
): Promise<ThrottledPage> {
  const context = await browser.newContext({
    baseURL,
    viewport: profile.viewport,
    deviceScaleFactor: profile.deviceScaleFactor,
    isMobile: profile.mobile,
    hasTouch: profile.mobile,
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
    latency: profile.latencyMs,
    downloadThroughput: (profile.downloadMbps * 1_000_000) / 8,
    uploadThroughput: (profile.uploadMbps * 1_000_000) / 8,
  });
  if (profile.cpuSlowdown > 1)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
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
