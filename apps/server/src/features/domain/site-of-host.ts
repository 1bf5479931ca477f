/**
 * Which site a request is for, by its Host (docs/decisions.md, "Public answers and the Host").
 * A domain whose host is the request's is that site. No domain has it: reads (`GET /domain`,
 * `/unit/{id}`, …) take the first domain when the host is the machine's own name (localhost,
 * a loopback address, APP_URL's host) or the install has a single domain; the public forms take
 * it only for the machine's own name, so a POST from a host no site has is a 404.
 */
export type HostFallback = 'read' | 'form';

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

export interface SiteChoice<D> {
  domain: D;
  /** The domain was chosen by its own host (not by a fallback). */
  exact: boolean;
}

/**
 * The site among `candidates`: the domain whose host is `host` first, then the first domain by
 * id (at most two are needed, to know whether the install has a single domain).
 */
export function chooseSite<D extends { host: string }>(
  candidates: readonly D[],
  host: string,
  fallback: HostFallback,
  appUrl?: string,
): SiteChoice<D> | null {
  const [first, second] = candidates;
  if (!first) return null;
  const wanted = host.toLowerCase();
  if (first.host.toLowerCase() === wanted) return { domain: first, exact: true };
  const ownName = LOOPBACK_NAMES.has(wanted) || (appUrl !== undefined && new URL(appUrl).hostname === wanted);
  if (ownName || (fallback === 'read' && second === undefined)) return { domain: first, exact: false };
  return null;
}

/**
 * The origin of links to a site, never taken from the request: the domain's stored host with
 * APP_URL's scheme and port; APP_URL itself when the site was reached by the fallback (the
 * visitor is on APP_URL's host, not on the domain's).
 */
export function siteOrigin(choice: SiteChoice<{ host: string }>, appUrl: string): string {
  const app = new URL(appUrl);
  if (!choice.exact) return app.origin;
  const host = choice.domain.host.toLowerCase();
  const port = host.includes(':') || app.port === '' ? '' : `:${app.port}`;
  return `${app.protocol}//${host}${port}`;
}

/**
 * A link to a page of the site from the one the browser sent: only its path, query and fragment
 * are kept; scheme, host, port and credentials are always the site's.
 */
export function linkOnSite(origin: string, sent: string): string {
  const link = new URL(origin);
  try {
    const parsed = new URL(sent, origin);
    link.pathname = parsed.pathname;
    link.search = parsed.search;
    link.hash = parsed.hash;
  } catch {
    // not a URL: the site's home
  }
  return link.href;
}
