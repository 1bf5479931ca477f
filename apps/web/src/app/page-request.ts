import { createContext, useContext } from 'react';

/** What a server render found out that the HTTP answer must say. */
export interface ServerOutcome {
  status: 200 | 404;
  /** A public page that sends the visitor elsewhere (e.g. home without the menu → /orbital). */
  redirectTo: string | null;
}

/** The page being rendered: the Host the visitor asked for and, on the server, the outcome. */
export interface PageRequest {
  host: string;
  /** Only while the server renders the page; null in the browser. */
  outcome: ServerOutcome | null;
}

export const PageRequestContext = createContext<PageRequest | null>(null);

/** The Host of the page: the server's request while it renders, else the browser's location. */
export function usePageHost(): string {
  return useContext(PageRequestContext)?.host ?? window.location.host;
}

/** The outcome to fill while the server renders; null in the browser. */
export function useServerOutcome(): ServerOutcome | null {
  return useContext(PageRequestContext)?.outcome ?? null;
}
