import type { Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepScreenshot } from '../support/browser.ts';
import { useAppSession, usePage } from '../support/desktop-session.ts';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink.ts';
import { type DemoModel, loadDemoModel } from './demo-model.ts';
import { visitorContext } from './orbital-page.ts';

// the demo site's own sales address (its sales-email setting)
const SALES = 'ventes@horizon.test';
const VISITOR = 'claire.dubois@example.test';
/** Another visitor: the same address mailing the same unit again within minutes is one lead (no new mail). */
const RETRYING_VISITOR = 'claire.retry@example.test';

let sink: SmtpSink;
let model: DemoModel;

// Started first and closed last: the server sends its mails there.
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink?.close());
const app = useAppSession({
  env: () => ({ SMTP_URL: `smtp://127.0.0.1:${sink.port}` }),
});
const visitor = usePage(app, visitorContext('desktop'));
beforeAll(async () => {
  model = await loadDemoModel(app.server.url);
});

/** Mails that arrived since `from`, once `count` of them are there. */
async function newMails(from: number, count: number) {
  const all = await sink.waitFor(from + count, 30_000);
  return all.slice(from);
}

describe('a visitor who leaves their details', () => {
  it('sends a unit sheet by e-mail after ticking the consent box, and both the visitor and the sales team get it', async () => {
    const unit = model.units.find((candidate) => candidate.status_id === 1 && candidate.unit_id === null);
    if (!unit) throw new Error('the demo has no available unit');
    const title = unit.fullname || unit.name;
    await visitor.page.goto(
      `/orbital/sambre/a/${unit.floorName}/${encodeURIComponent(unit.name)}?showUnit=true`,
    );
    const sheet = visitor.page.locator('.sidebar-panel--unit');
    await sheet.getByRole('heading', { name: title }).waitFor();
    await sheet.getByRole('button', { name: 'Envoyer par Email' }).click();

    const modal = visitor.page.getByRole('dialog', { name: 'Envoyer par mail' });
    await modal.waitFor();
    await modal.getByLabel('Prénom').fill('Claire');
    await modal.getByLabel(/^Nom/).fill('Dubois');
    await modal.getByLabel('Email').fill(VISITOR);
    const before = sink.mails.length;

    await modal.getByRole('button', { name: 'Envoyer' }).click();
    await modal.locator('.field-errors').first().waitFor({ timeout: 20_000 });
    expect(await modal.getByRole('checkbox').getAttribute('aria-invalid')).toBe('true');
    await keepScreenshot(visitor.page, 'public-mail-modal-without-consent');
    expect(sink.mails.length).toBe(before);

    await modal.getByRole('checkbox').check();
    const challenge = visitor.page.waitForResponse((response) =>
      response.url().includes('/captcha/challenge'),
    );
    await modal.getByRole('button', { name: 'Envoyer' }).click();
    expect((await challenge).status()).toBe(200);
    const toast = visitor.page.locator('.toast:not(.toast--error)').filter({ hasText: /./ }).first();
    await toast.waitFor({ timeout: 20_000 });
    await keepScreenshot(visitor.page, 'public-mail-modal-sent');
    // the toast sits below the header, never over its menu
    const header = await visitor.page.getByRole('banner').boundingBox();
    expect((await toast.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(
      (header?.y ?? 0) + (header?.height ?? 0),
    );
    expect(await modal.isVisible()).toBe(false);

    const mails = await newMails(before, 2);
    const toVisitor = mails.find((mail) => mail.to.includes(VISITOR));
    const toSales = mails.find((mail) => mail.to.includes(SALES));
    expect(toVisitor?.subject).toContain(title);
    expect(toVisitor?.text).toContain('Claire Dubois');
    expect(toSales?.subject).toContain(title);
    expect(toSales?.replyTo).toContain(VISITOR);
    expect(toSales?.text).toContain('Dubois');
  });

  it('sends the contact form and the sales team receives the message', async () => {
    await visitor.page.goto('/contact');
    await visitor.page.getByRole('heading', { name: 'On prend contact?' }).waitFor();
    const form = visitor.page.locator('form.contact-form');
    await form.getByLabel(/^Nom/).fill('Peeters');
    await form.getByLabel('Prénom').fill('Marc');
    await form.getByLabel('Email').fill('marc.peeters@example.test');
    await form.getByLabel('N° de téléphone').fill('+32 470 12 34 56');
    const message = 'Bonjour, le penthouse est-il encore disponible ? Je peux passer samedi.';
    await form.getByLabel('Votre message').fill(message);
    await keepScreenshot(visitor.page, 'public-contact-filled');
    const before = sink.mails.length;
    const challenge = visitor.page.waitForResponse((response) =>
      response.url().includes('/captcha/challenge'),
    );
    await form.getByRole('button', { name: 'Envoyer' }).click();
    expect((await challenge).status()).toBe(200);
    await form.locator('.contact-form__feedback--success').waitFor({ timeout: 45_000 });
    expect(await form.getByLabel('Votre message').inputValue()).toBe('');
    await keepScreenshot(visitor.page, 'public-contact-sent');

    const [mail] = await newMails(before, 1);
    expect(mail?.to).toEqual([SALES]);
    expect(mail?.replyTo).toContain('marc.peeters@example.test');
    expect(mail?.text).toContain(message);
    expect(mail?.text).toContain('Marc Peeters');
  });

  it('keeps what a visitor typed before the page’s script had arrived, and sends it once the page is alive', async () => {
    // a slow phone: the server's form is on screen seconds before the script
    let release = () => {};
    const scriptsHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    const holdScripts = async (route: Route) => {
      await scriptsHeld;
      await route.continue();
    };
    const scripts = /\/assets\/.*\.js$/;
    await visitor.page.route(scripts, holdScripts);
    try {
      await visitor.page.goto('/contact', { waitUntil: 'commit' });
      const form = visitor.page.locator('form.contact-form');
      const send = form.getByRole('button', { name: 'Envoyer' });
      await send.waitFor();
      // sending now would submit the page natively: the details in the address, no lead
      expect(await send.isDisabled()).toBe(true);
      await form.getByLabel(/^Nom/).fill('Janssens');
      await form.getByLabel('Prénom').fill('Lies');
      await form.getByLabel('Email').fill('lies.janssens@example.test');
      const message = 'Bonjour, reste-t-il un appartement avec terrasse au deuxième ?';
      await form.getByLabel('Votre message').fill(message);
      const before = sink.mails.length;

      release();
      await send.click({ timeout: 30_000 });
      await form.locator('.contact-form__feedback--success').waitFor({ timeout: 45_000 });
      expect(await form.getByLabel('Votre message').inputValue()).toBe('');
      const [mail] = await newMails(before, 1);
      expect(mail?.replyTo).toContain('lies.janssens@example.test');
      expect(mail?.text).toContain(message);
      expect(mail?.text).toContain('Lies Janssens');
    } finally {
      release();
      await visitor.page.unroute(scripts, holdScripts);
    }
  });

  it('says why a sheet could not be mailed (no network, too many requests), keeps the form open, then sends it', async () => {
    const unit = model.units.find((candidate) => candidate.status_id === 1 && candidate.unit_id === null);
    if (!unit) throw new Error('the demo has no available unit');
    await visitor.page.goto(
      `/orbital/sambre/a/${unit.floorName}/${encodeURIComponent(unit.name)}?showUnit=true`,
    );
    const sheet = visitor.page.locator('.sidebar-panel--unit');
    await sheet.getByRole('heading', { name: unit.fullname || unit.name }).waitFor();
    await sheet.getByRole('button', { name: 'Envoyer par Email' }).click();
    const modal = visitor.page.getByRole('dialog', { name: 'Envoyer par mail' });
    await modal.getByLabel('Prénom').fill('Claire');
    await modal.getByLabel(/^Nom/).fill('Dubois');
    await modal.getByLabel('Email').fill(RETRYING_VISITOR);
    await modal.getByRole('checkbox').check();
    const before = sink.mails.length;

    const mailTo = '**/unit/mail-to**';
    let answer: (route: Route) => Promise<void> = (route) => route.abort('internetdisconnected');
    await visitor.page.route(mailTo, (route) =>
      route.request().method() === 'POST' ? answer(route) : route.continue(),
    );
    try {
      await modal.getByRole('button', { name: 'Envoyer' }).click();
      await modal
        .getByRole('alert')
        .filter({ hasText: "Le message n'a pas pu partir : vérifiez votre connexion et réessayez." })
        .waitFor({ timeout: 20_000 });
      await keepScreenshot(visitor.page, 'public-mail-modal-offline');
      expect(await modal.isVisible()).toBe(true);
      expect(await modal.getByLabel('Email').inputValue()).toBe(RETRYING_VISITOR);

      answer = (route) => route.fulfill({ status: 429, headers: { 'retry-after': '60' }, json: {} });
      await modal.getByRole('button', { name: 'Envoyer' }).click();
      await modal
        .getByRole('alert')
        .filter({ hasText: 'Trop de demandes en peu de temps, veuillez réessayer dans une minute.' })
        .waitFor({ timeout: 20_000 });
      expect(await modal.isVisible()).toBe(true);
      expect(await modal.getByRole('checkbox').isChecked()).toBe(true);
      expect(sink.mails.length).toBe(before);
    } finally {
      await visitor.page.unroute(mailTo);
    }

    // the network back, the same form leaves as typed
    await modal.getByRole('button', { name: 'Envoyer' }).click();
    await modal.waitFor({ state: 'hidden', timeout: 20_000 });
    const mails = await newMails(before, 2);
    expect(mails.some((mail) => mail.to.includes(RETRYING_VISITOR))).toBe(true);
  });
});
