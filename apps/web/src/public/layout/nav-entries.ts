import { useDomain } from '../../api/domain-query.ts';
import { paths } from '../../routes/paths.ts';
import { useCycloramaAvailable, useVirtualToursAvailable } from '../availability.ts';
import { useDomainFlag } from '../domain-settings.ts';
import { isPageActive } from '../pages-state.ts';

export type NavKey = 'cyclorama' | 'orbital' | 'virtualTours' | 'gallery' | 'video' | 'contact';
export interface NavEntry {
  key: NavKey;
  to: string;
}

export interface NavConditions {
  cyclorama: boolean;
  virtualTours: boolean;
  withMenu: boolean;
  contactActive: boolean;
}

/** The header entries in the spec's order, each kept only when its condition holds. */
export function navEntries(conditions: NavConditions): NavEntry[] {
  const all: (NavEntry & { shown: boolean })[] = [
    { key: 'cyclorama', to: `/${paths.cyclorama}`, shown: conditions.cyclorama },
    { key: 'orbital', to: `/${paths.orbital}`, shown: true },
    { key: 'virtualTours', to: `/${paths.virtualTours}`, shown: conditions.virtualTours },
    { key: 'gallery', to: `/${paths.gallery}`, shown: conditions.withMenu },
    { key: 'video', to: `/${paths.video}`, shown: conditions.withMenu },
    { key: 'contact', to: `/${paths.contact}`, shown: conditions.contactActive },
  ];
  return all.filter((entry) => entry.shown).map(({ key, to }) => ({ key, to }));
}

export function useNavEntries(): NavEntry[] {
  const domain = useDomain();
  return navEntries({
    cyclorama: useCycloramaAvailable(domain) === true,
    virtualTours: useVirtualToursAvailable(domain) === true,
    withMenu: useDomainFlag('with-menu'),
    contactActive: isPageActive(domain, 'contact'),
  });
}
