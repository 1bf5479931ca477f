import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepScreenshot } from '../support/browser.ts';
import { useAppSession, usePage } from '../support/desktop-session.ts';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink.ts';
import { type DemoModel, loadDemoModel, normaliseSpaces } from './demo-model.ts';
import { shownText, visitorContext } from './orbital-page.ts';

/** The demo site's own sales address (its sales-email setting). */
const SALES = 'ventes@horizon.test';
const VISITOR = 'olivia.hart@example.test';

let sink: SmtpSink;
let model: DemoModel;

beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink?.close());
const app = useAppSession({ env: () => ({ SMTP_URL: `smtp://127.0.0.1:${sink.port}` }) });
// a French-speaking browser (fr-BE): the page's language, not the browser's, must decide
const visitor = usePage(app, visitorContext('desktop'));
beforeAll(async () => {
  model = await loadDemoModel(app.server.url);
});

async function newMails(from: number, count: number) {
  return (await sink.waitFor(from + count, 30_000)).slice(from);
}

const englishEuros = (amount: number) => `€${amount.toLocaleString('en-IE')}`;

describe('an English-speaking visitor on a French browser', () => {
  let unitTitle = '';
  let frenchTitle = '';

  it('reads the model, filters and the unit sheet in English, numbers included', async () => {
    const { page } = visitor;
    await page.goto('/orbital');
    await page.getByRole('button', { name: 'English' }).first().click();
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    const filters = page.locator('.sidebar-panel--filters');
    await filters.getByRole('heading', { name: 'Search criteria' }).waitFor();
    const prices = normaliseSpaces(await shownText(filters.locator('.range-slider__values').first()));
    expect(prices).toMatch(/^€0 – €\d{1,3}(,\d{3})+$/);
    await filters.getByRole('group', { name: 'Type' }).getByRole('checkbox').first().check();
    await filters.getByRole('button', { name: 'Search' }).click();

    const results = page.locator('.sidebar-panel--results');
    await results.getByRole('heading', { name: /Results/ }).waitFor();
    const priced = results.locator('.result-row', { hasText: '€' }).first();
    await priced.waitFor();
    expect(await shownText(priced.locator('.result-row__facts'))).toMatch(/€\d{1,3}(,\d{3})*/);
    await priced.click();

    const sheet = page.locator('.sidebar-panel--unit');
    await sheet.getByRole('button', { name: /Back to the model/ }).waitFor();
    unitTitle = (await shownText(sheet.getByRole('heading', { level: 2 }))).trim();
    const unit = model.units.find((candidate) => candidate.name === unitTitle.split(' ').at(-1));
    if (!unit?.price) throw new Error(`no priced demo unit titled ${unitTitle}`);
    frenchTitle = unit.fullname;
    expect(unitTitle).not.toBe(frenchTitle);
    const fact = (label: string) =>
      sheet.locator('.unit-facts div', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) });
    expect(normaliseSpaces(await shownText(fact('Price').locator('dd')))).toBe(englishEuros(unit.price));
    expect(normaliseSpaces(await shownText(fact('Area').locator('dd')))).toMatch(/^\d[\d,]* m²$/);
    await keepScreenshot(page, 'public-en-unit-sheet');
  });

  it('mails the sheet to themselves: English error, English answer, English mail', async () => {
    const { page } = visitor;
    const sheet = page.locator('.sidebar-panel--unit');
    await sheet.getByRole('button', { name: 'Send by e-mail' }).click();
    const modal = page.getByRole('dialog', { name: 'Send by e-mail' });
    await modal.getByLabel('First name').fill('Olivia');
    await modal.getByLabel(/^Last name/).fill('Hart');
    await modal.getByLabel(/^E-mail/).fill(VISITOR);
    const before = sink.mails.length;

    await modal.getByRole('button', { name: 'Send' }).click();
    const consentError = modal.locator('.field-errors', { hasText: 'consent' });
    await consentError.waitFor({ timeout: 30_000 });
    expect(await shownText(consentError)).toBe('The consent field must be accepted.');
    await keepScreenshot(page, 'public-en-mail-modal-error');

    await modal.getByRole('checkbox').check();
    await modal.getByRole('button', { name: 'Send' }).click();
    await page.locator('.toast', { hasText: 'The property sheet has been sent to you by e-mail.' }).waitFor({
      timeout: 30_000,
    });
    const mails = await newMails(before, 2);
    const toVisitor = mails.find((mail) => mail.to.includes(VISITOR))!;
    expect(toVisitor.subject).toBe(`Your selection: ${unitTitle}`);
    expect(toVisitor.language).toBe('en');
    expect(toVisitor.text).toContain('Hello Olivia Hart,');
    expect(toVisitor.text).toMatch(/Price : €\d{1,3}(,\d{3})*\n/);
    expect(toVisitor.text).toMatch(/Area : \d[\d,]*\u00a0m²/);
    expect(toVisitor.text).not.toMatch(/Prix|Surface|Bonjour|\u202f/);
    const toSales = mails.find((mail) => mail.to.includes(SALES))!;
    expect(toSales.text).toContain('Langue : English');
  });

  it('contacts the seller from the sheet: the unit goes along, a bad e-mail is refused in English', async () => {
    const { page } = visitor;
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await page.locator('.sidebar-panel--unit').getByRole('link', { name: 'Contact us' }).click();
    await page.getByRole('heading', { name: 'Shall we get in touch?' }).waitFor();
    const form = page.locator('form.contact-form');
    expect(await shownText(form.locator('.contact-form__unit span'))).toBe(
      `Your message is about the property ${unitTitle}.`,
    );
    await form.getByLabel(/^Last name/).fill('Hart');
    await form.getByLabel(/^First name/).fill('Olivia');
    await form.getByLabel(/^E-mail/).fill('olivia@');
    await form.getByLabel(/^Your message/).fill('Is it still available? I could visit on Saturday.');
    const before = sink.mails.length;
    await form.getByRole('button', { name: 'Send' }).click();
    const emailError = form.locator('.contact-form__errors').first();
    await emailError.waitFor({ timeout: 30_000 });
    expect(await shownText(emailError)).toBe('The e-mail address field must be a valid e-mail address.');
    expect(await shownText(form.locator('.contact-form__feedback--error'))).toBe(
      'The given data was invalid.',
    );
    await keepScreenshot(page, 'public-en-contact-bad-email');

    await form.getByLabel(/^E-mail/).fill(VISITOR);
    await form.getByRole('button', { name: 'Send' }).click();
    await form.locator('.contact-form__feedback--success').waitFor({ timeout: 30_000 });
    expect(await shownText(form.locator('.contact-form__feedback--success'))).toBe(
      'Thank you, your message has been sent. We will get back to you soon.',
    );
    await keepScreenshot(page, 'public-en-contact-sent');
    const [notice] = await newMails(before, 1);
    expect(notice!.to).toEqual([SALES]);
    expect(notice!.replyTo).toContain(VISITOR);
    expect(notice!.subject).toBe(`Nouvelle demande de contact pour le bien ${frenchTitle}`);
    expect(notice!.text).toContain('Langue : English');
  });
});
