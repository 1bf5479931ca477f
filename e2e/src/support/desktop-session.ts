import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { type AppServer, type AppServerOptions, startAppServer } from './app-server.ts';
import { launchChromium, newContext } from './browser.ts';

export interface DesktopSession {
  server: AppServer;
  browser: Browser;
  context: BrowserContext;
  page: Page;
}

/**
 * One real server and one desktop Chromium page for a whole test file, started before its
 * tests and stopped after them. Read the fields inside tests (they are set by beforeAll).
 */
export function useDesktopSession(options: AppServerOptions = {}): DesktopSession {
  const session = {} as DesktopSession;
  beforeAll(async () => {
    [session.server, session.browser] = await Promise.all([startAppServer(options), launchChromium()]);
    session.context = await newContext(session.browser, 'desktop', session.server.url);
    session.page = await session.context.newPage();
  });
  afterAll(async () => {
    await session.context?.close();
    await session.browser?.close();
    await session.server?.stop();
  });
  return session;
}
