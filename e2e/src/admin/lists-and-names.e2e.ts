import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { keepScreenshot } from '../support/browser.ts';
import { useAppSession, usePage } from '../support/desktop-session.ts';
import { apiCall, expectToast, signIn } from './admin-session.ts';

type Building = {
  id: number;
  name: string;
  project: { name: string; translatable?: { name: { fr: string } } };
};

const app = useAppSession();
/** The shared machine is slow: a screen may take seconds to answer. */
const WAIT = { timeout: 15_000 };

/** Clicks and typed fields of a flow: what a person does with the hand. */
function actionCounter() {
  let count = 0;
  return {
    click: async (target: Locator) => {
      count++;
      await target.click();
    },
    fill: async (target: Locator, text: string) => {
      count++;
      await target.fill(text);
    },
    get count() {
      return count;
    },
  };
}

/** The demo's main building of the signed-in admin's site. */
async function demoBuilding(page: Page): Promise<Building> {
  const list = await apiCall<{ data: Building[] }>(
    page,
    'GET',
    '/api/buildings?sort=id&per_page=1&include=project',
  );
  const building = list.data[0];
  if (!building) throw new Error('no demo building');
  return building;
}

const slug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

describe('an admin adds a floor and its units, and renames one', () => {
  const view = usePage(app);
  const page = () => view.page;
  let building: Building;
  let floorUrl: string;

  it('adds a floor with three units with "Enregistrer et ajouter"; a name the building has is refused under the field', async () => {
    await signIn(page(), 'admin@horizon.test', '/admin/units');
    building = await demoBuilding(page());
    await page().goto(`/admin/building/${building.id}`);
    const act = actionCounter();

    await act.click(page().getByRole('button', { name: 'Créer un étage' }));
    await act.fill(page().getByLabel('ID (nom)'), '3e étage');
    await act.fill(page().getByLabel('Nom (FR)'), 'Troisième étage (test)');
    await act.click(page().getByRole('button', { name: 'Enregistrer', exact: true }));
    await expectToast(page(), 'Étage créé');
    // the new floor is not on the site yet; the demo's floors (frames and outlines) are
    const floorRow = page().locator('tr', { hasText: 'Troisième étage (test)' });
    await floorRow.getByText('Pas encore sur le site').waitFor();
    const badges = await page().locator('tbody tr').getByText('Pas encore sur le site').count();
    expect(badges).toBeLessThan(await page().locator('tbody tr').count());
    await act.click(
      page().locator('tr', { hasText: 'Troisième étage (test)' }).getByRole('link', { name: 'Gérer' }),
    );
    await page().getByRole('heading', { name: 'Troisième étage (test)' }).waitFor();
    floorUrl = page().url();

    await act.click(page().getByRole('link', { name: 'Créer une unité' }));
    // the bedrooms field says it sets the typology, and how
    await page().getByLabel('Chambres (fixe la typologie)').waitFor();
    await page().getByText('0 = studio ; 1 = ST ; 2 = T2', { exact: false }).waitFor();
    for (const [index, name] of ['T.3.01', 'T.3.02', 'T.3.03'].entries()) {
      const id = page().getByLabel('ID (lien public)');
      await act.fill(id, name);
      await act.fill(page().getByLabel('Nom (FR)'), `Appartement ${name}`);
      await act.fill(page().getByLabel('Surface (m²)'), '72');
      await act.fill(page().getByLabel('Prix (€)'), String(300000 + index * 5000));
      const last = index === 2;
      await act.click(
        page().getByRole('button', { name: last ? 'Enregistrer' : 'Enregistrer et ajouter', exact: true }),
      );
      await expectToast(page(), 'Unité créée');
      if (!last) await expect.poll(() => id.inputValue(), WAIT).toBe('');
    }
    await page().waitForURL(floorUrl);
    const rows = page().locator('tbody tr', { hasText: /Appartement T\.3\.0\d/ });
    await expect.poll(() => rows.count(), WAIT).toBe(3);
    console.log(`actions to add a floor with three units (4 fields each): ${act.count}`);
    // before: 5 for the floor + 3 × ("Créer une unité" + 4 fields + "Enregistrer", back on the floor) = 23
    expect(act.count).toBe(21);

    // not on the public model yet: no frames for the floor, no outline for the units
    await page().getByText('Étage pas encore sur le site').waitFor();
    await expect
      .poll(() => page().getByText('Pas encore sur le site', { exact: true }).count(), WAIT)
      .toBe(3);
    await expect
      .poll(
        () => page().getByRole('link', { name: 'Ajouter dans les médias du bâtiment' }).getAttribute('href'),
        WAIT,
      )
      .toMatch(new RegExp(`/admin/building/${building.id}/media\\?floor=\\d+$`));
    await keepScreenshot(page(), 'admin-floor-not-on-site');

    await page().getByRole('link', { name: 'Créer une unité' }).click();
    await page().getByLabel('ID (lien public)').fill('t.3.01');
    await page().getByLabel('Nom (FR)').fill('Doublon');
    await page().getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await page()
      .locator('[data-field="name"], .mantine-InputWrapper-root', { hasText: 'ID (lien public)' })
      .getByText('Une autre unité de ce bâtiment s’appelle déjà « T.3.01 »', { exact: false })
      .waitFor();
    await keepScreenshot(page(), 'admin-unit-name-taken');
    const units = await apiCall<{ data: unknown[] }>(page(), 'GET', '/api/units?filter[search]=Doublon');
    expect(units.data).toEqual([]);
  });

  it('renames a unit; its old public link redirects to the new one', async () => {
    await page().goto(floorUrl);
    await page()
      .locator('tr', { hasText: 'Appartement T.3.01' })
      .getByRole('link', { name: 'Modifier' })
      .click();
    const id = page().getByLabel('ID (lien public)');
    await expect.poll(() => id.inputValue(), WAIT).toBe('T.3.01');
    await id.fill('T.3.01A');
    await page().getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await page().waitForURL(floorUrl);
    await expectToast(page(), 'Unité modifiée');

    const project = slug(building.project.translatable?.name.fr ?? building.project.name);
    const base = `/orbital/${project}/${slug(building.name)}/3e-etage`;
    const visit = await page().goto(`${base}/T.3.01?showUnit=true`);
    await page().waitForURL((url) => url.pathname.endsWith('/T.3.01A'));
    expect(new URL(page().url()).pathname).toBe(`${base}/T.3.01A`);
    expect(new URL(page().url()).search).toBe('?showUnit=true');
    // the server answered the old link with a redirect, before any script ran
    expect(visit?.request().redirectedFrom()?.url()).toContain('/T.3.01?showUnit=true');
  });

  it('duplicates a unit: every value but its ID', async () => {
    await page().goto(floorUrl);
    await page()
      .locator('tr', { hasText: 'Appartement T.3.02' })
      .getByRole('link', { name: 'Modifier' })
      .click();
    await page().getByRole('link', { name: 'Dupliquer' }).click();
    await page()
      .getByRole('heading', { name: /^Copie de Appartement T\.3\.02/ })
      .waitFor();
    expect(await page().getByLabel('ID (lien public)').inputValue()).toBe('');
    expect(await page().getByLabel('Nom (FR)').inputValue()).toBe('Appartement T.3.02');
    expect(await page().getByLabel('Surface (m²)').inputValue()).toBe('72');
    await page().getByLabel('ID (lien public)').fill('T.3.04');
    await page().getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await page().waitForURL(floorUrl);
    await expect
      .poll(() => page().locator('tbody tr', { hasText: 'Appartement T.3.02' }).count(), WAIT)
      .toBe(2);
  });

  it('shows the new units as not on the site in the units list too', async () => {
    await page().goto('/admin/units');
    await page().getByRole('heading', { name: 'Unités' }).waitFor();
    const search = page().getByRole('searchbox');
    await search.fill('T.3.0');
    await search.press('Enter');
    const rows = page().locator('tbody tr', { hasText: /Appartement T\.3\.0\d/ });
    await expect.poll(() => rows.count(), WAIT).toBeGreaterThanOrEqual(3);
    await expect
      .poll(() => rows.filter({ hasText: 'Pas encore sur le site' }).count(), WAIT)
      .toBe(await rows.count());
    // a demo unit, outlined on the model, has no badge
    await search.fill('Penthouse');
    await search.press('Enter');
    const penthouses = page().locator('tbody tr', { hasText: 'Penthouse' });
    await expect.poll(() => penthouses.count(), WAIT).toBeGreaterThan(0);
    await page().waitForTimeout(500);
    expect(await penthouses.filter({ hasText: 'Pas encore sur le site' }).count()).toBe(0);
  });

  it('renames the floor; its old public link redirects to the new one', async () => {
    await page().goto(`/admin/building/${building.id}`);
    await page()
      .locator('tr', { hasText: 'Troisième étage (test)' })
      .getByRole('button', { name: 'Modifier' })
      .click();
    const dialog = page().getByRole('dialog');
    await dialog.getByLabel('ID (nom)').fill('3e étage B');
    await dialog.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expectToast(page(), /modifié/);

    const project = slug(building.project.translatable?.name.fr ?? building.project.name);
    const base = `/orbital/${project}/${slug(building.name)}`;
    const visit = await page().goto(`${base}/3e-etage/T.3.01A`);
    await page().waitForURL((url) => url.pathname === `${base}/3e-etage-b/T.3.01A`, WAIT);
    expect(visit?.request().redirectedFrom()?.url()).toContain('/3e-etage/T.3.01A');
  });
});

describe('the units list of a sales user', () => {
  const view = usePage(app);
  const page = () => view.page;

  it('finds "Penthouse", filters by status, keeps both after "Modifier" and Back, and offers no delete', async () => {
    await signIn(page(), 'vente@horizon.test', '/admin/units');
    await page().getByRole('heading', { name: 'Unités' }).waitFor();
    const search = page().getByRole('searchbox');
    await search.fill('Penthouse');
    await search.press('Enter');
    const rows = page().locator('tbody tr');
    await expect
      .poll(async () => (await rows.allTextContents()).every((text) => text.includes('Penthouse')), WAIT)
      .toBe(true);
    await expect.poll(() => rows.count(), WAIT).toBeGreaterThan(0);
    const penthouses = await rows.count();

    // a sales user marks a penthouse sold from the list, then asks for the sold ones
    const first = rows.first();
    const firstName = (await first.locator('td').first().textContent()) ?? '';
    await first.getByRole('combobox').selectOption({ label: 'Vendu' });
    await first.locator('[data-save-state="saved"]').first().waitFor();
    // the filter's own list (each row also has a status select holding "Vendu")
    await page()
      .getByRole('textbox', { name: /^Statut$/ })
      .click();
    await page().getByRole('listbox').getByRole('option', { name: 'Vendu' }).click();
    await page().waitForURL((url) => url.searchParams.get('units.f.status') === '2');
    await expect
      .poll(async () => {
        const statuses = await rows
          .getByRole('combobox')
          .evaluateAll((selects) => selects.map((select) => (select as HTMLSelectElement).value));
        return (
          statuses.length > 0 && statuses.length <= penthouses && statuses.every((value) => value === '2')
        );
      }, WAIT)
      .toBe(true);
    const names = () => rows.locator('td:first-child').allTextContents();
    const sold = await names();
    expect(sold).toContain(firstName);
    expect(sold.every((text) => text.includes('Penthouse'))).toBe(true);
    expect(await page().getByRole('button', { name: 'Supprimer' }).count()).toBe(0);

    // at 1024 px the row actions stay on screen
    await page().setViewportSize({ width: 1024, height: 768 });
    const edit = rows.first().getByRole('link', { name: 'Modifier' });
    const box = await edit.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(1024);
    await keepScreenshot(page(), 'admin-units-1024-sales-user');

    await edit.click();
    await page().getByRole('heading', { name: 'Modifier une unité' }).waitFor();
    await page().goBack();
    await page().getByRole('heading', { name: 'Unités' }).waitFor();
    expect(await page().getByRole('searchbox').inputValue()).toBe('Penthouse');
    await expect.poll(names, WAIT).toEqual(sold);

    // nor on a floor page
    await rows.first().getByRole('link', { name: 'Modifier' }).click();
    await page().getByRole('link', { name: "Retour à l'étage" }).click();
    await page().locator('tbody tr').first().waitFor();
    expect(await page().getByRole('button', { name: 'Supprimer' }).count()).toBe(0);
  });

  it('filters by typology and sorts by status', async () => {
    await page().setViewportSize({ width: 1280, height: 800 });
    await page().goto('/admin/units');
    await page().getByRole('heading', { name: 'Unités' }).waitFor();
    const rows = page().locator('tbody tr');
    await rows.first().waitFor(WAIT);

    await page()
      .getByRole('textbox', { name: /^Typologie$/ })
      .click();
    await page()
      .getByRole('listbox')
      .getByRole('option', { name: /^(T2|2 chambres)$/ })
      .click();
    await page().waitForURL((url) => url.searchParams.get('units.f.bedrooms') === '2');
    const projectUnits = await apiCall<{ data: { name: string; fullname: string }[] }>(
      page(),
      'GET',
      '/api/units?filter[bedrooms]=2&pagination=0',
    );
    const twoBedrooms = projectUnits.data.map((unit) => unit.fullname || unit.name);
    expect(twoBedrooms.length).toBeGreaterThan(0);
    // every row left is a unit of two bedrooms (the table follows the filter once its answer is in)
    await expect
      .poll(async () => {
        const shown = await rows.locator('td:first-child').allTextContents();
        return shown.length > 0 && shown.every((text) => twoBedrooms.some((name) => text.startsWith(name)));
      }, WAIT)
      .toBe(true);

    const statusLabels = () =>
      rows
        .getByRole('combobox')
        .evaluateAll((selects) =>
          selects.map((select) => (select as HTMLSelectElement).selectedOptions[0]?.textContent ?? ''),
        );
    await page()
      .getByRole('columnheader', { name: /Statut/ })
      .getByRole('button')
      .click();
    await page().waitForURL((url) => (url.searchParams.get('units.sort') ?? '').includes('status'));
    await expect
      .poll(async () => {
        const labels = await statusLabels();
        return labels.join('|') === [...labels].sort().join('|') && labels.length > 0;
      }, WAIT)
      .toBe(true);
    await keepScreenshot(page(), 'admin-units-typology-status-sort');
  });
});
