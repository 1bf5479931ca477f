/** Paths of the site that are files, not pages: opening one would leave the kiosk's page. */
const FILE_PATH =
  /^\/(storage|download|api)\/|\.(pdf|jpe?g|png|webp|avif|gif|svg|zip|mp4|webm|mov|xml|json|csv|txt|docx?|xlsx?)$/i;

/**
 * Whether a link would take the visitor off the kiosk: another origin (another site, mailto:,
 * tel:, javascript:), a new window or tab, a download, or one of the site's files (a PDF, a
 * picture) that would replace the page. Links to the site's pages stay.
 */
export function isLinkOut(
  link: { href: string; target?: string | null; download?: boolean },
  origin: string,
): boolean {
  if (link.download) return true;
  const target = link.target?.trim().toLowerCase();
  if (target && target !== '_self' && target !== '_top' && target !== '_parent') return true;
  try {
    const url = new URL(link.href, origin);
    return url.origin !== origin || FILE_PATH.test(url.pathname);
  } catch {
    return true;
  }
}
