/** The value of a cookie in a Cookie header (or document.cookie), or null. */
export function cookieValue(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return null;
}

/**
 * Sets a site-wide cookie the server can read on the next page (first-party, not HttpOnly: the
 * visitor's own choices, nothing secret).
 */
export function setSiteCookie(name: string, value: string, maxAgeSeconds: number): void {
  // biome-ignore lint/suspicious/noDocumentCookie: read synchronously by the server on the next page; the Cookie Store API is async and not everywhere
  document.cookie = `${name}=${value}; max-age=${maxAgeSeconds}; path=/; SameSite=Lax`;
}

export const ONE_YEAR_S = 365 * 24 * 3600;
