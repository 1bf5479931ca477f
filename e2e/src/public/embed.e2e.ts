import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, expectToast, signIn } from '../admin/admin-session.ts';
import { keepScreenshot } from '../support/browser.ts';
import { useAppSession, usePage } from '../support/desktop-session.ts';
import { type DemoModel, loadDemoModel } from './demo-model.ts';
import { visitorContext } from './orbital-page.ts';

// Issue 16 point 3: the showcase on the developer's own site (embed + read API).

interface HostSite {
  origin: string;
  /** The page served at / from now on. */
  setPage(html: string): void;
  close(): Promise<void>;
}

/** A developer's site on another local origin: one page, as the test writes it. */
async function startHostSite(): Promise<HostSite> {
  let page = '<!doctype html><title>vide</title>';
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(page);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    setPage: (html) => {
      page = html;
    },
    close: () => new Promise((done) => server.close(() => done())),
  };
}

/** The developer's page: a heading, the snippet copied from the back office, and a log of its events. */
const hostPage = (snippet: string) => `<!doctype html><html lang="fr"><head><meta charset="utf-8">
<title>Promoteur — nos biens</title></head><body style="margin:0;font-family:sans-serif">
<h1>Nos appartements</h1>
<div style="max-width:1200px">${snippet}</div>
<script>
  window.vitrineEvents = [];
  for (const type of ['ready', 'unit-opened', 'lead-sent', 'error'])
    document.addEventListener('vitrine:' + type, (event) => window.vitrineEvents.push(event.detail));
</script></body></html>`;

type EmbedEvent = { type: string; [key: string]: unknown };
const eventsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { vitrineEvents: EmbedEvent[] }).vitrineEvents);
async function waitForEvent(page: Page, type: string, count = 1, timeout = 30_000): Promise<EmbedEvent[]> {
  await expect
    .poll(async () => (await eventsOf(page)).filter((event) => event.type === type).length, { timeout })
    .toBeGreaterThanOrEqual(count);
  return (await eventsOf(page)).filter((event) => event.type === type);
}

let listed: HostSite;
let stranger: HostSite;
beforeAll(async () => {
  [listed, stranger] = await Promise.all([startHostSite(), startHostSite()]);
});
afterAll(async () => {
  await listed?.close();
  await stranger?.close();
});

const app = useAppSession();
const admin = usePage(app);
const visitor = usePage(app, visitorContext('desktop'));
let model: DemoModel;
let domainId: number;
let snippet: string;
let apiKey: string;

beforeAll(async () => {
  model = await loadDemoModel(app.server.url);
});

describe('the showcase on the developer’s own site', () => {
  it('is set up by an admin: the origins, the code to paste with its copy button, a read-API key shown once', async () => {
    const { page, context } = admin;
    await signIn(page, 'admin@horizon.test');
    const domains = await apiCall<{ data: { id: number; host: string }[] }>(page, 'GET', '/api/domains');
    domainId = domains.data.find((domain) => domain.host === 'localhost')!.id;
    await page.goto(`/admin/domain/${domainId}`);
    await page.getByRole('link', { name: 'Intégration et API' }).click();
    await page.getByRole('heading', { name: 'Intégration sur votre site et API de lecture' }).waitFor();

    const origins = page.getByLabel('Origines');
    await origins.fill(`${listed.origin}\nhttps://www.promoteur.be/biens`);
    await page.getByRole('button', { name: 'Enregistrer les origines' }).click();
    await page
      .getByText('https://www.promoteur.be/biens — Le champ origine doit être une origine seule')
      .waitFor();
    await origins.fill(`${listed.origin}/`);
    await page.getByRole('button', { name: 'Enregistrer les origines' }).click();
    await expectToast(page, 'Origines enregistrées.');
    expect(await origins.inputValue()).toBe(listed.origin);

    const code = page.getByTestId('embed-snippet');
    snippet = (await code.textContent()) ?? '';
    expect(snippet).toContain(`src="${app.server.url}/embed/orbital/sambre"`);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.server.url });
    await page.getByRole('button', { name: 'Copier le code' }).click();
    await expectToast(page, 'Code copié.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(snippet);

    await page.getByLabel('Nom de la clé').fill('Site du promoteur');
    await page.getByRole('button', { name: 'Créer une clé' }).click();
    apiKey = (await page.getByTestId('created-api-key').textContent()) ?? '';
    expect(apiKey).toMatch(/^vtr_/);
    await page.getByRole('row').filter({ hasText: 'Site du promoteur' }).getByText('Active').waitFor();
    await keepScreenshot(page, 'admin-embed-and-api');
    // the key is not shown again
    await page.reload();
    await page.getByRole('row').filter({ hasText: 'Site du promoteur' }).waitFor();
    expect(await page.getByText(apiKey).count()).toBe(0);
  });

  it('runs in a page of a listed origin, which opens a unit, applies a filter, and hears of units opened and leads sent', {
    timeout: 150_000,
  }, async () => {
    const { page } = visitor;
    listed.setPage(hostPage(snippet));
    await page.goto(`${listed.origin}/`);
    await waitForEvent(page, 'ready');
    const frame = page.frameLocator('#vitrine-showcase');
    // a first visit in the frame (its cookies are third-party there): the controls' help, closed as a visitor would
    const help = frame.getByRole('dialog', { name: 'Contrôles' });
    await help.getByRole('button', { name: 'Fermer' }).click();
    await help.waitFor({ state: 'hidden' });
    const size = await page.locator('#vitrine-showcase').boundingBox();
    // responsive: as wide as its column, 16:9
    expect(Math.round(size!.width)).toBe(1200);
    expect(Math.round(size!.height)).toBe(675);

    const unit = model.units.find((candidate) => candidate.status_id === 1 && candidate.unit_id === null)!;
    await page.evaluate(
      (id) => (window as unknown as { vitrine: { openUnit(id: number): void } }).vitrine.openUnit(id),
      unit.id,
    );
    const [opened] = await waitForEvent(page, 'unit-opened');
    expect(opened).toMatchObject({ source: 'vitrine', version: 1, unit: { id: unit.id, name: unit.name } });
    const sheet = frame.locator('.sidebar-panel--unit');
    await sheet.getByRole('heading', { name: unit.fullname || unit.name }).waitFor();

    // a sold unit does not open: the page is told why
    const sold = model.units.find((candidate) => candidate.status_id === 2 && candidate.unit_id === null);
    if (sold) {
      await page.evaluate(
        (id) => (window as unknown as { vitrine: { openUnit(id: number): void } }).vitrine.openUnit(id),
        sold.id,
      );
      const [refused] = await waitForEvent(page, 'error');
      expect(refused).toMatchObject({ reason: 'unit-not-openable', command: 'open-unit' });
    }

    const bedrooms = unit.bedrooms;
    const expected = model.units.filter(
      (candidate) =>
        candidate.unit_id === null &&
        candidate.status_id !== 2 &&
        candidate.status_id !== 7 &&
        candidate.bedrooms === bedrooms,
    ).length;
    await page.evaluate(
      (filter) =>
        (window as unknown as { vitrine: { applyFilter(f: unknown): void } }).vitrine.applyFilter(filter),
      { bedrooms: [bedrooms], isUnavailable: false },
    );
    const results = frame.locator('.sidebar-panel--results');
    await results.waitFor();
    await expect
      .poll(() => results.locator('.sidebar-panel__count').textContent())
      .toBe(`(${expected} résultat${expected > 1 ? 's' : ''})`);
    await keepScreenshot(page, 'embed-on-listed-origin');

    // a visitor clicks a result: the page hears it too
    const other = results
      .locator('button.result-row')
      .filter({ hasNotText: unit.fullname || unit.name })
      .first();
    if ((await other.count()) > 0) {
      await other.click();
      await waitForEvent(page, 'unit-opened', 2);
    }

    // a lead sent from the framed sheet
    await page.evaluate(
      (id) => (window as unknown as { vitrine: { openUnit(id: number): void } }).vitrine.openUnit(id),
      unit.id,
    );
    await sheet.getByRole('heading', { name: unit.fullname || unit.name }).waitFor();
    await sheet.getByRole('button', { name: 'Envoyer par Email' }).click();
    const modal = frame.getByRole('dialog', { name: 'Envoyer par mail' });
    await modal.getByLabel('Prénom').fill('Claire');
    await modal.getByLabel(/^Nom/).fill('Dubois');
    await modal.getByLabel('Email').fill('claire.dubois@example.test');
    await modal.getByRole('checkbox').check();
    await modal.getByRole('button', { name: 'Envoyer' }).click();
    // the captcha's proof of work runs first: slow when the machine is busy
    const [lead] = await waitForEvent(page, 'lead-sent', 1, 60_000);
    expect(lead).toMatchObject({ form: 'unit-mail', unit_id: unit.id });

    // a message of another shape or version does nothing but say so
    const before = (await eventsOf(page)).filter((event) => event.type === 'error').length;
    await page.evaluate((origin) => {
      const frameWindow = (document.getElementById('vitrine-showcase') as HTMLIFrameElement).contentWindow!;
      frameWindow.postMessage({ source: 'vitrine', version: 2, type: 'open-unit', unit_id: 1 }, origin);
    }, app.server.url);
    const errors = await waitForEvent(page, 'error', before + 1);
    expect(errors.at(-1)).toMatchObject({ reason: 'invalid-command' });
  });

  it('is refused by the browser in a page of an origin the site does not list', async () => {
    const { page } = visitor;
    stranger.setPage(hostPage(snippet));
    const refusal = page.waitForEvent('console', {
      predicate: (message) => /frame-ancestors/.test(message.text()),
      timeout: 20_000,
    });
    await page.goto(`${stranger.origin}/`);
    expect((await refusal).text()).toContain(`frame-ancestors ${listed.origin}`);
    const child = page.frames().find((frame) => frame !== page.mainFrame());
    expect(child).toBeDefined();
    expect(await child!.locator('#root').count()).toBe(0);
    await page.waitForTimeout(1000);
    expect(await eventsOf(page)).toEqual([]);
    await keepScreenshot(page, 'embed-on-unlisted-origin');
  });

  it('answers the read API with the key, refuses it without one and once the key is revoked', async () => {
    const { page } = visitor;
    // from the listed developer's page, as its own script would (CORS)
    await page.goto(`${listed.origin}/`);
    const read = (headers: Record<string, string>) =>
      page.evaluate(
        async ({ url, headers }) => {
          const response = await fetch(url, { headers });
          return { status: response.status, body: await response.json() };
        },
        { url: `${app.server.url}/api/public/v1/projects`, headers },
      );
    const withKey = await read({ Authorization: `Bearer ${apiKey}` });
    expect(withKey.status).toBe(200);
    expect(withKey.body.data[0]).toMatchObject({ name: 'Sambre', embed_path: '/embed/orbital/sambre' });
    const projectId = withKey.body.data[0].id as number;
    const units = await fetch(`${app.server.url}/api/public/v1/projects/${projectId}/units`, {
      headers: { 'X-Api-Key': apiKey },
    });
    const listedUnits = (await units.json()).data as {
      id: number;
      price: number | null;
      status: { id: number };
    }[];
    expect(listedUnits.length).toBeGreaterThan(0);
    expect(listedUnits.every((unit) => unit.status?.id === 1 || unit.price === null)).toBe(true);

    const without = await read({});
    expect(without).toEqual({
      status: 401,
      body: {
        message:
          'Clé d’API manquante : envoyez-la dans l’en-tête « Authorization: Bearer … » ou « X-Api-Key ».',
        reason: 'missing-key',
      },
    });

    const { page: adminPage } = admin;
    await adminPage.goto(`/admin/domain/${domainId}/embed`);
    const row = adminPage.getByRole('row').filter({ hasText: 'Site du promoteur' });
    await row.getByRole('button', { name: 'Révoquer' }).click();
    await adminPage.getByRole('dialog').getByRole('button', { name: 'Révoquer' }).click();
    await expectToast(adminPage, 'Clé révoquée.');
    await row.getByText(/Révoquée le/).waitFor();
    const revoked = await read({ 'X-Api-Key': apiKey });
    expect(revoked.status).toBe(401);
    expect(revoked.body.reason).toBe('revoked-key');
  });
});
