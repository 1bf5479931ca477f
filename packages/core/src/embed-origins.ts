/**
 * The origins a site lets embed its showcase (issue 16 point 3): the developer's own sites, each
 * written as an origin only (`https://www.example.be`, `http://localhost:3000`). Read by the
 * embed page's `frame-ancestors`, the postMessage bridge (`event.origin`) and the read API's CORS.
 */

/** At most this many origins per site (a CSP header stays short). */
export const MAX_EMBED_ORIGINS = 20;

/**
 * An origin as the browser sends it in `Origin` and `event.origin` (scheme, lower-case host, port
 * only when not the scheme's default), or null when `text` is not an http(s) origin: a path,
 * query, fragment, credentials or a wildcard make it no origin.
 */
export function normalizeOrigin(text: string): string | null {
  const trimmed = text.trim();
  if (!/^https?:\/\/[^/?#]+\/?$/i.test(trimmed) || trimmed.includes('*') || trimmed.includes('@'))
    return null;
  const url = URL.parse(trimmed);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) return null;
  return url.origin;
}

/** Whether `origin` (as a browser sent it) is one of the listed ones. */
export function isListedOrigin(origin: string | null | undefined, listed: readonly string[]): boolean {
  if (!origin) return false;
  const normalized = normalizeOrigin(origin);
  return normalized !== null && listed.includes(normalized);
}

/**
 * The `frame-ancestors` sources of the embed page: exactly the listed origins, or `'none'` when
 * the site lists none (the page is then framed nowhere, not even by the site itself).
 */
export function frameAncestorsOf(listed: readonly string[]): string {
  return listed.length > 0 ? listed.join(' ') : "'none'";
}
