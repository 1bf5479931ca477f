import { isListedOrigin, normalizeOrigin } from '@vitrine/core/embed-origins';

/** The name of the meta tag the server writes the site's listed origins in (features/embed). */
const ORIGINS_META = 'vitrine-embed-origins';

/** The origins the site lists, as the server wrote them into the embed page. */
export function listedOrigins(doc: Document): string[] {
  const content = doc.querySelector<HTMLMetaElement>(`meta[name="${ORIGINS_META}"]`)?.content ?? '[]';
  try {
    const parsed: unknown = JSON.parse(content);
    return Array.isArray(parsed)
      ? parsed.filter((origin): origin is string => typeof origin === 'string')
      : [];
  } catch {
    return [];
  }
}

/**
 * The origin of the page around, when the browser tells it (Chromium and Safari:
 * `location.ancestorOrigins`; else the referrer) and the site lists it; null otherwise.
 */
export function parentOrigin(
  location: { ancestorOrigins?: DOMStringList },
  referrer: string,
  listed: readonly string[],
): string | null {
  const candidate = location.ancestorOrigins?.[0] ?? normalizeOrigin(URL.parse(referrer)?.origin ?? '');
  return candidate && isListedOrigin(candidate, listed) ? candidate : null;
}

/**
 * Where events go: the origin of the last command received, else the page around's known origin,
 * else every listed origin (the browser delivers only to the one the page around has).
 */
export function eventTargets(
  lastSender: string | null,
  parent: string | null,
  listed: readonly string[],
): string[] {
  if (lastSender) return [lastSender];
  if (parent) return [parent];
  return [...listed];
}
