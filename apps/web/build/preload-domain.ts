import type { Plugin } from 'vite';
import { DOMAIN_URL } from '../src/api/domain-url.ts';

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/**
 * Asks for the site's data with the page itself, in parallel with the scripts, instead of once
 * they have run. The app's fetch must match it (same URL, credentials, no extra headers). The
 * data-public-preload mark lets the server leave it out of the admin's pages.
 */
export function preloadDomain(): Plugin {
  const link = `<link rel="preload" href="${escapeAttribute(DOMAIN_URL)}" as="fetch" crossorigin="use-credentials" data-public-preload />`;
  return {
    name: 'vitrine:preload-domain',
    transformIndexHtml: (html) => html.replace(/(\s*)<title>/, `$1${link}$1<title>`),
  };
}
