import { createContext, useContext } from 'react';

/** What a server render found out that the HTTP answer must say. */
export interface ServerOutcome {
  status: 200 | 404;
  /** A public page that sends the visitor elsewhere (e.g. home without the menu → /orbital). */
  redirectTo: string | null;
  /** Source paths of the lazy pages rendered (app/lazy-pages.tsx), whose assets the page links. */
  modules: string[];
}

/** The page being rendered: the Host and cookies of the visit and, on the server, the outcome. */
export interface PageRequest {
  host: string;
  /** The Cookie header (document.cookie in the browser): choices the server must know too. */
  cookies: string;
  /** Only while the server renders the page; null in the browser. */
  outcome: ServerOutcome | null;
}

export const PageRequestContext = createContext<PageRequest | null>(null);

/** The Host of the page: the server's request while it renders, else the browser's location. */
export function usePageHost(): string {
  return useContext(PageRequestContext)?.host ?? window.location.host;
}

/** The visit's cookies: the request's while the server renders, else the document's. */
export function usePageCookies(): string {
  return useContext(PageRequestContext)?.cookies ?? document.cookie;
}

/** The outcome to fill while the server renders; null in the browser. */
export function useServerOutcome(): ServerOutcome | null {
  return useContext(PageRequestContext)?.outcome ?? null;
}
