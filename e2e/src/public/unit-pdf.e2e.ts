import { readFile } from 'node:fs/promises';
import { readPdf } from '@vitrine/server/src/features/unit-sheet-pdf/test-pdf-contents.ts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { keepScreenshot } from '../support/browser.ts';
import { useAppSession, usePage } from '../support/desktop-session.ts';
import { belgianEuros, type DemoUnit, loadDemoModel, normaliseSpaces } from './demo-model.ts';
import { visitorContext, waitForPaintedModel } from './orbital-page.ts';

// Issue 15 point 3: the unit sheet as a PDF.
const AVAILABLE = 1;

// its own copy of the demo storage: the server keeps the sheets it makes in storage
const app = useAppSession({ privateStorage: true });
const visitor = usePage(app, visitorContext('desktop'));
let projectPath: string;
let unit: DemoUnit;
let plan: { width: number; height: number };

beforeAll(async () => {
  const model = await loadDemoModel(app.server.url);
  const domain = (await (await fetch(`${app.server.url}/domain?translatable=1`)).json()) as {
    data: { projects: { name: string; translatable?: { name?: { fr?: string } } }[] };
  };
  const project = domain.data.projects[0];
  projectPath = (project?.translatable?.name?.fr || project?.name || '').toLowerCase();
  unit = model.units.find(
    (candidate) => candidate.status_id === AVAILABLE && candidate.unit_id === null && candidate.price,
  )!;
  // the unit's 2D plan as the site serves it: a PNG, whose header gives its size
  const details = (await (await fetch(`${app.server.url}/unit/${unit.id}`)).json()) as {
    data: { blueprint2D: { url: string } | null };
  };
  const bytes = Buffer.from(
    await (await fetch(new URL(details.data.blueprint2D!.url, app.server.url))).arrayBuffer(),
  );
  expect(bytes.subarray(1, 4).toString()).toBe('PNG');
  plan = { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
});

const unitPath = (one: DemoUnit) =>
  `/orbital/${encodeURIComponent(projectPath)}/a/${encodeURIComponent(one.floorName)}/${encodeURIComponent(one.name)}?showUnit=true`;

/** Clicks the sheet's PDF link and returns the file the browser downloads, with how long it took. */
async function downloadSheet(page: Page, linkName: string) {
  const link = page.locator('.sidebar-panel--unit').getByRole('link', { name: linkName, exact: true });
  await link.scrollIntoViewIfNeeded();
  const started = performance.now();
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const bytes = await readFile((await download.path())!);
  return { name: download.suggestedFilename(), bytes, ms: performance.now() - started };
}

describe('the unit sheet as a PDF', () => {
  it('downloads from "Fiche PDF" with the unit’s name, surface and price, its plan and the model’s preview', async () => {
    const { page } = visitor;
    await page.goto(unitPath(unit));
    await waitForPaintedModel(page);
    const sheet = page.locator('.sidebar-panel--unit');
    await sheet.getByRole('heading', { name: unit.fullname || unit.name }).waitFor();
    await keepScreenshot(page, 'public-unit-pdf-link');

    const cold = await downloadSheet(page, 'Fiche PDF');
    expect(cold.name).toMatch(/^fiche-[a-z0-9-]+\.pdf$/);
    expect(cold.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await readPdf(cold.bytes);
    const text = normaliseSpaces(pdf.pages.join(' '));
    expect(text).toContain(unit.fullname || unit.name);
    expect(text).toContain(`Surface ${Math.round(unit.surface)} m²`);
    expect(text).toContain(`Prix ${belgianEuros(unit.price)}`);
    expect(text).toContain('Situation dans le projet');
    expect(text).toContain('Plan 2D');
    // the model's preview (1200 × 630) on the first page, the 2D plan at its own size on the second
    const pictures = pdf.pictures.map((picture) => [picture.page, picture.width, picture.height]);
    expect(pictures).toContainEqual([1, 1200, 630]);
    expect(pictures).toContainEqual([2, plan.width, plan.height]);

    const cached = await downloadSheet(page, 'Fiche PDF');
    expect(cached.bytes.equals(cold.bytes)).toBe(true);
    console.log(
      `unit sheet PDF through the browser: ${cold.bytes.length} bytes, ${cold.ms.toFixed(0)} ms made, ${cached.ms.toFixed(0)} ms again (kept)`,
    );
  });

  it('downloads it in English from an English page', async () => {
    const { page, context } = visitor;
    await context.addCookies([{ name: 'vitrine-lang', value: 'en', url: app.server.url }]);
    await page.goto(unitPath(unit));
    await waitForPaintedModel(page);
    const english = await downloadSheet(page, 'PDF sheet');
    expect(english.name).toMatch(/^sheet-[a-z0-9-]+\.pdf$/);
    const text = normaliseSpaces((await readPdf(english.bytes)).pages.join(' '));
    expect(text).toContain(`Area ${Math.round(unit.surface)} m²`);
    expect(text).toContain(`Price €${unit.price!.toLocaleString('en-IE')}`);
    expect(text).toContain('2D plan');
  });
});
