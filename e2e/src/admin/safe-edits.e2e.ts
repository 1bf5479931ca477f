import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { keepScreenshot } from '../support/browser.ts';
import { useAppSession, useFreshPages } from '../support/desktop-session.ts';
import { apiCall, expectToast, signIn } from './admin-session.ts';

type Unit = { id: number; name: string; floor_id: number; status_id: number | null; price: number | null };
/** `description` is what people call the floor ("Rez-de-chaussée"): breadcrumbs show it. */
type Floor = { id: number; name: string; description?: string | null; building_id: number };
type Building = { id: number; name: string; project_id: number; building_id: number | null };

const app = useAppSession({ privateStorage: true });
const freshPage = useFreshPages(app);
/** Longer than the undo window (6 s), for what happens once it is over. */
const AFTER_UNDO_WINDOW = 7500;

async function unitsOfFloor(page: Page, floorId: number): Promise<Unit[]> {
  const answer = await apiCall<{ data: Unit[] }>(
    page,
    'GET',
    `/api/units?filter[floor_id]=${floorId}&sort=name&per_page=100`,
  );
  return answer.data;
}

async function storedUnit(page: Page, id: number): Promise<Unit> {
  return (await apiCall<{ data: Unit }>(page, 'GET', `/api/units/${id}`)).data;
}

/** The price box of a unit's row ("Prix (€) A.0.01"). */
const priceLabel = (unit: Unit) => new RegExp(`^Prix.* ${unit.name.replaceAll('.', '\\.')}$`);

/** The first floor of the demo with at least three units (Horizon Promotion's site). */
async function demoFloor(page: Page): Promise<{ floor: Floor; units: Unit[] }> {
  const floors = await apiCall<{ data: Floor[] }>(page, 'GET', '/api/floors?per_page=100');
  for (const floor of floors.data) {
    const units = (await unitsOfFloor(page, floor.id)).filter((unit) => unit.price !== null);
    if (units.length >= 3) return { floor, units };
  }
  throw new Error('no demo floor with three priced units');
}

describe('a sales user on the floor table', () => {
  let page: Page;
  let floor: Floor;
  let units: Unit[];

  beforeAll(async () => {
    page = await freshPage();
    await signIn(page, 'vente@horizon.test');
    ({ floor, units } = await demoFloor(page));
    await page.goto(`/admin/floor/${floor.id}`);
    await page.locator('tbody tr').first().waitFor();
  });

  it('types 605.000 as a price: asked to confirm the big change, 605000 is stored and shown as 605 000 €', async () => {
    const unit = units[0]!;
    const row = page.locator('tbody tr', { hasText: unit.name }).first();
    const price = row.getByLabel(priceLabel(unit));
    await price.fill('605.000');
    await price.press('Enter');
    const question = page.getByRole('dialog', { name: 'Confirmer la modification' });
    await question.getByText(/Le prix de .* passe de .* à 605\s000 €/).waitFor();
    await keepScreenshot(page, 'admin-price-confirmation');
    await question.getByRole('button', { name: 'Enregistrer' }).click();
    await expectToast(page, /prix 605\s000 €/);
    await expect.poll(async () => (await storedUnit(page, unit.id)).price).toBe(605000);
    await page.reload();
    const reloaded = page.locator('tbody tr', { hasText: unit.name }).first();
    await expect.poll(() => reloaded.getByLabel(priceLabel(unit)).inputValue()).toBe('605\u202f000');
    expect(await reloaded.locator('td').nth(3).textContent()).toContain('€');
  });

  it('keeps the old price when the big change is not confirmed, and never empties a price without asking', async () => {
    const unit = units[1]!;
    const row = page.locator('tbody tr', { hasText: unit.name }).first();
    const price = row.getByLabel(priceLabel(unit));
    await price.fill('');
    await price.press('Enter');
    const question = page.getByRole('dialog', { name: 'Confirmer la modification' });
    await question.getByText(/sera retiré de la fiche publique/).waitFor();
    await question.getByRole('button', { name: 'Garder l’ancienne valeur' }).click();
    await question.waitFor({ state: 'hidden' });
    expect((await storedUnit(page, unit.id)).price).toBe(unit.price);
    expect(await price.inputValue()).not.toBe('');
  });

  it('does not change a status on an arrow key, and undoes a chosen status with "Annuler"', async () => {
    const unit = units.slice(2).find((candidate) => candidate.status_id !== 2)!;
    const row = page.locator('tbody tr', { hasText: unit.name }).first();
    const status = row.getByLabel(new RegExp(`^Statut ${unit.name}$`));
    const before = await status.inputValue();
    await status.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.waitForTimeout(800);
    expect(await status.inputValue()).toBe(before);
    expect((await storedUnit(page, unit.id)).status_id).toBe(unit.status_id);

    await status.selectOption({ label: 'Vendu' });
    const toast = page.locator('.mantine-Notification-root', { hasText: /statut « Vendu »/ });
    await toast.waitFor();
    await keepScreenshot(page, 'admin-status-undo');
    expect((await storedUnit(page, unit.id)).status_id).toBe(2);
    await toast.getByRole('button', { name: 'Annuler' }).click();
    await expectToast(page, 'Modification annulée.');
    await expect.poll(async () => (await storedUnit(page, unit.id)).status_id).toBe(unit.status_id);
    expect(await status.inputValue()).toBe(before);
  });
});

describe('an admin deleting and editing', () => {
  let page: Page;

  beforeAll(async () => {
    page = await freshPage();
    await signIn(page, 'admin@horizon.test');
  });

  it('is told what a building holds, and "Annuler" gives the building back with all of it', async () => {
    const buildings = await apiCall<{ data: Building[] }>(page, 'GET', '/api/buildings?per_page=100');
    const building = buildings.data[0]!;
    const annexes = buildings.data.filter((other) => other.building_id === building.id);
    const floors: Floor[] = [];
    for (const owner of [building, ...annexes]) {
      const own = await apiCall<{ data: Floor[] }>(
        page,
        'GET',
        `/api/floors?filter[building_id]=${owner.id}`,
      );
      floors.push(...own.data);
    }
    let unitCount = 0;
    for (const floor of floors) unitCount += (await unitsOfFloor(page, floor.id)).length;
    expect(unitCount).toBeGreaterThan(0);
    const annexText = annexes.length === 0 ? '' : `${annexes.length} annexes?, `;

    await page.goto(`/admin/project/${building.project_id}`);
    const row = page.locator('tbody tr', { hasText: building.name }).first();
    await row.getByRole('button', { name: 'Supprimer' }).click();
    const dialog = page.getByRole('dialog');
    const floorWord = floors.length === 1 ? 'étage' : 'étages';
    const question = new RegExp(
      `Ce bâtiment contient ${annexText}${floors.length} ${floorWord} et ${unitCount} lots\\. Tout sera supprimé avec lui\\.`,
    );
    await dialog.getByText(question).waitFor();
    await keepScreenshot(page, 'admin-delete-building-contents');
    await dialog.getByRole('button', { name: 'Supprimer' }).click();
    await row.waitFor({ state: 'detached' });
    const toast = page.locator('.mantine-Notification-root', { hasText: 'Bâtiment supprimé' });
    await toast.getByRole('button', { name: 'Annuler' }).click();
    await expectToast(page, /Suppression annulée/);
    await page.locator('tbody tr', { hasText: building.name }).first().waitFor();

    await page.waitForTimeout(AFTER_UNDO_WINDOW);
    await page.reload();
    await page.locator('tbody tr', { hasText: building.name }).first().waitFor();
    const kept = await apiCall<{ data: Floor[] }>(
      page,
      'GET',
      `/api/floors?filter[building_id]=${building.id}`,
    );
    expect(kept.data.map((floor) => floor.id)).toEqual(
      floors.filter((floor) => floor.building_id === building.id).map((floor) => floor.id),
    );
  });

  it('deletes a unit for good once the "Annuler" toast is gone, or at once when the page is left', async () => {
    const { floor, units } = await demoFloor(page);
    const unit = units.at(-1)!;
    await page.goto(`/admin/floor/${floor.id}`);
    const row = page.locator('tbody tr', { hasText: unit.name }).first();
    await row.getByRole('button', { name: 'Supprimer' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
    await row.waitFor({ state: 'detached' });
    // Still there during the undo window, gone after it.
    expect((await storedUnit(page, unit.id)).id).toBe(unit.id);
    await expect
      .poll(async () => (await unitsOfFloor(page, floor.id)).some((other) => other.id === unit.id), {
        timeout: AFTER_UNDO_WINDOW + 3000,
        interval: 500,
      })
      .toBe(false);

    // Leaving the page sends a waiting delete at once: it is never silently dropped.
    const next = units.at(-2)!;
    const nextRow = page.locator('tbody tr', { hasText: next.name }).first();
    await nextRow.getByRole('button', { name: 'Supprimer' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
    await nextRow.waitFor({ state: 'detached' });
    const left = Date.now();
    await page.reload();
    await expect
      .poll(async () => (await unitsOfFloor(page, floor.id)).some((other) => other.id === next.id), {
        timeout: 5000,
        interval: 250,
      })
      .toBe(false);
    expect(Date.now() - left).toBeLessThan(6000);
  });

  it('asks before leaving a unit form with unsaved changes: sidebar, breadcrumb, reload, and Esc in a modal', async () => {
    const { floor, units } = await demoFloor(page);
    await page.goto(`/admin/unit/${units[0]!.id}`);
    const surface = page.getByLabel('Surface (m²)');
    await surface.fill('123');
    const editUrl = page.url();

    await page.getByRole('navigation').getByRole('link').first().click();
    const question = page.getByRole('dialog', { name: 'Modifications non enregistrées' });
    await question.waitFor();
    await keepScreenshot(page, 'admin-unsaved-changes');
    await question.getByRole('button', { name: 'Continuer la saisie' }).click();
    expect(page.url()).toBe(editUrl);
    expect(await surface.inputValue()).toBe('123');

    const reload = page.waitForEvent('dialog');
    void page.evaluate(() => window.location.reload());
    const asked = await reload;
    expect(asked.type()).toBe('beforeunload');
    await asked.dismiss();
    expect(page.url()).toBe(editUrl);

    await page
      .locator('.mantine-Breadcrumbs-root')
      .getByRole('link', { name: floor.description || floor.name, exact: true })
      .click();
    await question.waitFor();
    await question.getByRole('button', { name: 'Quitter sans enregistrer' }).click();
    await page.waitForURL((url) => url.pathname === `/admin/floor/${floor.id}`);

    // An untouched form lets the user go without a question.
    await page.goto(`/admin/unit/${units[0]!.id}`);
    await surface.waitFor();
    await page
      .locator('.mantine-Breadcrumbs-root')
      .getByRole('link', { name: floor.description || floor.name, exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === `/admin/floor/${floor.id}`);

    await page.goto(`/admin/building/${floor.building_id}`);
    await page.getByRole('button', { name: 'Créer un étage' }).click();
    const modal = page.getByRole('dialog').filter({ has: page.getByLabel('ID (nom)') });
    await modal.getByLabel('ID (nom)').fill('99');
    await page.keyboard.press('Escape');
    await question.waitFor();
    await question.getByRole('button', { name: 'Continuer la saisie' }).click();
    expect(await modal.getByLabel('ID (nom)').inputValue()).toBe('99');
    await page.keyboard.press('Escape');
    await question.getByRole('button', { name: 'Quitter sans enregistrer' }).click();
    await modal.waitFor({ state: 'detached' });
  });

  it('saves "489.000" typed in the unit form as 489000, undoes it from the toast, and asks before a price falls to 489', async () => {
    const { floor, units } = await demoFloor(page);
    const unit = units[1]!;
    await page.goto(`/admin/unit/${unit.id}`);
    const price = page.getByLabel('Prix (€)');
    await price.fill('489.000');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    const question = page.getByRole('dialog', { name: 'Confirmer la modification' });
    if (Math.abs(489000 - (unit.price ?? 0)) / (unit.price ?? 1) > 0.2) {
      await question.getByRole('button', { name: 'Enregistrer' }).click();
    }
    await page.waitForURL((url) => url.pathname === `/admin/floor/${floor.id}`);
    expect((await storedUnit(page, unit.id)).price).toBe(489000);
    const toast = page.locator('.mantine-Notification-root', { hasText: 'Unité modifiée' });
    await toast.getByRole('button', { name: 'Annuler' }).click();
    await expectToast(page, 'Modification annulée.');
    await expect.poll(async () => (await storedUnit(page, unit.id)).price).toBe(unit.price);

    await page.goto(`/admin/unit/${unit.id}`);
    await price.fill('489');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await question.getByText(/passe de .* € à 489 €/).waitFor();
    await question.getByRole('button', { name: 'Garder l’ancienne valeur' }).click();
    expect(new URL(page.url()).pathname).toBe(`/admin/unit/${unit.id}`);
    expect((await storedUnit(page, unit.id)).price).toBe(unit.price);
  });
});
