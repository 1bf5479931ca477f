import {
  type AdleadLot,
  adleadLot,
  type FakeAdlead,
  startFakeAdlead,
} from '@vitrine/server/src/features/crm/testing/fake-adlead.ts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoUnit, loadDemoModel } from '../public/demo-model.ts';
import { keepScreenshot, newContext } from '../support/browser.ts';
import { useDesktopSession } from '../support/desktop-session.ts';
import { apiCall, chooseOption, expectToast, signIn, since } from './admin-session.ts';

const PROGRAM = 'PRG-SAMBRE';
const WEBHOOK_SECRET = 'sambre-webhook-secret-0123456789';
const NARROW = '\u202f';
const NBSP = '\u00a0';

type Project = { id: number; name: string; domain_id: number };
type Connection = { provider: string; configured: boolean; enabled: boolean; status_map: object };

const session = useDesktopSession({
  // A key of its own, so the server writes no data/crm-encryption-key; the fake Adlead is on 127.0.0.1.
  env: {
    CRM_ENCRYPTION_KEY: 'crm-e2e-key-crm-e2e-key-crm-e2e-key!',
    CRM_TIMEOUT_MS: '5000',
    CRM_ALLOW_PRIVATE_HOSTS: '1',
  },
});
let adlead: FakeAdlead;
let project: Project;
/** Two available flats of building "a" whose lots the fake Adlead changes. */
/** Two units available at the start, so with a public price. */
type PricedUnit = DemoUnit & { price: number };
let sold: PricedUnit;
let optioned: PricedUnit;

beforeAll(async () => {
  adlead = await startFakeAdlead();
});
afterAll(() => adlead?.close());

/** A lot of the fake Adlead for a demo unit: its own price and surface unless changed. */
function lotOf(unit: DemoUnit, fields: Partial<AdleadLot>): AdleadLot {
  return adleadLot(`L-${unit.name}`, unit.name, {
    price_incl_vat: unit.price,
    surface: unit.surface,
    ...fields,
  });
}

/** A unit as visitors see it in GET /domain. */
async function publicUnit(name: string): Promise<DemoUnit | undefined> {
  return (await loadDemoModel(session.server.url)).units.find((unit) => unit.name === name);
}

/** The price the staff see (the public site gives none once a unit is not available). */
async function storedPrice(unit: DemoUnit): Promise<number | null> {
  return (await apiCall<{ data: { price: number | null } }>(session.page, 'GET', `/api/units/${unit.id}`))
    .data.price;
}

/** The answer to a sync link's call (POST /api/projects/{id}/emerige or /api/buildings/{id}/sync). */
const syncAnswered = (page: Page) =>
  page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      /\/api\/(projects\/\d+\/emerige|buildings\/\d+\/sync)/.test(response.url()),
  );

const euros = (amount: number) => `${String(amount).replace(/\B(?=(\d{3})+$)/g, NARROW)}${NBSP}€`;

describe('a corporation admin connecting a project to Adlead', () => {
  it('enters the connection on the project’s CRM screen, with the server’s refusals under the fields', async () => {
    const { page } = session;
    let start = Date.now();
    await signIn(page, 'admin@horizon.test', '/admin/projects');
    await page.getByRole('heading', { name: 'Projets' }).waitFor();
    const projects = await apiCall<{ data: Project[] }>(page, 'GET', '/api/projects');
    project = projects.data[0]!;
    const units = (await loadDemoModel(session.server.url)).units.filter(
      (unit): unit is PricedUnit => unit.status_id === 1 && unit.unit_id === null && unit.price !== null,
    );
    [sold, optioned] = [units[0]!, units[1]!];
    console.log(`sign in: ${since(start)}`);

    // The project's Adlead programme id, through its form.
    start = Date.now();
    const row = page.locator('tr', { hasText: project.name });
    await row.getByRole('button', { name: 'Modifier' }).click();
    await page.getByLabel('ID Adlead').fill(PROGRAM);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expectToast(page, 'Projet modifié');
    await row.getByRole('link', { name: 'CRM', exact: true }).click();
    await page.getByRole('heading', { name: 'Connexions CRM' }).waitFor();
    // the cards come with the connections' answer, after the heading
    await expect
      .poll(() =>
        page
          .locator('section[data-provider]')
          .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-provider'))),
      )
      .toEqual(['emerige', 'immolead', 'adlead', 'unlatch']);
    const card = page.locator('section[data-provider="adlead"]');
    await card.getByText(`ID Adlead du projet : ${PROGRAM}`).waitFor();
    await card.getByText('Non configuré').waitFor();
    await keepScreenshot(page, 'admin-crm-screen');

    await card.getByRole('button', { name: 'Configurer' }).click();
    await card.getByLabel('Adresse de l’API').fill(adlead.url);
    await card.getByLabel('Clé du client (tenant)').fill(adlead.tenantKey);
    await card.getByLabel('Clé d’API').fill(adlead.apiKey);
    await card.getByLabel('Secret des webhooks').fill('trop-court');
    await card.getByRole('button', { name: 'Ajouter un statut' }).click();
    await card.getByLabel('Statut dans le CRM').fill('pre-booked');
    await chooseOption(page, 'Statut des unités', 'Réservé');
    await card.getByRole('button', { name: 'Enregistrer' }).click();
    const secretError = card.getByText('Le champ secret des webhooks doit contenir au moins 16 caractères.');
    await secretError.waitFor();
    // Under its own field: Mantine links the message to the box it is about.
    const describedBy = await card.getByLabel('Secret des webhooks').getAttribute('aria-describedby');
    expect(await secretError.getAttribute('id')).toBeTruthy();
    expect(describedBy).toContain(await secretError.getAttribute('id'));
    await keepScreenshot(page, 'admin-crm-refused');

    await card.getByLabel('Secret des webhooks').fill(WEBHOOK_SECRET);
    await card.getByRole('button', { name: 'Enregistrer' }).click();
    await expectToast(page, 'Connexion Adlead enregistrée');
    await card.getByText('Configuré', { exact: true }).waitFor();
    await card.getByText('Activé', { exact: true }).waitFor();
    console.log(`Adlead connected through the screen: ${since(start)}`);

    await card.getByText('Statuts propres : pre-booked → Réservé').waitFor();
    const webhook = card.getByLabel('Adresse des webhooks');
    expect(await webhook.inputValue()).toMatch(/^http:\/\/localhost:\d+\/webhooks\/adlead\/\d+$/);
    await card.getByRole('button', { name: 'Copier l’adresse' }).waitFor();
    await keepScreenshot(page, 'admin-crm-connected');

    // Secrets are never shown back: empty boxes that keep what is stored.
    await card.getByRole('button', { name: 'Modifier la connexion' }).click();
    expect(await card.getByLabel('Clé d’API').inputValue()).toBe('');
    expect(await card.getByLabel('Adresse de l’API').inputValue()).toBe('');
    expect(await card.getByText('Laissez vide pour garder la valeur enregistrée.').count()).toBe(3);
    expect(await card.getByLabel('Statut dans le CRM').inputValue()).toBe('pre-booked');
    await keepScreenshot(page, 'admin-crm-edit-saved');
    await card.getByRole('button', { name: 'Annuler' }).click();
    await card.getByRole('button', { name: 'Modifier la connexion' }).waitFor();

    const answer = await apiCall<{ data: Connection[] }>(page, 'GET', `/api/projects/${project.id}/crm`);
    expect(answer.data.find((connection) => connection.provider === 'adlead')).toMatchObject({
      configured: true,
      enabled: true,
      status_map: { 'pre-booked': 3 },
    });
    expect(JSON.stringify(answer)).not.toContain(adlead.apiKey);
  });

  it('synchronises now, lists the run with what changed on each unit, and the public site shows it', async () => {
    const { page } = session;
    adlead.setLots(PROGRAM, [
      lotOf(sold, { status: 'sold', price_incl_vat: sold.price - 10000 }),
      lotOf(optioned, { status: 'pre-booked' }),
      adleadLot('L-NEW', 'Z.9.99', { status: 'available' }),
    ]);
    const start = Date.now();
    await page.getByRole('button', { name: 'Synchroniser maintenant' }).click();
    await expectToast(page, 'Synchronisation terminée : 2 modifiées, 1 lot sans unité');
    console.log(`sync from the CRM screen: ${since(start)}`);

    const run = page.locator('tr[data-run]').first();
    await run.getByText('Réussie').waitFor();
    for (const text of ['Adlead', 'Tout le projet', 'Claire Dubois', '2 modifiées, 1 lot sans unité']) {
      await run.getByText(text, { exact: true }).waitFor();
    }
    await run.getByRole('button', { name: 'Voir le détail (3)' }).click();
    const changes = page.getByRole('table', { name: 'Changements' });
    const soldRow = changes.locator('tr', { hasText: sold.name });
    await soldRow.getByText('Statut : Disponible → Vendu').waitFor();
    await soldRow.getByText(`Prix : ${euros(sold.price)} → ${euros(sold.price - 10000)}`).waitFor();
    await changes
      .locator('tr', { hasText: optioned.name })
      .getByText('Statut : Disponible → Réservé')
      .waitFor();
    await changes.locator('tr', { hasText: 'Z.9.99' }).getByText('Pas d’unité').waitFor();
    await changes.scrollIntoViewIfNeeded();
    await keepScreenshot(page, 'admin-crm-sync-run');

    expect(await publicUnit(sold.name)).toMatchObject({ status_id: 2, price: null });
    expect(await publicUnit(optioned.name)).toMatchObject({ status_id: 3, price: null });
    expect(await storedPrice(sold)).toBe(sold.price - 10000);
    expect(await storedPrice(optioned)).toBe(optioned.price);
  });

  it('pulls the newest lots from the sync links of the domain screen and the project screen', async () => {
    const { page } = session;
    adlead.setLots(PROGRAM, [lotOf(sold, { status: 'sold', price_incl_vat: sold.price - 20000 })]);
    let start = Date.now();
    await page.goto(`/admin/domain/${project.domain_id}`);
    const row = page.locator('tr', { hasText: project.name });
    await Promise.all([syncAnswered(page), row.getByRole('button', { name: 'Synchro. Adlead' }).click()]);
    await expectToast(page, 'Synchronisation terminée : 1 modifiée');
    console.log(`sync link of the domain screen: ${since(start)}`);
    await page.waitForTimeout(400); // the toast's entrance
    await keepScreenshot(page, 'admin-crm-domain-sync');
    expect(await publicUnit(sold.name)).toMatchObject({ status_id: 2, price: null });
    expect(await storedPrice(sold)).toBe(sold.price - 20000);

    adlead.setLots(PROGRAM, [lotOf(optioned, { status: 'sold' })]);
    start = Date.now();
    await row.getByRole('link', { name: 'Gérer' }).click();
    await page.getByRole('heading', { name: project.name }).waitFor();
    // the domain screen's toast may still be up with the same words: wait for this call's answer
    await Promise.all([syncAnswered(page), page.getByRole('button', { name: 'Synchro. Adlead' }).click()]);
    await expectToast(page, 'Synchronisation terminée : 1 modifiée');
    console.log(`sync link of the project screen: ${since(start)}`);
    expect(await publicUnit(optioned.name)).toMatchObject({ status_id: 2 });

    await page.getByRole('link', { name: 'CRM', exact: true }).click();
    await expect.poll(() => page.locator('tr[data-run]').count()).toBe(3);
  });

  it('shows a visitor’s lead as sent to Adlead in the contacts list', async () => {
    const email = `crm.visitor.${Date.now() % 100000}@example.test`;
    const visitor = await session.context.newPage();
    const start = Date.now();
    await visitor.goto('/contact');
    const form = visitor.locator('form.contact-form');
    await form.getByLabel(/^Nom/).fill('Janssens');
    await form.getByLabel('Prénom').fill('Inès');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('N° de téléphone').fill('+32 470 98 76 54');
    await form.getByLabel('Votre message').fill('Le penthouse est-il encore disponible ?');
    await form.getByRole('button', { name: 'Envoyer' }).click();
    await form.locator('.contact-form__feedback--success').waitFor({ timeout: 30_000 });
    await visitor.close();
    await expect
      .poll(() => adlead.leads.leads.filter((lead) => lead.contact.email === email).length, {
        timeout: 15_000,
      })
      .toBe(1);
    console.log(`contact form lead pushed to Adlead: ${since(start)}`);

    const { page } = session;
    // The contact's state is written right after Adlead's answer.
    await expect
      .poll(async () => {
        const found = await apiCall<{ data: { crm_status: string }[] }>(
          page,
          'GET',
          `/api/contacts?filter[email]=${encodeURIComponent(email)}`,
        );
        return found.data[0]?.crm_status;
      })
      .toBe('pushed');
    await page.goto('/admin/contacts');
    await page.getByRole('searchbox').fill(email);
    await page.getByRole('searchbox').blur();
    const badge = page.getByRole('button', { name: `Envois CRM de ${email}` });
    expect(await badge.textContent()).toBe('Envoyé');
    await badge.click();
    const details = page.locator('.mantine-Popover-dropdown');
    await details.locator('[data-provider="adlead"]').getByText('Envoyé', { exact: true }).waitFor();
    await details.getByText(/ID dans le CRM : ADL-LEAD-\d+/).waitFor();
    await page.waitForTimeout(300); // the popover's fade
    await keepScreenshot(page, 'admin-crm-contact-pushes');
  });

  it('lets a sales user run the sync links but not see or open the CRM screen', async () => {
    const context = await newContext(session.browser, 'desktop', session.server.url);
    try {
      const page = await context.newPage();
      await signIn(page, 'vente@horizon.test', `/admin/project/${project.id}`);
      await page.getByRole('button', { name: 'Synchro. Adlead' }).waitFor();
      expect(await page.getByRole('link', { name: 'CRM', exact: true }).count()).toBe(0);
      await page.goto(`/admin/project/${project.id}/crm`);
      await expectToast(page, 'Accès non autorisé');
      expect(new URL(page.url()).pathname).not.toContain('/crm');
    } finally {
      await context.close();
    }
  });
});
