// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { INITIAL_SIDEBAR_STATE, type SidebarState, sidebarReducer, type TDomain } from '@vitrine/core';
import { useLayoutEffect } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { domainQueryKey } from '../../api/domain-query.ts';
import { setupI18n } from '../../i18n/setup.ts';
import { MemoryRouter } from '../../routes/router.tsx';
import { buildBuilding, buildDomain, buildFloor, buildProject, buildUnit } from '../../test/factories.ts';
import { registerFavouriteStrings } from '../favourites/favourite-strings.ts';
import { type OrbitalPlace, resolveOrbitalPlace } from '../orbital/resolve-place.ts';
import OrbitalSidebar from './OrbitalSidebar.tsx';

beforeAll(() => {
  setupI18n('fr');
  registerFavouriteStrings();
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const a1 = buildUnit({ name: 'A1', fullname: 'Appartement A1', price: 285000 });
const a2 = buildUnit({ name: 'A2', fullname: 'Appartement A2', price: 199000 });
const floor = buildFloor({ name: 'rez', description: 'Rez', units: [a1, a2] });
const domain: TDomain = buildDomain({
  projects: [buildProject({ name: 'Sambre', buildings: [buildBuilding({ name: 'a', floors: [floor] })] })],
});
const place = resolveOrbitalPlace(domain, { project: 'Sambre', building: 'a' }, 'localhost') as OrbitalPlace;
const showing = (unitId: number): SidebarState =>
  sidebarReducer(INITIAL_SIDEBAR_STATE, { type: 'showUnit', unitId, mobile: false });

/** The visitor's list, as an earlier visit left it on the device. */
const favourOnDevice = (...ids: number[]) =>
  localStorage.setItem(`vitrine.favourites.${domain.id}`, JSON.stringify({ ids, compared: [] }));

/** Taps the favourites button the moment it is on screen, before React has run the effects. */
function TapAsItAppears() {
  useLayoutEffect(() => {
    screen.getByRole('button', { name: 'Favoris (2)' }).click();
  }, []);
  return null;
}

function sidebarOf(sidebar: SidebarState, tapAsItAppears = false) {
  const client = new QueryClient();
  client.setQueryData(domainQueryKey, domain);
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <OrbitalSidebar
          place={place}
          sidebar={sidebar}
          dispatch={() => undefined}
          withFilter={true}
          mobile={false}
          onSelectUnit={() => undefined}
          onCloseUnit={() => undefined}
          onSelectionCleared={() => undefined}
          onMatchingChange={() => undefined}
        />
        {tapAsItAppears && <TapAsItAppears />}
      </MemoryRouter>
    </QueryClientProvider>
  );
}

const favouritesPanel = () => document.querySelector('.sidebar-panel--favourites');

describe('the favourites in the orbital sidebar', () => {
  it('stay open when the visitor opens them as the sidebar appears over a shared unit', async () => {
    // a shared unit's link, reloaded: the sheet opens and the sidebar arrives with the model
    favourOnDevice(a1.id, a2.id);
    await act(async () => {
      render(sidebarOf(showing(a1.id), true));
    });
    expect(favouritesPanel()).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Favoris (2)' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('give the section back to a unit shown after they were opened, and only then', async () => {
    favourOnDevice(a1.id, a2.id);
    const view = render(sidebarOf(showing(a1.id)));
    fireEvent.click(screen.getByRole('button', { name: 'Favoris (2)' }));
    expect(favouritesPanel()).not.toBeNull();
    // the same unit, drawn again (new data from the server): the list stays
    view.rerender(sidebarOf(showing(a1.id)));
    expect(favouritesPanel()).not.toBeNull();
    // another unit shown (from the model, a row or the list's own link): its sheet takes the place
    await act(async () => {
      view.rerender(sidebarOf(showing(a2.id)));
    });
    expect(favouritesPanel()).toBeNull();
    expect(document.querySelector('.sidebar-panel--unit')).not.toBeNull();
  });
});
