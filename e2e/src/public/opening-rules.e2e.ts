import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCall, signIn } from '../admin/admin-session.ts';
import { keepScreenshot } from '../support/browser.ts';
import { useAppSession, usePage } from '../support/desktop-session.ts';
import { type DemoModel, type DemoUnit, loadDemoModel, reachableUnit } from './demo-model.ts';
import {
  canvasBox,
  shownText,
  visitorContext,
  waitForAllFrames,
  waitForOutlines,
  waitForPaintedModel,
} from './orbital-page.ts';

// Issue 13 (statuses and opening rules) and issue 19 (status readable on the model).
const AVAILABLE = 1;
const SOLD = 2;
const NOT_CLICKABLE = 7;

const app = useAppSession({ privateStorage: true });
let model: DemoModel;
let projectPath: string;
let projectId: number;

beforeAll(async () => {
  model = await loadDemoModel(app.server.url);
  const domain = (await (await fetch(`${app.server.url}/domain?translatable=1`)).json()) as {
    data: { projects: { id: number; name: string; translatable?: { name?: { fr?: string } } }[] };
  };
  const project = domain.data.projects[0];
  projectId = project?.id ?? 0;
  projectPath = (project?.translatable?.name?.fr || project?.name || '').toLowerCase();
});

const topLevel = () => model.units.filter((unit) => unit.unit_id === null);
const unitPath = (unit: DemoUnit) =>
  `/orbital/${encodeURIComponent(projectPath)}/a/${encodeURIComponent(unit.floorName)}/${encodeURIComponent(unit.name)}`;
const titleOf = (unit: DemoUnit) => unit.fullname || unit.name;

async function openModel(page: Page, path = '/orbital'): Promise<void> {
  await page.goto(path);
  await waitForPaintedModel(page);
  await waitForAllFrames(page);
  await waitForOutlines(page);
}

/** How often the outline layer flips between ink and fill along a 40 px line through `at` (a hatch flips often). */
function inkFlips(page: Page, at: { x: number; y: number }): Promise<number> {
  return page.evaluate(({ x, y }) => {
    const canvas = document.querySelector<HTMLCanvasElement>('canvas.orbital-viewer__outlines');
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return -1;
    const rect = canvas.getBoundingClientRect();
    const ratio = canvas.width / rect.width;
    const row = Math.round((y - rect.top) * ratio);
    const left = Math.round((x - rect.left - 20) * ratio);
    const { data } = ctx.getImageData(left, row, Math.round(40 * ratio), 1);
    let flips = 0;
    let inked: boolean | null = null;
    for (let i = 0; i < data.length; i += 4) {
      // the fill alone is at most half opaque; the mark's ink over it is nearly opaque
      const dark = (data[i + 3] ?? 0) > 180;
      if (inked !== null && dark !== inked) flips++;
      inked = dark;
    }
    return flips;
  }, at);
}

describe('statuses and opening rules on a 1920×1080 desktop', () => {
  const visitor = usePage(app, visitorContext('desktop'));

  it('draws a not-clickable unit (status 7) without a tooltip, a highlight or a way to open it', async () => {
    await openModel(visitor.page);
    const box = await canvasBox(visitor.page);
    const { unit, at } = reachableUnit(model, NOT_CLICKABLE, 0, box, 1920);
    await visitor.page.mouse.move(at.x, at.y);
    await visitor.page.waitForTimeout(700);
    expect(await visitor.page.getByRole('tooltip').count()).toBe(0);
    expect(
      await visitor.page.locator('canvas.orbital-viewer__outlines').evaluate((c) => c.style.cursor),
    ).not.toBe('pointer');
    expect(await shownText(visitor.page.locator('body'))).not.toContain('non cliquable');
    await visitor.page.mouse.click(at.x, at.y);
    await visitor.page.waitForTimeout(500);
    expect(new URL(visitor.page.url()).pathname).toBe('/orbital');
    // nor can the keyboard reach it
    const unitButtons = visitor.page.getByRole('navigation', { name: 'Biens visibles sur la maquette' });
    expect(await unitButtons.getByRole('button', { name: titleOf(unit), exact: true }).count()).toBe(0);
  });

  it('lists neither not-clickable units nor opens a sold one from the results; an available row opens', async () => {
    await visitor.page.getByRole('button', { name: 'Filtre', exact: true }).click();
    const results = visitor.page.locator('.sidebar-panel--results');
    const listed = topLevel().filter((unit) => unit.status_id !== NOT_CLICKABLE);
    await expect.poll(() => results.locator('.result-row').count()).toBe(listed.length);
    const text = await shownText(results);
    for (const unit of topLevel().filter((candidate) => candidate.status_id === NOT_CLICKABLE))
      expect(text).not.toContain(titleOf(unit));

    // the typologies offered are those of listed units: a parking's 0 rooms offers no "Studio"
    const filters = visitor.page.locator('.sidebar-panel--filters');
    expect(await filters.getByRole('checkbox', { name: 'ST', exact: true }).count()).toBe(1);
    expect(await filters.getByRole('checkbox', { name: 'Studio' }).count()).toBe(0);

    const sold = listed.find((unit) => unit.status_id === SOLD) as DemoUnit;
    // a row's own button starts with the unit's title (its heart's is "Favori : …")
    expect(await results.getByRole('button', { name: new RegExp(`^${titleOf(sold)}`) }).count()).toBe(0);
    await results
      .locator('.result-row', { hasText: titleOf(sold) })
      .first()
      .click();
    await visitor.page.waitForTimeout(500);
    expect(new URL(visitor.page.url()).pathname).toBe('/orbital');
    expect(await visitor.page.locator('.sidebar-panel--unit').count()).toBe(0);
    await keepScreenshot(visitor.page, 'public-results-sold-row-closed');

    const available = listed.find((unit) => unit.status_id === AVAILABLE) as DemoUnit;
    await results.getByRole('button', { name: new RegExp(`^${titleOf(available)}`) }).click();
    await visitor.page
      .locator('.sidebar-panel--unit')
      .getByRole('heading', { name: titleOf(available) })
      .waitFor();
  });

  it('opens no sheet from a ?showUnit=true link to a sold unit', async () => {
    const sold = topLevel().find((unit) => unit.status_id === SOLD) as DemoUnit;
    await openModel(visitor.page, `${unitPath(sold)}?showUnit=true`);
    // the sheet would be in the sidebar, built after the outlines
    await visitor.page.getByRole('button', { name: 'Filtre', exact: true }).waitFor();
    await visitor.page.waitForTimeout(800);
    expect(await visitor.page.locator('.sidebar-panel--unit').count()).toBe(0);
    // the server's page holds no sheet either
    const html = await (await visitor.page.request.get(`${unitPath(sold)}?showUnit=true`)).text();
    expect(html).not.toContain('sidebar-panel--unit');
  });

  it('opens an available unit from the model without opening the filter panel over it', async () => {
    await openModel(visitor.page);
    const { unit, at } = reachableUnit(model, AVAILABLE, 0, await canvasBox(visitor.page), 1920);
    await visitor.page.mouse.click(at.x, at.y);
    const sheet = visitor.page.locator('.sidebar-panel--unit');
    await sheet.getByRole('heading', { name: titleOf(unit) }).waitFor();
    expect(await visitor.page.locator('.sidebar-panel--filters').count()).toBe(0);
    await keepScreenshot(visitor.page, 'public-unit-sheet-without-filters');
  });

  it('drops the unit from the URL when a search empties the results', async () => {
    const unitName = decodeURIComponent(new URL(visitor.page.url()).pathname.split('/').pop() ?? '');
    expect(unitName).not.toBe('');
    await visitor.page.getByRole('button', { name: 'Filtre', exact: true }).click();
    const filters = visitor.page.locator('.sidebar-panel--filters');
    await filters.getByRole('slider', { name: 'Prix maximum' }).focus();
    await visitor.page.keyboard.press('Home');
    await filters.getByRole('button', { name: 'Recherche' }).click();
    await visitor.page
      .locator('.sidebar-panel--results')
      .getByText('Aucun bien ne correspond à ces critères de recherches')
      .waitFor();
    await visitor.page.waitForURL((url) => !url.pathname.endsWith(`/${encodeURIComponent(unitName)}`));
    expect(new URL(visitor.page.url()).searchParams.has('showUnit')).toBe(false);
  });

  it('tells the visitor when the building or floor of the URL does not exist, in their language', async () => {
    await openModel(visitor.page, `/orbital/${encodeURIComponent(projectPath)}/zz`);
    const notice = visitor.page.getByRole('status').filter({ hasText: '« zz »' });
    await notice.waitFor();
    expect(await shownText(notice)).toContain("Le bâtiment ou l'étage « zz » n'existe pas");
    await keepScreenshot(visitor.page, 'public-orbital-place-not-found');
    await openModel(visitor.page, `/orbital/${encodeURIComponent(projectPath)}/a/etage-99`);
    await visitor.page.getByRole('status').filter({ hasText: '« etage-99 »' }).waitFor();
    // a right address says nothing
    await openModel(visitor.page, `/orbital/${encodeURIComponent(projectPath)}/a`);
    expect(await visitor.page.locator('.orbital-notice').count()).toBe(0);
  });

  it('hatches sold units on the model and explains the marks in the legend', async () => {
    await openModel(visitor.page);
    const box = await canvasBox(visitor.page);
    const sold = reachableUnit(model, SOLD, 0, box, 1920);
    const available = reachableUnit(model, AVAILABLE, 0, box, 1920);
    const soldFlips = await inkFlips(visitor.page, sold.at);
    expect(soldFlips).toBeGreaterThanOrEqual(4);
    // an available unit is plain (its name's letters may cross the line)
    expect(await inkFlips(visitor.page, available.at)).toBeLessThan(soldFlips);
    const legend = visitor.page.getByRole('list', { name: 'Disponibilité' });
    expect(await legend.locator('li', { hasText: 'Vendu' }).locator('.swatch--hatch').count()).toBe(1);
    expect(await legend.locator('li', { hasText: 'Réservé' }).locator('.swatch--dots').count()).toBe(1);
    await keepScreenshot(visitor.page, 'public-orbital-status-marks');
  });
});

describe('a unit without a price or a plan', () => {
  const admin = usePage(app, visitorContext('desktop'));
  const visitor = usePage(app, visitorContext('desktop'));

  it('reads "Prix sur demande" and offers no plan download; the download link answers the site’s 404 page', async () => {
    const { unit } = reachableUnit(model, AVAILABLE, 0, await visitorCanvas(visitor.page), 1920);
    await signIn(admin.page, 'root@vitrine.test');
    await apiCall(admin.page, 'PUT', `/api/units/${unit.id}`, {
      price: null,
      blueprint2D: null,
      blueprint3D: null,
      blueprints: null,
    });

    await openModel(visitor.page, `${unitPath(unit)}?showUnit=true`);
    const sheet = visitor.page.locator('.sidebar-panel--unit');
    await sheet.getByRole('heading', { name: titleOf(unit) }).waitFor();
    const price = sheet.locator('.unit-facts div', {
      has: visitor.page.locator('dt', { hasText: /^Prix$/ }),
    });
    expect(await shownText(price.locator('dd'))).toBe('Prix sur demande');
    expect(await sheet.getByText('Télécharger le plan', { exact: true }).count()).toBe(0);
    expect(await sheet.getByText('Envoyer par Email', { exact: true }).isVisible()).toBe(true);
    await keepScreenshot(visitor.page, 'public-unit-price-on-request');

    // the tooltip says the same
    await openModel(visitor.page);
    const { at } = reachableUnit(
      { ...model, units: [unit] },
      AVAILABLE,
      0,
      await canvasBox(visitor.page),
      1920,
    );
    await visitor.page.mouse.move(at.x, at.y);
    const tooltip = visitor.page.getByRole('tooltip');
    // the tooltip's body is a lazy chunk: a busy machine may take over a second to bring it
    await expect.poll(() => shownText(tooltip), { timeout: 10_000 }).toContain('Prix sur demande');
    expect(await shownText(tooltip)).not.toMatch(/\b0\s*€/);

    const download = await visitor.page.goto(`/download/${unit.id}/blueprints`);
    expect(download?.status()).toBe(404);
    expect(download?.headers()['content-type']).toContain('text/html');
    await visitor.page.getByText('Page introuvable').first().waitFor();
  });
});

describe('a project that turns with-detail off', () => {
  const staff = usePage(app, visitorContext('desktop'));
  const visitor = usePage(app, visitorContext('desktop'));

  it('lists its available units without opening them, from a row or a ?showUnit=true link', async () => {
    await signIn(staff.page, 'root@vitrine.test');
    const found = await apiCall<{ data: { id: number; value: string | null }[] }>(
      staff.page,
      'GET',
      `/api/settings?filter[project_id]=${projectId}&filter[name]=with-detail&pagination=0`,
    );
    const withDetail = found.data[0];
    if (!withDetail) throw new Error('the demo project has no with-detail setting');
    const available = topLevel().find((unit) => unit.status_id === AVAILABLE) as DemoUnit;
    const sheet = visitor.page.locator('.sidebar-panel--unit');

    await apiCall(staff.page, 'PUT', `/api/settings/${withDetail.id}`, { value: '0' });
    try {
      await openModel(visitor.page);
      await visitor.page.getByRole('button', { name: 'Filtre', exact: true }).click();
      const results = visitor.page.locator('.sidebar-panel--results');
      const row = results.locator('.result-row', { hasText: titleOf(available) }).first();
      await row.waitFor();
      expect(await results.getByRole('button', { name: new RegExp(`^${titleOf(available)}`) }).count()).toBe(
        0,
      );
      await row.click();
      await visitor.page.waitForTimeout(500);
      expect(new URL(visitor.page.url()).pathname).toBe('/orbital');
      expect(await sheet.count()).toBe(0);

      await openModel(visitor.page, `${unitPath(available)}?showUnit=true`);
      await visitor.page.waitForTimeout(800);
      expect(await sheet.count()).toBe(0);
      const html = await (await visitor.page.request.get(`${unitPath(available)}?showUnit=true`)).text();
      expect(html).not.toContain('sidebar-panel--unit');
    } finally {
      await apiCall(staff.page, 'PUT', `/api/settings/${withDetail.id}`, { value: withDetail.value });
    }

    // switched on again, the same link opens the sheet
    await openModel(visitor.page, `${unitPath(available)}?showUnit=true`);
    await sheet.getByRole('heading', { name: titleOf(available) }).waitFor();
  });
});

async function visitorCanvas(page: Page) {
  await openModel(page);
  return canvasBox(page);
}
