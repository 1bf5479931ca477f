import type { TDomain, TPage } from '@vitrine/core';

/**
 * The public pages staff can switch off or give the alternative logo (the domain's page list,
 * back office "Display page?" and "With alt logo?"), by the name of their entry. The other screens
 * (home, orbital, virtual tours) are always there.
 */
export type ListedPage = 'contact' | 'gallery' | 'video' | 'cyclorama';

function entryOf(domain: Pick<TDomain, 'pages'>, name: ListedPage): TPage | undefined {
  return domain.pages?.find((entry) => entry.name.trim().toLowerCase() === name);
}

/** A page is active unless the domain's page list has an inactive entry of that name. */
export function isPageActive(domain: Pick<TDomain, 'pages'>, name: ListedPage): boolean {
  return entryOf(domain, name)?.is_active ?? true;
}

/** The listed page a path shows (its first segment), if any. */
export function listedPageOfPath(pathname: string): ListedPage | null {
  const first = pathname.split('/')[1]?.toLowerCase() ?? '';
  return first === 'contact' || first === 'gallery' || first === 'video' || first === 'cyclorama'
    ? first
    : null;
}

/** Whether the page at this path asks for the header's alternative logo. */
export function wantsAltLogo(domain: Pick<TDomain, 'pages'>, pathname: string): boolean {
  const name = listedPageOfPath(pathname);
  return name ? (entryOf(domain, name)?.withAltLogo ?? false) : false;
}
