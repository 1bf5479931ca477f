import type { TDomain } from './schemas/domain.ts';

/**
 * The contract between the server and the web app's server bundle (apps/web/src/entry-server.tsx,
 * built into apps/web/dist-ssr), which renders public pages for apps/server/src/plugins/page-render.ts.
 */
export type PageLanguage = 'fr' | 'en';

export interface PublicPageInput {
  /** Path and query of the page, e.g. /orbital/sambre?showUnit=true (as renderedUrl gives it). */
  url: string;
  host: string;
  /** The cookies the render reads (PageRenderBundle.renderedCookies of the request's header). */
  cookies: string;
  domain: TDomain;
  language: PageLanguage;
  /** Whether each of tourFileUrls(domain) is there, as the server found. */
  available: Readonly<Record<string, boolean>>;
}

export interface RenderedPublicPage {
  /** 404 when the app does not know the path (its 404 page is the HTML). */
  status: 200 | 404;
  /** A page that sends the visitor elsewhere (home without the menu → /orbital). */
  redirectTo: string | null;
  /** Source paths of the lazy pages rendered (Vite's manifest keys), whose assets the page links. */
  modules: string[];
  /** The inside of #root. */
  rootHtml: string;
  /** A <script type="application/json"> holding the queries (site's data, tour files) rendered with. */
  dataScript: string;
  language: PageLanguage;
  /** The site's title for <title>, when it has one. */
  title: string | null;
  /** The brand colours as CSS variables, for the style attribute of <html>. */
  rootStyle: string;
  /** On a unit's page: what a shared link to it shows (the server writes the meta tags). */
  sharedUnit: SharedUnitMeta | null;
}

/** A unit page's link preview: Open Graph and Twitter card text, and the unit whose picture it shows. */
export interface SharedUnitMeta {
  title: string;
  description: string;
  unitId: number;
}

/** The bundle's default export. */
export interface PageRenderBundle {
  /** The site's data the page is rendered with: the server asks itself for this URL. */
  DOMAIN_URL: string;
  /** The visitor's language by their Cookie header (null: French). */
  languageOfCookies(cookies: string): PageLanguage | null;
  /** The part of a Cookie header the render reads; the server keys its cache of pages on it. */
  renderedCookies(cookies: string): string;
  /**
   * A page's path and query reduced to what the render reads; the server renders and keys its
   * cache of pages on it, so that any other parameter neither renders a page again nor pushes
   * one out.
   */
  renderedUrl(url: string): string;
  /** The tour files the page's header looks for, which the server checks before rendering. */
  tourFileUrls(domain: TDomain): string[];
  renderPublicPage(input: PublicPageInput): Promise<RenderedPublicPage>;
}
