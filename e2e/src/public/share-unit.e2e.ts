import { beforeAll, describe, expect, it } from 'vitest';
import { keepScreenshot } from '../support/browser.ts';
import { useAppSession, usePage } from '../support/desktop-session.ts';
import { type DemoModel, type DemoUnit, loadDemoModel } from './demo-model.ts';
import { visitorContext, waitForPaintedModel } from './orbital-page.ts';

// Issue 15 point 1: shareable unit pages.
const AVAILABLE = 1;

const app = useAppSession();
// a visitor who has seen the controls' help (its overlay would cover the sheet)
const visitor = usePage(app, visitorContext('desktop'));
let model: DemoModel;
let projectPath: string;
let unit: DemoUnit;

beforeAll(async () => {
  model = await loadDemoModel(app.server.url);
  const domain = (await (await fetch(`${app.server.url}/domain?translatable=1`)).json()) as {
    data: { projects: { name: string; translatable?: { name?: { fr?: string } } }[] };
  };
  const project = domain.data.projects[0];
  projectPath = (project?.translatable?.name?.fr || project?.name || '').toLowerCase();
  unit = model.units.find(
    (candidate) => candidate.status_id === AVAILABLE && candidate.unit_id === null && candidate.price,
  )!;
});

const unitPath = (one: DemoUnit) =>
  `/orbital/${encodeURIComponent(projectPath)}/a/${encodeURIComponent(one.floorName)}/${encodeURIComponent(one.name)}?showUnit=true`;
const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1] ?? null;

describe('a unit page shared as a link', () => {
  it("carries the unit's own title, description and a preview picture of it, in the page's language", async () => {
    const started = performance.now();
    const html = await (await fetch(`${app.server.url}${unitPath(unit)}`)).text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    expect(title).toContain(unit.fullname || unit.name);
    expect(metaOf(html, 'og:title')).toBe(title);
    const description = metaOf(html, 'og:description') ?? '';
    expect(description).toMatch(/m²/);
    expect(description).toMatch(/€/);
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    const image = metaOf(html, 'og:image') ?? '';
    expect(image).toMatch(new RegExp(`/unit/${unit.id}/preview\\.jpg\\?locale=fr$`));
    const picture = await fetch(image.replace(/^https?:\/\/[^/]+/, app.server.url));
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await picture.arrayBuffer());
    // JPEG's SOF0/SOF2 marker holds height then width
    const sof = bytes.findIndex(
      (byte, at) => byte === 0xff && (bytes[at + 1] === 0xc0 || bytes[at + 1] === 0xc2),
    );
    expect([bytes.readUInt16BE(sof + 7), bytes.readUInt16BE(sof + 5)]).toEqual([1200, 630]);
    console.log(
      `unit page and its preview picture (${bytes.length} bytes): ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    // in English
    const english = await (
      await fetch(`${app.server.url}${unitPath(unit)}`, { headers: { cookie: 'vitrine-lang=en' } })
    ).text();
    expect(metaOf(english, 'og:locale')).toBe('en_GB');
    expect(metaOf(english, 'og:image')).toMatch(/preview\.jpg\?locale=en$/);
    expect(metaOf(english, 'og:description')).toMatch(/€\d/);

    // the model's page without a unit has no preview of its own
    const plain = await (await fetch(`${app.server.url}/orbital`)).text();
    expect(metaOf(plain, 'og:image')).toBeNull();
  });

  it('copies the link with "Partager" and shows the QR code of the unit on its sheet', async () => {
    const { page, context } = visitor;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.server.url });
    await page.goto(unitPath(unit));
    await waitForPaintedModel(page);
    const sheet = page.locator('.sidebar-panel--unit');
    await sheet.getByRole('heading', { name: unit.fullname || unit.name }).waitFor();
    const qr = sheet.getByRole('img', { name: 'QR code de la fiche de ce logement' });
    await qr.scrollIntoViewIfNeeded();
    await expect.poll(() => qr.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await sheet.getByRole('button', { name: 'Partager' }).click();
    await page.getByText('Lien copié', { exact: false }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    await keepScreenshot(page, 'public-unit-share');
  });
});
