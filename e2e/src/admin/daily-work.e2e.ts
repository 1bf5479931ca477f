import { describe, expect, it } from 'vitest';
import { keepScreenshot } from '../support/browser.ts';
import { useDesktopSession } from '../support/desktop-session.ts';
import { apiCall, chooseOption, expectToast, signIn, since } from './admin-session.ts';

type Unit = { id: number; name: string; status_id: number | null; price: number | null };
type DomainAnswer = {
  data: {
    projects?: {
      translatable?: { name: { fr: string } };
      name: string;
      buildings?: { floors?: { units?: Unit[] }[] }[];
    }[];
  };
};

/** A valid 2×2 PNG (the server checks uploads by content). */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

const session = useDesktopSession();

describe('the daily work of a root user', () => {
  it('creates a project, a building, a floor and units, then changes a status and a price seen by the public site', async () => {
    const projectName = `Quai ${Date.now() % 100000}`;
    let start = Date.now();
    await signIn(session.page, 'root@vitrine.test', '/admin/projects');
    await session.page.getByRole('heading', { name: 'Projets' }).waitFor();
    console.log(`sign in: ${since(start)}`);

    start = Date.now();
    await session.page.getByRole('button', { name: 'Créer un projet' }).click();
    await session.page.getByLabel('Nom (FR)').fill(projectName);
    await chooseOption(session.page, /Domaine/, /.+/);
    await session.page.getByRole('button', { name: 'Enregistrer' }).click();
    await expectToast(session.page, 'Projet créé');
    await session.page.getByRole('searchbox').fill(projectName);
    await session.page.getByRole('searchbox').blur();
    await session.page.locator('tr', { hasText: projectName }).getByRole('link', { name: 'Gérer' }).click();
    await session.page.getByRole('heading', { name: projectName }).waitFor();

    await session.page.getByRole('button', { name: 'Créer un bâtiment' }).click();
    await session.page.getByLabel('ID (nom)').fill('z');
    await session.page.getByLabel('Nom (FR)').fill('Bâtiment Z');
    await session.page.getByRole('button', { name: 'Enregistrer' }).click();
    await expectToast(session.page, 'Bâtiment créé');
    await session.page.locator('tr', { hasText: 'Bâtiment Z' }).getByRole('link', { name: 'Gérer' }).click();

    await session.page.getByRole('button', { name: 'Créer un étage' }).click();
    await session.page.getByLabel('ID (nom)').fill('1');
    await session.page.getByLabel('Nom (FR)').fill('Premier étage');
    await session.page.getByRole('button', { name: 'Enregistrer' }).click();
    await expectToast(session.page, 'Étage créé');
    await session.page
      .locator('tr', { hasText: 'Premier étage' })
      .getByRole('link', { name: 'Gérer' })
      .click();
    await session.page.getByRole('heading', { name: 'Premier étage' }).waitFor();
    const floorUrl = session.page.url();

    for (const [name, price] of [
      ['Z.1.01', '310000'],
      ['Z.1.02', '325000'],
    ] as const) {
      await session.page.getByRole('link', { name: 'Créer une unité' }).click();
      await session.page.getByLabel('ID (lien public)').fill(name);
      await session.page.getByLabel('Nom (FR)').fill(`Appartement ${name}`);
      await session.page.getByLabel('Surface (m²)').fill('72');
      await session.page.getByLabel('Prix (€)').fill(price);
      await session.page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
      await session.page.waitForURL(floorUrl);
      await expectToast(session.page, 'Unité créée');
    }
    console.log(`project, building, floor and two units through the screens: ${since(start)}`);
    await keepScreenshot(session.page, 'admin-floor-created');

    start = Date.now();
    const row = session.page.locator('tr', { hasText: 'Appartement Z.1.01' });
    await row.getByLabel(/^Statut/).selectOption({ label: 'Vendu' });
    await row.locator('[data-save-state="saved"]').first().waitFor();
    const price = row.getByLabel(/^Prix/);
    await price.fill('299 500');
    await price.press('Enter');
    await row.locator('td').nth(3).locator('[data-save-state="saved"]').waitFor();
    console.log(`status and price saved from the floor table: ${since(start)}`);
    await keepScreenshot(session.page, 'admin-floor-saved');

    const domain = await apiCall<DomainAnswer>(
      session.page,
      'GET',
      '/domain?translatable=1&include=projects.buildings.floors.units',
    );
    const project = domain.data.projects?.find((candidate) => candidate.name === projectName);
    const unit = project?.buildings?.[0]?.floors?.[0]?.units?.find(
      (candidate) => candidate.name === 'Z.1.01',
    );
    // The public site shows it sold, without its price (a sold unit's price is never published).
    expect(unit).toMatchObject({ status_id: 2, price: null });
    const stored = await apiCall<{ data: { price: number | null } }>(
      session.page,
      'GET',
      `/api/units/${unit!.id}`,
    );
    expect(stored.data.price).toBe(299500);

    await session.page.reload();
    const reloaded = session.page.locator('tr', { hasText: 'Appartement Z.1.01' });
    await expect.poll(() => reloaded.getByLabel(/^Prix/).inputValue()).toMatch(/^299\s?500$/);

    // a price typed in the floor table is taken back with "Annuler" in its toast
    const second = session.page.locator('tr', { hasText: 'Appartement Z.1.02' });
    const secondPrice = second.getByLabel(/^Prix/);
    await secondPrice.fill('330.000');
    await secondPrice.press('Enter');
    const toast = session.page.locator('.mantine-Notification-root', { hasText: /prix 330\s000 €/ });
    await toast.waitFor();
    const secondId = (
      await apiCall<{ data: { id: number }[] }>(session.page, 'GET', '/api/units?filter[search]=Z.1.02')
    ).data[0]!.id;
    const storedPrice = async () =>
      (await apiCall<{ data: { price: number | null } }>(session.page, 'GET', `/api/units/${secondId}`)).data
        .price;
    await expect.poll(storedPrice).toBe(330000);
    await toast.getByRole('button', { name: 'Annuler' }).click();
    await expectToast(session.page, 'Modification annulée.');
    await expect.poll(storedPrice).toBe(325000);
    await expect.poll(() => secondPrice.inputValue()).toMatch(/^325\s?000$/);

    // the sidebar says "Statuts" and "Visites virtuelles", in French
    const sidebar = session.page.getByRole('navigation');
    await sidebar.getByRole('link', { name: 'Statuts', exact: true }).waitFor();
    expect(await sidebar.getByRole('link', { name: 'Status', exact: true }).count()).toBe(0);
  });

  it('uploads a 2D plan on the unit screen and goes back to the floor once saved', async () => {
    const floorUrl = session.page.url();
    const start = Date.now();
    await session.page
      .locator('tr', { hasText: 'Appartement Z.1.01' })
      .getByRole('link', { name: 'Modifier' })
      .click();
    await session.page.getByRole('heading', { name: 'Modifier une unité' }).waitFor();
    const unitId = new URL(session.page.url()).pathname.split('/').pop();
    expect(await session.page.getByLabel('ID (lien public)').inputValue()).toBe('Z.1.01');
    const plan2d = session.page.locator('[data-field="blueprint2D"]');
    await plan2d
      .locator('input[type=file]')
      .setInputFiles({ name: 'plan-z101.png', mimeType: 'image/png', buffer: TINY_PNG });
    await plan2d.getByText('Envoi terminé', { exact: true }).waitFor();
    await session.page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await session.page.waitForURL(floorUrl);
    await expectToast(session.page, 'Unité modifiée');
    console.log(`unit edited with a 2D plan upload: ${since(start)}`);
    const unit = await apiCall<{ data: Unit & { blueprint2D: { url: string } | null } }>(
      session.page,
      'GET',
      `/api/units/${unitId}`,
    );
    expect(unit.data.blueprint2D?.url).toMatch(/^\/storage\//);
  });

  it('shows the server message under a price the server refuses, and keeps the old value saved', async () => {
    const row = session.page.locator('tr', { hasText: 'Appartement Z.1.02' });
    const price = row.getByLabel(/^Prix/);
    await price.fill('5000000000');
    await price.press('Enter');
    // A change of more than 20 % is confirmed first (issue 19).
    await session.page
      .getByRole('dialog', { name: 'Confirmer la modification' })
      .getByRole('button', { name: 'Enregistrer' })
      .click();
    await row.locator('[data-save-state="failed"]').waitFor();
    await row
      .getByRole('alert')
      .filter({ hasText: /prix.*1000000000/ })
      .waitFor();
    await keepScreenshot(session.page, 'admin-floor-failed-cell');
    const units = await apiCall<{ data: Unit[] }>(session.page, 'GET', '/api/units?filter[name]=Z.1.02');
    expect(units.data[0]?.price).toBe(325000);
  });
});
