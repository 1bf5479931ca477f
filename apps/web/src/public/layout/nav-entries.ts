import { useDomain } from '../../api/domain-query.ts';
import { paths } from '../../routes/paths.ts';
import { useCycloramaAvailable, useVirtualToursAvailable } from '../availability.ts';
import { useDomainFlag } from '../domain-settings.ts';
import { isPageActive, type ListedPage } from '../pages-state.ts';

export type NavKey = 'cyclorama' | 'orbital' | 'virtualTours' | 'gallery' | 'video' | 'contact';
export interface NavEntry {
  key: NavKey;
  to: string;
}

export interface NavConditions {
  cyclorama: boolean;
  virtualTours: boolean;
  withMenu: boolean;
  /** Whether each listed page is active (the domain's page list). */
  pages: Record<ListedPage, boolean>;
}

/** The header entries in the spec's order, each kept only when its condition holds. */
export function navEntries(conditions: NavConditions): NavEntry[] {
  const { pages } = conditions;
  const all: (NavEntry & { shown: boolean })[] = [
    { key: 'cyclorama', to: `/${paths.cyclorama}`, shown: conditions.cyclorama && pages.cyclorama },
    { key: 'orbital', to: `/${paths.orbital}`, shown: true },
    { key: 'virtualTours', to: `/${paths.virtualTours}`, shown: conditions.virtualTours },
    { key: 'gallery', to: `/${paths.gallery}`, shown: conditions.withMenu && pages.gallery },
    { key: 'video', to: `/${paths.video}`, shown: conditions.withMenu && pages.video },
    { key: 'contact', to: `/${paths.contact}`, shown: pages.contact },
  ];
  return all.filter((entry) => entry.shown).map(({ key, to }) => ({ key, to }));
}

/** Availability of each tour: true, false, or undefined while its file is being checked. */
function useNavChecks() {
  const domain = useDomain();
  return {
    cyclorama: useCycloramaAvailable(domain),
    virtualTours: useVirtualToursAvailable(domain),
    withMenu: useDomainFlag('with-menu'),
    pages: {
      contact: isPageActive(domain, 'contact'),
      gallery: isPageActive(domain, 'gallery'),
      video: isPageActive(domain, 'video'),
      cyclorama: isPageActive(domain, 'cyclorama'),
    },
  };
}

/** The entries shown now: a tour's entry appears once its file is found. */
export function useNavEntries(): NavEntry[] {
  const checks = useNavChecks();
  return navEntries({
    ...checks,
    cyclorama: checks.cyclorama === true,
    virtualTours: checks.virtualTours === true,
  });
}

/**
 * The entries as they most likely will be (a tour counts as there while its file is checked),
 * and whether checks are running: a layout keeps their room meanwhile instead of moving.
 */
export function useLikelyNavEntries(): { entries: NavEntry[]; checking: boolean } {
  const checks = useNavChecks();
  return {
    entries: navEntries({
      ...checks,
      cyclorama: checks.cyclorama !== false,
      virtualTours: checks.virtualTours !== false,
    }),
    checking: checks.cyclorama === undefined || checks.virtualTours === undefined,
  };
}
