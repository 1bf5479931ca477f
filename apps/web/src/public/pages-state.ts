import type { TDomain } from '@vitrine/core';

/** A page is active unless the domain's page list has an inactive entry of that name. */
export function isPageActive(domain: Pick<TDomain, 'pages'>, name: string): boolean {
  const page = domain.pages?.find((entry) => entry.name.toLowerCase() === name.toLowerCase());
  return page ? page.is_active : true;
}
