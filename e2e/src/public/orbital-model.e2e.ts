import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { keepScreenshot } from '../support/browser.ts';
import { useAppSession, usePage } from '../support/desktop-session.ts';
import { belgianEuros, type DemoModel, loadDemoModel, normaliseSpaces, reachableUnit } from './demo-model.ts';
import {
  canvasBox,
  compassRotation,
  currentFrame,
  sampleFrameCanvas,
  shownText,
  touchDrag,
  visitorContext,
  waitForAllFrames,
  waitForNewPicture,
  waitForPaintedModel,
} from './orbital-page.ts';

const AVAILABLE = 1;
const SOLD = 2;
/** The demo stores rooms the spec's way: a T2 has `bedrooms` 2 (1 is ST). */
const T2_BEDROOMS = 2;
const NOT_CLICKABLE = 7;

const app = useAppSession();
let model: DemoModel;

beforeAll(async () => {
  model = await loadDemoModel(app.server.url);
});

/** The unit sheet's price, as shown next to "Prix". */
async function sheetFact(page: Page, label: string): Promise<string> {
  const value = page.locator('.sidebar-panel--unit .unit-facts div', {
    has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }),
  });
  return normaliseSpaces(await shownText(value.locator('dd')));
}

async function expectPlanShown(page: Page): Promise<void> {
  const plan = page.locator('.sidebar-panel--unit img.plan-image');
  await plan.waitFor();
  await expect.poll(() => plan.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
}

describe('the orbital model on a 1920×1080 desktop', () => {
  const visitor = usePage(app, visitorContext('desktop'));

  it('paints the first frame of the building on the canvas', async () => {
    const firstFrameCalls: string[] = [];
    const count = (request: { url(): string }) => {
      if (/\/full\/00-960\.(webp|jpg)$/.test(request.url())) firstFrameCalls.push(request.url());
    };
    visitor.page.on('request', count);
    await visitor.page.goto('/orbital');
    const sample = await waitForPaintedModel(visitor.page);
    expect(sample.distinctColours).toBeGreaterThan(100);
    await waitForAllFrames(visitor.page);
    visitor.page.off('request', count);
    expect(await currentFrame(visitor.page)).toBe(0);
    // asked for early, before the page was built, and that one download is what the viewer drew
    expect(firstFrameCalls).toHaveLength(1);
    await keepScreenshot(visitor.page, 'public-orbital-desktop');
  });

  it('turns the model with the slider, a drag and the arrow keys, and the compass follows', async () => {
    const slider = visitor.page.getByRole('slider', { name: 'Rotation' });
    let picture = await sampleFrameCanvas(visitor.page);
    let compass = await compassRotation(visitor.page);

    await slider.focus();
    await visitor.page.keyboard.press('ArrowRight');
    expect(await currentFrame(visitor.page)).toBe(1);
    await waitForNewPicture(visitor.page, picture);
    expect(await compassRotation(visitor.page)).not.toBe(compass);

    picture = await sampleFrameCanvas(visitor.page);
    compass = await compassRotation(visitor.page);
    const box = await canvasBox(visitor.page);
    const y = box.y + box.height * 0.2;
    await visitor.page.mouse.move(box.x + box.width * 0.3, y);
    await visitor.page.mouse.down();
    await visitor.page.mouse.move(box.x + box.width * 0.6, y, { steps: 10 });
    await visitor.page.mouse.up();
    const afterDrag = await currentFrame(visitor.page);
    expect(afterDrag).not.toBe(1);
    await waitForNewPicture(visitor.page, picture);
    expect(await compassRotation(visitor.page)).not.toBe(compass);

    await visitor.page.getByRole('region', { name: /Maquette orbitale/ }).focus();
    await visitor.page.keyboard.press('ArrowLeft');
    expect(await currentFrame(visitor.page)).toBe((afterDrag + 28) % 29);

    await slider.focus();
    await visitor.page.keyboard.press('Home');
    expect(await currentFrame(visitor.page)).toBe(0);
    await keepScreenshot(visitor.page, 'public-orbital-desktop-turned-back');
  });

  it('shows the tooltip of an available unit under the mouse', async () => {
    const { unit, at } = reachableUnit(model, AVAILABLE, 0, await canvasBox(visitor.page), 1920);
    await visitor.page.mouse.move(at.x, at.y);
    const tooltip = visitor.page.getByRole('tooltip');
    await tooltip.waitFor();
    await expect.poll(() => shownText(tooltip)).toContain(unit.fullname || unit.name);
    const text = normaliseSpaces(await shownText(tooltip));
    expect(text).toContain('Disponible');
    expect(text).toContain(belgianEuros(unit.price));
    await keepScreenshot(visitor.page, 'public-orbital-tooltip');
  });

  it('keeps a sold unit closed when it is clicked', async () => {
    const { unit, at } = reachableUnit(model, SOLD, 0, await canvasBox(visitor.page), 1920);
    await visitor.page.mouse.move(at.x, at.y);
    const tooltip = visitor.page.getByRole('tooltip');
    await expect.poll(() => shownText(tooltip)).toContain(unit.fullname || unit.name);
    expect(await shownText(tooltip)).toContain('Vendu');
    expect(await tooltip.getByRole('button', { name: 'Voir le bien' }).count()).toBe(0);
    await visitor.page.mouse.click(at.x, at.y);
    await visitor.page.waitForTimeout(600);
    expect(new URL(visitor.page.url()).pathname).toBe('/orbital');
    expect(await visitor.page.getByRole('button', { name: /Retour à la maquette/ }).count()).toBe(0);
    await keepScreenshot(visitor.page, 'public-orbital-sold-tooltip');
  });

  it('opens an available unit and shows its sheet with the price in Belgian euros and its plans', async () => {
    const { unit, at } = reachableUnit(model, AVAILABLE, 0, await canvasBox(visitor.page), 1920);
    await visitor.page.mouse.click(at.x, at.y);
    await visitor.page.waitForURL((url) => url.pathname.endsWith(`/${encodeURIComponent(unit.name)}`));
    expect(new URL(visitor.page.url()).searchParams.get('showUnit')).toBe('true');
    const sheet = visitor.page.locator('.sidebar-panel--unit');
    await sheet.getByRole('heading', { name: unit.fullname || unit.name }).waitFor();
    expect(await shownText(sheet.locator('.status-badge'))).toContain('Disponible');
    expect(await sheetFact(visitor.page, 'Prix')).toBe(belgianEuros(unit.price));
    expect(await sheetFact(visitor.page, 'Surface')).toMatch(/^\d+ m²$/);
    await expectPlanShown(visitor.page);
    const firstPlan = await sheet.locator('img.plan-image').getAttribute('src');
    const otherMode = sheet.getByRole('button', { name: '2D', exact: true });
    await otherMode.click();
    expect(await otherMode.getAttribute('aria-pressed')).toBe('true');
    await expectPlanShown(visitor.page);
    expect(await sheet.locator('img.plan-image').getAttribute('src')).not.toBe(firstPlan);
    for (const action of ['Envoyer par Email', 'Contactez-nous', 'Télécharger le plan'])
      expect(await sheet.getByText(action, { exact: true }).isVisible()).toBe(true);
    await keepScreenshot(visitor.page, 'public-unit-sheet-desktop');
    await sheet.getByRole('button', { name: /Retour à la maquette/ }).click();
    await visitor.page.waitForURL((url) => !url.searchParams.has('showUnit'));
  });

  it('filters units by rooms and price, and says when nothing matches', async () => {
    const topLevel = model.units.filter((unit) => unit.unit_id === null);
    // a not-clickable unit (status 7) is never listed
    const twoRooms = topLevel.filter(
      (unit) => unit.bedrooms === T2_BEDROOMS && unit.status_id !== NOT_CLICKABLE,
    ).length;
    expect(twoRooms).toBeGreaterThan(0);

    await visitor.page.getByRole('button', { name: 'Filtre', exact: true }).click();
    const filters = visitor.page.locator('.sidebar-panel--filters');
    await filters.getByRole('heading', { name: 'Critère de sélection' }).waitFor();
    // the demo's topology is "T": the choices are ST/T2…, so the group is a typology, not bedrooms
    expect(await shownText(filters.getByRole('group', { name: 'Typologie' }).locator('legend'))).toBe(
      'Typologie',
    );
    await filters.getByRole('checkbox', { name: 'T2' }).check();
    await filters.getByRole('button', { name: 'Recherche' }).click();
    const results = visitor.page.locator('.sidebar-panel--results');
    await results.getByRole('heading', { name: /Résultats/ }).waitFor();
    await expect.poll(() => results.locator('.result-row').count()).toBe(twoRooms);
    for (const facts of await results.locator('.result-row__facts').allInnerTexts())
      expect(facts).toContain('T2');
    await keepScreenshot(visitor.page, 'public-filter-two-bedrooms');

    // only available units carry a price; the others have none to compare once it is narrowed
    const cheapest = Math.min(...topLevel.flatMap((unit) => (unit.price === null ? [] : [unit.price])));
    await filters.getByRole('slider', { name: 'Prix maximum' }).focus();
    await visitor.page.keyboard.press('Home');
    expect(normaliseSpaces(await shownText(filters.locator('.range-slider__values').first()))).toBe(
      `${belgianEuros(0)} – ${belgianEuros(0)}`,
    );
    expect(cheapest).toBeGreaterThan(0);
    await filters.getByRole('button', { name: 'Recherche' }).click();
    await results.getByText('Aucun bien ne correspond à ces critères de recherches').waitFor();
    expect(await results.locator('.result-row').count()).toBe(0);
    await keepScreenshot(visitor.page, 'public-filter-nothing-matches');

    await filters.getByRole('button', { name: 'Réinitialiser' }).click();
    const listed = topLevel.filter((unit) => unit.status_id !== NOT_CLICKABLE);
    await expect.poll(() => results.locator('.result-row').count()).toBe(listed.length);
  });
});

describe('a mouse resting on the model while its outlines arrive', () => {
  const visitor = usePage(app, visitorContext('desktop'));

  it('shows the tooltip of the unit under it once they are in, without another move', async () => {
    const { page } = visitor;
    // the outlines are held back until the mouse rests on a unit's place
    let letOutlinesIn!: () => void;
    const outlinesHeld = new Promise<void>((resolve) => {
      letOutlinesIn = resolve;
    });
    await page.route(/\/polygons\/index\.json$/, async (route) => {
      await outlinesHeld;
      await route.continue();
    });
    await page.goto('/orbital');
    await waitForPaintedModel(page);
    const { unit, at } = reachableUnit(model, AVAILABLE, 0, await canvasBox(page), 1920);
    await page.mouse.move(at.x, at.y);
    await page.waitForTimeout(300);
    expect(await page.getByRole('tooltip').count()).toBe(0);

    // the sidebar is built after the outlines, not with them
    expect(await page.getByRole('button', { name: 'Filtre', exact: true }).count()).toBe(0);

    letOutlinesIn();
    const tooltip = page.getByRole('tooltip');
    await expect.poll(() => shownText(tooltip), { timeout: 15_000 }).toContain(unit.fullname || unit.name);
    await page.getByRole('button', { name: 'Filtre', exact: true }).waitFor();
  });

  it('still gets its sidebar when the building has no outlines to give', async () => {
    const { page } = visitor;
    await page.unrouteAll();
    await page.route(/\/polygons\/index\.json$/, (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/orbital');
    await waitForPaintedModel(page);
    await page.getByRole('button', { name: 'Filtre', exact: true }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Biens visibles sur la maquette' }).count()).toBe(0);
  });
});

describe('a first visit to the orbital model', () => {
  const visitor = usePage(app, visitorContext('desktop', { returning: false }));

  it('shows the controls help over the model from the first paint, once', async () => {
    // in the server's HTML already: the visitor reads it while the model loads
    const html = await (await visitor.page.request.get('/orbital')).text();
    expect(html).toMatch(/<dialog[^>]*open=""[^>]*>[\s\S]*<h2[^>]*>Contrôles<\/h2>/);
    await visitor.page.goto('/orbital');
    const help = visitor.page.getByRole('dialog', { name: 'Contrôles' });
    await help.waitFor();
    expect(await help.getByText('Glissez horizontalement pour faire tourner la maquette.').isVisible()).toBe(
      true,
    );
    // modal once the page is live: focus is held inside, Escape closes it
    await expect.poll(() => help.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
    await waitForPaintedModel(visitor.page);
    await keepScreenshot(visitor.page, 'public-orbital-controls-help');
    await visitor.page.keyboard.press('Escape');
    await help.waitFor({ state: 'hidden' });

    // seen: neither the server nor the browser shows it again
    await visitor.page.reload();
    await waitForPaintedModel(visitor.page);
    expect(await visitor.page.getByRole('dialog', { name: 'Contrôles' }).count()).toBe(0);
    const again = await visitor.page.evaluate(() => fetch('/orbital').then((answer) => answer.text()));
    expect(again).not.toContain('Contrôles</h2>');
  });
});

describe('the orbital model on a 390×844 phone', () => {
  const visitor = usePage(app, visitorContext('phone'));

  it('paints the first frame and turns the model under a finger, the compass following', async () => {
    await visitor.page.goto('/orbital');
    await waitForPaintedModel(visitor.page);
    await waitForAllFrames(visitor.page);
    await keepScreenshot(visitor.page, 'public-orbital-phone');
    const picture = await sampleFrameCanvas(visitor.page);
    const compass = await compassRotation(visitor.page);
    const box = await canvasBox(visitor.page);
    await touchDrag(
      visitor.page,
      { x: box.x + box.width * 0.2, y: box.y + box.height * 0.3 },
      box.width * 0.6,
    );
    await expect.poll(() => currentFrame(visitor.page)).not.toBe(0);
    await waitForNewPicture(visitor.page, picture);
    expect(await compassRotation(visitor.page)).not.toBe(compass);
    await touchDrag(
      visitor.page,
      { x: box.x + box.width * 0.8, y: box.y + box.height * 0.3 },
      -box.width * 0.6,
    );
    await expect.poll(() => currentFrame(visitor.page)).toBe(0);
  });

  it('keeps a sold unit closed and opens an available one with a tap', async () => {
    const box = await canvasBox(visitor.page);
    const sold = reachableUnit(model, SOLD, 0, box, 390);
    await visitor.page.touchscreen.tap(sold.at.x, sold.at.y);
    await visitor.page.waitForTimeout(600);
    expect(new URL(visitor.page.url()).pathname).toBe('/orbital');

    const { unit, at } = reachableUnit(model, AVAILABLE, 0, box, 390);
    await visitor.page.touchscreen.tap(at.x, at.y);
    const sheet = visitor.page.locator('.sidebar-panel--unit');
    await sheet.getByRole('heading', { name: unit.fullname || unit.name }).waitFor();
    expect(await sheetFact(visitor.page, 'Prix')).toBe(belgianEuros(unit.price));
    await expectPlanShown(visitor.page);
    // the facts read as two columns: each label on one line, its value beside it
    for (const row of await sheet.locator('.unit-facts > div').all()) {
      const label = await row.locator('dt').boundingBox();
      const value = await row.locator('dd').boundingBox();
      expect(label?.height ?? 0).toBeLessThan(30);
      expect(value?.x ?? 0).toBeGreaterThanOrEqual((label?.x ?? 0) + (label?.width ?? 0));
    }
    await keepScreenshot(visitor.page, 'public-unit-sheet-phone');
  });

  it('filters by rooms on a phone and lists the matching units, right after leaving a unit sheet', async () => {
    // straight from the unit sheet of the test above: the first tap on Filtre must show the results
    await visitor.page.getByRole('button', { name: /Retour à la maquette/ }).click();
    await visitor.page.waitForURL((url) => !url.searchParams.has('showUnit'));
    const twoRooms = model.units.filter(
      (unit) => unit.unit_id === null && unit.bedrooms === T2_BEDROOMS && unit.status_id !== NOT_CLICKABLE,
    ).length;
    const toggle = visitor.page.getByRole('button', { name: 'Filtre', exact: true });
    // on a phone the button shows the results first, then the filters
    await toggle.click();
    const results = visitor.page.locator('.sidebar-panel--results');
    await expect
      .poll(() => results.locator('.result-row').count())
      .toBe(model.units.filter((unit) => unit.unit_id === null && unit.status_id !== NOT_CLICKABLE).length);
    await toggle.click();
    const filters = visitor.page.locator('.sidebar-panel--filters');
    await filters.getByRole('checkbox', { name: 'T2' }).check();
    await keepScreenshot(visitor.page, 'public-filter-phone');
    await filters.getByRole('button', { name: 'Recherche' }).click();
    await expect.poll(() => results.locator('.result-row').count()).toBe(twoRooms);
    await keepScreenshot(visitor.page, 'public-results-phone');
    // scrolled to the end, the last row clears the floating Filtre button
    await results.evaluate((panel) => panel.scrollTo(0, panel.scrollHeight));
    const lastRow = await results.locator('.result-row').last().boundingBox();
    const button = await toggle.boundingBox();
    expect((lastRow?.y ?? 0) + (lastRow?.height ?? 0)).toBeLessThanOrEqual(button?.y ?? 0);
  });
});
