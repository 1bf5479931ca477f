import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { type AppServer, startAppServer } from './app-server.ts';
import { launchChromium, newContext } from './browser.ts';
import { createPrivateStorage, type PrivateStorage, SHARED_STORAGE } from './private-storage.ts';

export interface SessionOptions {
  /** Extra server environment; a function is called when the server starts (e.g. for a sink's port). */
  env?: Record<string, string> | (() => Record<string, string>);
  /**
   * The server works on a private copy of the demo storage, so uploads and deletions never reach
   * data/storage; `copy` names the folders the flow rewrites in place (see createPrivateStorage).
   */
  privateStorage?: boolean | { copy: readonly string[] };
}

export interface AppSession {
  server: AppServer;
  browser: Browser;
  /** The storage folder the server serves and writes. */
  storageDir: string;
}

export interface PageSession {
  context: BrowserContext;
  page: Page;
}

export type DesktopSession = AppSession & PageSession;

/** Makes the browser context of a page session: a desktop one unless told otherwise. */
export type ContextMaker = (browser: Browser, baseURL: string) => Promise<BrowserContext>;

const desktopContext: ContextMaker = (browser, baseURL) => newContext(browser, 'desktop', baseURL);

/**
 * One real server and one Chromium for a whole test file, started before its tests and stopped
 * after them. Read the fields inside tests (they are set by beforeAll).
 */
export function useAppSession(options: SessionOptions = {}): AppSession {
  const session = {} as AppSession;
  let storage: PrivateStorage | undefined;
  beforeAll(async () => {
    const { privateStorage } = options;
    if (privateStorage) storage = createPrivateStorage(privateStorage === true ? [] : privateStorage.copy);
    const env = typeof options.env === 'function' ? options.env() : options.env;
    [session.server, session.browser] = await Promise.all([
      startAppServer({ env: { ...env, ...(storage && { STORAGE_DIR: storage.dir }) } }),
      launchChromium(),
    ]);
    session.storageDir = storage?.dir ?? SHARED_STORAGE;
  });
  afterAll(async () => {
    await session.browser?.close();
    await session.server?.stop();
    storage?.remove();
  });
  return session;
}

/**
 * A browser context and its page for the tests of the enclosing describe (or file), opened on
 * `app`'s browser and server, closed after them.
 */
export function usePage(app: AppSession, makeContext: ContextMaker = desktopContext): PageSession {
  const view = {} as PageSession;
  beforeAll(async () => {
    view.context = await makeContext(app.browser, app.server.url);
    view.page = await view.context.newPage();
  });
  afterAll(() => view.context?.close());
  return view;
}

/**
 * Opens a page in a fresh desktop context on `app` — someone else signing in, with no cookie
 * of the previous one — closing the context the previous call opened; the last one is closed
 * after the file's tests.
 */
export function useFreshPages(app: AppSession): () => Promise<Page> {
  let context: BrowserContext | undefined;
  afterAll(() => context?.close());
  return async () => {
    await context?.close();
    context = await desktopContext(app.browser, app.server.url);
    return context.newPage();
  };
}

/** useAppSession with one desktop page: what most admin flows need. */
export function useDesktopSession(options: SessionOptions = {}): DesktopSession {
  const app = useAppSession(options);
  const view = usePage(app);
  return {
    get server() {
      return app.server;
    },
    get browser() {
      return app.browser;
    },
    get storageDir() {
      return app.storageDir;
    },
    get context() {
      return view.context;
    },
    get page() {
      return view.page;
    },
  };
}
