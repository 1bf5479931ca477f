import { readFile } from 'node:fs/promises';
import type { TAnalyticsReport } from '@vitrine/core/analytics/analytics-report';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type DemoUnit, loadDemoModel } from '../public/demo-model.ts';
import { visitorContext } from '../public/orbital-page.ts';
import { keepScreenshot } from '../support/browser.ts';
import { useAppSession, usePage } from '../support/desktop-session.ts';
import { apiCall, expectToast, signIn } from './admin-session.ts';

const app = useAppSession();
const visitor = usePage(app, visitorContext('desktop'));
const admin = usePage(app);
const sales = usePage(app);

const VISITOR = 'lucie.renard@example.test';
const MESSAGE = 'Bonjour, les deux appartements m’intéressent ; une visite est-elle possible ?';

type Report = TAnalyticsReport;

let units: DemoUnit[];

let domainId: number;

beforeAll(async () => {
  const model = await loadDemoModel(app.server.url);
  units = model.units.filter((unit) => unit.status_id === 1 && unit.unit_id === null).slice(0, 2);
  if (units.length < 2) throw new Error('the demo needs two available units');
});

const title = (unit: DemoUnit) => unit.fullname || unit.name;

async function totalOf(page: Page, kind: string): Promise<number> {
  return Number(await page.getByTestId(`total-${kind}`).locator('p').last().textContent());
}

describe('visitor analytics, from a visit to the dashboard', () => {
  let before: Report;

  it('shows the admin the site’s dashboard before the visit, drawn as charts', async () => {
    await signIn(admin.page, 'admin@horizon.test', '/admin/analytics');
    domainId = (await apiCall<{ data: { id: number }[] }>(admin.page, 'GET', '/api/domains')).data[0]!.id;
    before = (
      await apiCall<{ data: Report }>(admin.page, 'GET', `/api/analytics?filter[domain_id]=${domainId}`)
    ).data;
    await admin.page.getByRole('heading', { name: 'Statistiques des visiteurs' }).waitFor();
    await admin.page.getByTestId('trend-chart').waitFor();
    expect(await totalOf(admin.page, 'contact_sent')).toBe(before.totals.contact_sent);
  });

  it('lets a visitor open two units, then send a message with the units they choose to attach', async () => {
    const page = visitor.page;
    for (const unit of units) {
      await page.goto(`/orbital/sambre/a/${unit.floorName}/${encodeURIComponent(unit.name)}?showUnit=true`);
      await page
        .locator('.sidebar-panel--unit')
        .getByRole('heading', { name: title(unit) })
        .waitFor();
    }
    await page.goto('/contact');
    const form = page.locator('form.contact-form');
    const attach = form.getByRole('checkbox', {
      name: `Joindre les lots que j’ai consultés : ${title(units[0]!)}, ${title(units[1]!)}`,
    });
    expect(await attach.isChecked()).toBe(false);
    await attach.check();
    await form.getByLabel(/^Nom/).fill('Renard');
    await form.getByLabel('Prénom').fill('Lucie');
    await form.getByLabel('Email').fill(VISITOR);
    await form.getByLabel('Votre message').fill(MESSAGE);
    await keepScreenshot(page, 'public-contact-viewed-units');
    await form.getByRole('button', { name: 'Envoyer' }).click();
    await form.locator('.contact-form__feedback--success').waitFor({ timeout: 20_000 });
  });

  it('shows the admin the lead with its message and the units it looked at, and changes its status', async () => {
    const page = admin.page;
    await page.goto('/admin/contacts');
    await page.getByRole('row').filter({ hasText: VISITOR }).getByRole('link', { name: VISITOR }).click();
    await page.getByRole('heading', { name: 'Contact Lucie Renard' }).waitFor();
    await page.getByText(MESSAGE).waitFor();
    const viewed = page.getByTestId('viewed-units');
    await viewed.getByRole('heading', { name: 'Lots consultés avant d’écrire' }).waitFor();
    await viewed.getByRole('link', { name: title(units[0]!) }).waitFor();
    expect(await viewed.getByRole('link').allTextContents()).toEqual(units.map(title));
    expect(await viewed.getByRole('link', { name: title(units[1]!) }).getAttribute('href')).toBe(
      `/admin/unit/${units[1]!.id}`,
    );
    await page.getByRole('combobox', { name: 'Suivi' }).selectOption({ label: 'Appelé' });
    await expectToast(page, 'Lucie Renard : suivi « Appelé ».');
    await keepScreenshot(page, 'admin-lead-viewed-units');
  });

  it('moves the dashboard’s counts and draws its charts, and exports them as CSV', async () => {
    const page = admin.page;
    await page.goto('/admin/analytics');
    await page.getByTestId('trend-chart').waitFor();
    await expect.poll(() => totalOf(page, 'contact_sent')).toBe(before.totals.contact_sent + 1);
    // beacons may still be on their way: the page reads again when reloaded
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByTestId('trend-chart').waitFor();
          return totalOf(page, 'unit_opened');
        },
        { timeout: 20_000, interval: 1000 },
      )
      .toBeGreaterThanOrEqual(before.totals.unit_opened + 2);
    expect(await totalOf(page, 'visit')).toBeGreaterThanOrEqual(before.totals.visit + 3);

    const trend = page.getByTestId('trend-chart');
    const lines = await trend
      .locator('svg path')
      .evaluateAll((paths) => paths.map((path) => path.getAttribute('d')));
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines.every((d) => /^M[\d.]+ [\d.]+( L[\d.]+ [\d.]+){29}$/.test(d ?? ''))).toBe(true);
    expect(await trend.locator('[data-series="unit_opened"] circle').count()).toBeGreaterThanOrEqual(1);
    const ranking = page.getByRole('img', { name: 'Graphique : Lots les plus consultés' });
    for (const unit of units) {
      const bar = ranking.locator(`[data-bar="${title(unit)}"] rect`);
      expect(Number(await bar.getAttribute('width'))).toBeGreaterThan(0);
      // available units looked at and not sold are said so
      expect(await ranking.locator(`[data-bar="${title(unit)}"]`).textContent()).toContain(
        'Regardé, pas vendu',
      );
    }
    await page
      .getByTestId('conversion')
      .getByText(/contacts pour \d+ fiches ouvertes/)
      .waitFor();
    await keepScreenshot(page, 'admin-analytics');
    // each unit the visitor opened is counted on its own
    const after = (
      await apiCall<{ data: Report }>(page, 'GET', `/api/analytics?filter[domain_id]=${domainId}`)
    ).data;
    for (const unit of units) {
      const opened = (report: Report) => report.units.find((ranked) => ranked.id === unit.id)?.opened ?? 0;
      expect(opened(after)).toBe(opened(before) + 1);
    }

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exporter par jour (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^analytics-days-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await readFile(await download.path(), 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(csv[0]).toBe(
      'day;visit;unit_opened;sheet_mailed;plan_downloaded;contact_sent;favourite_added;comparison_opened',
    );
    expect(csv).toHaveLength(31);
  });

  it('lets the site’s sales user read the same figures', async () => {
    await signIn(sales.page, 'vente@horizon.test', '/admin/analytics');
    const theirs = await apiCall<{ data: Report }>(
      sales.page,
      'GET',
      `/api/analytics?filter[domain_id]=${domainId}`,
    );
    expect(theirs.data.totals.contact_sent).toBe(before.totals.contact_sent + 1);
    await sales.page.getByTestId('trend-chart').waitFor();
  });
});
