import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCall, signIn } from '../admin/admin-session.ts';
import { keepScreenshot } from '../support/browser.ts';
import { useAppSession, usePage } from '../support/desktop-session.ts';
import {
  type DemoModel,
  type DemoUnit,
  loadDemoModel,
  normaliseSpaces,
  reachableUnit,
} from './demo-model.ts';
import { canvasBox, visitorContext, waitForAllFrames, waitForPaintedModel } from './orbital-page.ts';

// Issue 15 point 2: favourite three units, compare them, share the link in a fresh browser and
// see the same comparison, mark one sold in the back office and see it marked.
const AVAILABLE = 1;
const SOLD = 2;

const app = useAppSession();
const visitor = usePage(app, visitorContext('desktop'));
const friend = usePage(app, visitorContext('desktop'));
const staff = usePage(app, visitorContext('desktop'));
let model: DemoModel;

beforeAll(async () => {
  model = await loadDemoModel(app.server.url);
});

const titleOf = (unit: DemoUnit) => unit.fullname || unit.name;
const heartOf = (scope: Page | ReturnType<Page['locator']>, unit: DemoUnit) =>
  scope.getByRole('button', { name: `Favori : ${titleOf(unit)}`, exact: true });

/** What a comparison shows, row by row: the units' titles, then each fact's cells. */
async function comparisonOf(page: Page): Promise<string[][]> {
  const table = page.getByRole('table', { name: 'Comparaison' });
  await table.waitFor();
  const titles = (await table.locator('thead th a').allInnerTexts()).map(normaliseSpaces);
  const rows: string[][] = [titles];
  for (const row of await table.locator('tbody tr').all()) {
    rows.push((await row.locator('th, td').allInnerTexts()).map(normaliseSpaces));
  }
  return rows;
}

describe('favourites and their comparison', () => {
  let picked: DemoUnit[] = [];
  let link = '';
  let before: string[][] = [];

  it('favours three units from the tooltip, a results row and the unit sheet, and keeps them on the device', async () => {
    const { page, context } = visitor;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.server.url });
    await page.goto('/orbital');
    await waitForPaintedModel(page);
    await waitForAllFrames(page);

    // 1. the tooltip of a unit on the model
    const { unit: first, at } = reachableUnit(model, AVAILABLE, 0, await canvasBox(page), 1920);
    await page.mouse.move(at.x, at.y);
    const tooltip = page.getByRole('tooltip');
    const tooltipHeart = heartOf(tooltip, first);
    await tooltipHeart.click();
    await expect.poll(() => tooltipHeart.getAttribute('aria-pressed')).toBe('true');

    const others = model.units.filter(
      (unit) => unit.status_id === AVAILABLE && unit.unit_id === null && unit.id !== first.id,
    );
    const [second, third] = others as [DemoUnit, DemoUnit];
    picked = [first, second, third];

    // 2. a row of the results
    await page.getByRole('button', { name: 'Filtre', exact: true }).click();
    const results = page.locator('.sidebar-panel--results');
    await heartOf(results, second).click();
    expect(await heartOf(results, second).getAttribute('aria-pressed')).toBe('true');
    // the tooltip's heart said the same as the row's
    expect(await heartOf(results, first).getAttribute('aria-pressed')).toBe('true');

    // 3. the unit's sheet
    await results.getByRole('button', { name: new RegExp(`^${titleOf(third)}\\b`) }).click();
    const sheet = page.locator('.sidebar-panel--unit');
    await sheet.getByRole('heading', { name: titleOf(third) }).waitFor();
    await heartOf(sheet, third).click();
    expect(await heartOf(sheet, third).getAttribute('aria-pressed')).toBe('true');

    // the list is in the sidebar, and still there after a reload (kept on the device, no account)
    await page.reload();
    await waitForPaintedModel(page);
    // the address is the third unit's: its sheet opens again
    await sheet.getByRole('heading', { name: titleOf(third) }).waitFor();
    await page.getByRole('button', { name: 'Favoris (3)' }).click();
    const panel = page.locator('.sidebar-panel--favourites');
    expect(await panel.getByRole('list').getByRole('link').allInnerTexts()).toEqual(picked.map(titleOf));
    await keepScreenshot(page, 'public-favourites-sidebar');
  });

  it('compares them side by side and shares the comparison as a link', async () => {
    const { page } = visitor;
    const panel = page.locator('.sidebar-panel--favourites');
    await panel.getByRole('link', { name: 'Comparer (3)' }).click();
    await page.waitForURL(`**/comparaison/${picked.map((unit) => unit.id).join('-')}`);
    before = await comparisonOf(page);
    expect(before[0]).toEqual(picked.map(titleOf));
    expect(before.slice(1).map((row) => row[0])).toEqual([
      'Plan',
      'Typologie',
      'Surface',
      'Étage',
      'Extérieurs',
      'Prix',
      'Statut',
    ]);
    for (const row of before.slice(1)) expect(row).toHaveLength(4);
    expect(before.find((row) => row[0] === 'Statut')?.slice(1)).toEqual([
      'Disponible',
      'Disponible',
      'Disponible',
    ]);
    expect(
      before
        .find((row) => row[0] === 'Prix')
        ?.slice(1)
        .every((price) => / €$/.test(price)),
    ).toBe(true);
    await keepScreenshot(page, 'public-comparison');

    await page.getByRole('button', { name: 'Partager la comparaison' }).click();
    await page.getByText('Lien de la comparaison copié', { exact: false }).waitFor();
    link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(page.url());
  });

  it('opens the same comparison from the link in a fresh browser, rendered by the server', async () => {
    // the page arrives with the comparison in it, before any script runs
    const html = await (await fetch(link)).text();
    for (const unit of picked) expect(html).toContain(titleOf(unit));
    expect(html).toContain('comparison-table');

    const { page } = friend;
    await page.goto(link);
    expect(await comparisonOf(page)).toEqual(before);
    // nothing came from this browser's own list: it has none, and is offered to keep these
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes('favourites'))),
    ).toEqual([]);
    await page.getByRole('button', { name: 'Garder ces biens dans mes favoris' }).waitFor();
  });

  it('marks a unit sold in the back office as sold, where it was, on both browsers', async () => {
    const sold = picked[1] as DemoUnit;
    await signIn(staff.page, 'admin@horizon.test');
    await apiCall(staff.page, 'PUT', `/api/units/${sold.id}`, { status_id: SOLD });

    // the friend reloads the link: the unit is still compared, marked sold, without a price
    await friend.page.reload();
    const after = await comparisonOf(friend.page);
    expect(after[0]).toEqual(picked.map(titleOf));
    const soldHeading = friend.page.locator('thead th', { hasText: titleOf(sold) });
    expect(await soldHeading.getAttribute('class')).toBe('is-sold');
    expect(await soldHeading.getByText('Vendu', { exact: true }).isVisible()).toBe(true);
    expect(after.find((row) => row[0] === 'Statut')?.slice(1)).toEqual(['Disponible', 'Vendu', 'Disponible']);
    expect(after.find((row) => row[0] === 'Prix')?.[2]).toBe('—');
    await keepScreenshot(friend.page, 'public-comparison-sold');

    // the visitor's open comparison follows /domain when they come back to it, without a reload
    await visitor.page.evaluate(() =>
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true })),
    );
    await expect
      .poll(() => visitor.page.locator('thead th', { hasText: titleOf(sold) }).getAttribute('class'))
      .toBe('is-sold');

    // and their list marks it, keeping it
    await visitor.page.goto('/orbital');
    await waitForPaintedModel(visitor.page);
    await visitor.page.getByRole('button', { name: 'Favoris (3)' }).click();
    const panel = visitor.page.locator('.sidebar-panel--favourites');
    const row = panel.locator('li', { hasText: titleOf(sold) });
    await row.getByText('Vendu depuis que vous l’avez choisi').waitFor();
    expect(await panel.locator('li').count()).toBe(3);
  });
});
