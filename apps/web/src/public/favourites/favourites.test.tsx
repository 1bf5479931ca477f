// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { TDomain } from '@vitrine/core';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { domainQueryKey } from '../../api/domain-query.ts';
import { setupI18n } from '../../i18n/setup.ts';
import { MemoryRouter, Route, Routes } from '../../routes/router.tsx';
import { buildBuilding, buildDomain, buildFloor, buildProject, buildUnit } from '../../test/factories.ts';
import ComparisonPage from './ComparisonPage.tsx';
import { FavouriteButton } from './FavouriteButton.tsx';
import { FavouritesPanel } from './FavouritesPanel.tsx';
import { registerFavouriteStrings } from './favourite-strings.ts';
import { clearFavourites, type FavouritesEvent, onFavouritesEvent } from './favourites-store.ts';

beforeAll(() => {
  setupI18n('fr');
  registerFavouriteStrings();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

let nextSite = 1;
const a1 = buildUnit({
  name: 'A1',
  fullname: 'Appartement A1',
  surface: 84,
  price: 285000,
  has_terrace: true,
});
const a2 = buildUnit({ name: 'A2', fullname: 'Appartement A2', surface: 61, price: 199000 });
const a3 = buildUnit({ name: 'A3', fullname: 'Appartement A3', surface: 102, price: 390000 });
const sold = buildUnit({ name: 'A4', fullname: 'Appartement A4', status_id: 2, price: null });

/** A site of its own for each test: the device keeps one list per site. */
function siteWith(units = [a1, a2, a3, sold]): TDomain {
  const floor = buildFloor({ name: 'rez', description: 'Rez', units });
  return buildDomain({
    id: nextSite++,
    projects: [buildProject({ name: 'Sambre', buildings: [buildBuilding({ name: 'a', floors: [floor] })] })],
  });
}

/** The site's data after the back office changed a unit's status. */
function withStatus(domain: TDomain, unitId: number, status_id: number): TDomain {
  const copy = structuredClone(domain);
  for (const project of copy.projects ?? [])
    for (const building of project.buildings ?? [])
      for (const floor of building.floors ?? [])
        for (const unit of floor.units ?? []) if (unit.id === unitId) unit.status_id = status_id;
  return copy;
}

function renderOn(domain: TDomain, path: string, page: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(domainQueryKey, domain);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/comparaison/:ids?" element={page} />
          <Route path="*" element={page} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** /domain as the server answers it now. */
function serveDomain(domain: TDomain) {
  const fetch = vi.fn(async () =>
    Response.json({ data: domain }, { headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('the heart', () => {
  it('is a toggle button named after the unit that keeps the unit on the device and tells listeners', () => {
    const domain = siteWith();
    const events: FavouritesEvent[] = [];
    const stop = onFavouritesEvent((event) => events.push(event));
    renderOn(domain, '/', <FavouriteButton unit={a1} name="Appartement A1" />);
    const heart = screen.getByRole('button', { name: 'Favori : Appartement A1' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart);
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    expect(heart.title).toBe('Retirer des favoris');
    expect(JSON.parse(localStorage.getItem(`vitrine.favourites.${domain.id}`) ?? '{}')).toEqual({
      ids: [a1.id],
      compared: [a1.id],
    });
    fireEvent.click(heart);
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect(events).toEqual([
      { kind: 'favourite_added', unitId: a1.id },
      { kind: 'favourite_removed', unitId: a1.id },
    ]);
    stop();
  });

  it('is not offered on a sold unit', () => {
    renderOn(siteWith(), '/', <FavouriteButton unit={sold} name="Appartement A4" />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('is forgotten with every favourite by clearFavourites (the kiosk’s reset)', () => {
    const domain = siteWith();
    renderOn(domain, '/', <FavouriteButton unit={a2} name="Appartement A2" />);
    const heart = screen.getByRole('button', { name: 'Favori : Appartement A2' });
    fireEvent.click(heart);
    act(() => clearFavourites());
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect(localStorage.getItem(`vitrine.favourites.${domain.id}`)).toBeNull();
  });
});

describe('the favourites in the sidebar', () => {
  function favourite(domain: TDomain, ids: number[]) {
    localStorage.setItem(`vitrine.favourites.${domain.id}`, JSON.stringify({ ids, compared: ids }));
  }

  it('lists each favourite with its status, marks one sold since, says which the site no longer shows', async () => {
    const domain = siteWith();
    favourite(domain, [a1.id, a2.id, 424242]);
    serveDomain(withStatus(domain, a2.id, 2));
    renderOn(domain, '/', <FavouritesPanel onClose={() => undefined} />);
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('Ce bien n’est plus proposé sur le site.')).toBeTruthy();
    // /domain is asked again when the list opens: A2 was sold meanwhile, and stays, marked
    await screen.findByText('Vendu depuis que vous l’avez choisi');
    const soldRow = screen.getByRole('link', { name: 'Appartement A2' }).closest('li')!;
    expect(within(soldRow).getByText('Vendu')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Comparer (2)' }).getAttribute('href')).toBe(
      `/comparaison/${a1.id}-${a2.id}`,
    );
  });

  it('compares two to four: a fifth box cannot be ticked, fewer than two cannot be compared', () => {
    const extra = [1, 2].map((n) => buildUnit({ name: `B${n}`, fullname: `Appartement B${n}` }));
    const domain = siteWith([a1, a2, a3, ...extra]);
    serveDomain(domain);
    favourite(domain, [a1.id, a2.id, a3.id, ...extra.map((unit) => unit.id)]);
    renderOn(domain, '/', <FavouritesPanel onClose={() => undefined} />);
    const box = (name: string) =>
      screen.getByRole('checkbox', { name: `Comparer ${name}` }) as HTMLInputElement;
    expect(box('Appartement B2').checked).toBe(false);
    expect(box('Appartement B2').disabled).toBe(true);
    fireEvent.click(box('Appartement A2'));
    fireEvent.click(box('Appartement B2'));
    expect(screen.getByRole('link', { name: 'Comparer (4)' }).getAttribute('href')).toBe(
      `/comparaison/${[a1.id, a3.id, ...extra.map((unit) => unit.id)].join('-')}`,
    );
    for (const name of ['Appartement A1', 'Appartement A3', 'Appartement B1']) fireEvent.click(box(name));
    expect((screen.getByRole('button', { name: 'Comparer (1)' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('the comparison page', () => {
  const headings = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent);

  it('sets the linked units side by side in the link’s order, with every fact', () => {
    const domain = siteWith();
    serveDomain(domain);
    renderOn(domain, `/comparaison/${a3.id}-${a1.id}`, <ComparisonPage />);
    expect(headings()).toEqual(['Appartement A3', 'Appartement A1']);
    const rowHeads = screen.getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(rowHeads).toEqual(['Plan', 'Typologie', 'Surface', 'Étage', 'Extérieurs', 'Prix', 'Statut']);
    const cells = (row: string) =>
      within(screen.getByRole('rowheader', { name: row }).closest('tr')!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.replace(/[\s\u202f]+/g, ' '));
    expect(cells('Surface')).toEqual(['102 m²', '84 m²']);
    expect(cells('Prix')).toEqual(['390 000 €', '285 000 €']);
    expect(cells('Extérieurs')).toEqual(['Aucun', 'Terrasse']);
    expect(cells('Étage')).toEqual(['Rez', 'Rez']);
    expect(cells('Statut')).toEqual(['Disponible', 'Disponible']);
  });

  it('marks a unit sold since the link was made, keeps it, and counts units the site no longer shows', async () => {
    const domain = siteWith();
    serveDomain(withStatus(domain, a2.id, 2));
    renderOn(domain, `/comparaison/${a1.id}-${a2.id}-999999-abc`, <ComparisonPage />);
    expect(screen.getByRole('status').textContent).toBe('1 bien de ce lien n’est plus proposé sur le site.');
    const soldHeading = await screen.findByRole('columnheader', { name: /Appartement A2.*Vendu/ });
    expect(soldHeading.className).toBe('is-sold');
    expect(headings()).toHaveLength(2);
  });

  it('says so when the link names no unit the site shows', () => {
    const domain = siteWith();
    serveDomain(domain);
    renderOn(domain, '/comparaison/nothing-here', <ComparisonPage />);
    expect(screen.getByText('Aucun bien de ce lien n’est proposé sur le site.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Partager la comparaison' })).toBeNull();
  });

  it('keeps the units of a shared comparison in the visitor’s own favourites', () => {
    const domain = siteWith();
    serveDomain(domain);
    renderOn(domain, `/comparaison/${a1.id}-${a3.id}`, <ComparisonPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Garder ces biens dans mes favoris' }));
    expect(JSON.parse(localStorage.getItem(`vitrine.favourites.${domain.id}`) ?? '{}').ids).toEqual([
      a1.id,
      a3.id,
    ]);
    expect(screen.queryByRole('button', { name: 'Garder ces biens dans mes favoris' })).toBeNull();
  });
});
