import { describe, expect, it } from 'vitest';
import { keepScreenshot } from '../support/browser.ts';
import { useDesktopSession } from '../support/desktop-session.ts';
import { apiCall, chooseOption, expectToast, signIn } from './admin-session.ts';

const session = useDesktopSession();

const LEAD = 'ines.lambert@example.test';
const OTHER = 'marc.petit@example.test';
const MESSAGE = 'Bonjour, ce bien est-il encore libre ? Une visite samedi matin me conviendrait.';

interface Lead {
  id: number;
  lead_status: string;
  note: string | null;
}

describe('leads in the back office', () => {
  let unit: { id: number; name: string; fullname: string };
  let lead: Lead;

  it('opens a lead from the list and reads its message and the unit it asked about', async () => {
    const page = session.page;
    await signIn(page, 'admin@horizon.test', '/admin/contacts');
    const domains = await apiCall<{ data: { id: number }[] }>(page, 'GET', '/api/domains');
    const units = await apiCall<{ data: (typeof unit & { unit_id: number | null })[] }>(
      page,
      'GET',
      '/api/units?per_page=20',
    );
    unit = units.data.find((candidate) => candidate.unit_id === null)!;
    // what a visitor's contact form leaves (the public form and its captcha: e2e/src/public/leads)
    lead = (
      await apiCall<{ data: Lead }>(page, 'POST', '/api/contacts', {
        domain_id: domains.data[0]?.id,
        email: LEAD,
        first_name: 'Inès',
        last_name: 'Lambert',
        phone: '+32 470 11 22 33',
        body: MESSAGE,
        unit_id: unit.id,
      })
    ).data;
    await apiCall(page, 'POST', '/api/contacts', {
      domain_id: domains.data[0]?.id,
      email: OTHER,
      first_name: 'Marc',
      last_name: 'Petit',
    });
    await page.reload();

    const row = page.getByRole('row').filter({ hasText: LEAD });
    await row.getByText('Nouveau', { exact: true }).waitFor();
    await row.getByRole('link', { name: LEAD }).click();
    await page.waitForURL(`**/admin/contact/${lead.id}`);
    await page.getByRole('heading', { name: 'Contact Inès Lambert' }).waitFor();
    await page.getByText(MESSAGE).waitFor();
    const unitLink = page.getByRole('link', { name: unit.fullname || unit.name, exact: true });
    expect(await unitLink.getAttribute('href')).toBe(`/admin/unit/${unit.id}`);
    await page.getByRole('link', { name: '+32 470 11 22 33' }).waitFor();
    await page.getByText('Aucun mail pour ce contact.').waitFor();
  });

  it('changes its status at once, with Annuler, and keeps a note', async () => {
    const page = session.page;
    await page.getByRole('combobox', { name: 'Suivi' }).selectOption({ label: 'Visite prévue' });
    await expectToast(page, 'Inès Lambert : suivi « Visite prévue ».');
    await page
      .locator('.mantine-Notification-root', { hasText: 'Visite prévue' })
      .getByRole('button', { name: 'Annuler' })
      .waitFor();

    await page.getByRole('textbox', { name: /^Note/ }).fill('Rappelée le 12 : visite samedi 10 h.');
    await page.getByRole('button', { name: 'Enregistrer la note' }).click();
    await expectToast(page, 'Note enregistrée.');
    await keepScreenshot(page, 'admin-lead-page');

    const saved = await apiCall<{ data: Lead }>(page, 'GET', `/api/contacts/${lead.id}`);
    expect(saved.data).toMatchObject({
      lead_status: 'visit_booked',
      note: 'Rappelée le 12 : visite samedi 10 h.',
    });
    await page.reload();
    expect(await page.getByRole('combobox', { name: 'Suivi' }).inputValue()).toBe('visit_booked');
    expect(await page.getByRole('textbox', { name: /^Note/ }).inputValue()).toBe(
      'Rappelée le 12 : visite samedi 10 h.',
    );
  });

  it('filters the list by status, and the unit’s page lists the lead', async () => {
    const page = session.page;
    await page.getByRole('link', { name: 'Retour aux contacts' }).click();
    await page.getByRole('cell', { name: OTHER, exact: true }).waitFor();

    await chooseOption(page, 'Suivi', 'Visite prévue');
    await expect.poll(() => page.getByRole('cell', { name: OTHER, exact: true }).count()).toBe(0);
    const row = page.getByRole('row').filter({ hasText: LEAD });
    await row.getByText('Visite prévue', { exact: true }).waitFor();
    expect(page.url()).toContain('contacts.f.lead_status=visit_booked');
    await keepScreenshot(page, 'admin-leads-filtered');

    await page.goto(`/admin/unit/${unit.id}`);
    const leads = page.getByRole('table', { name: 'Contacts de ce bien' });
    await leads.getByRole('link', { name: 'Inès Lambert' }).click();
    await page.waitForURL(`**/admin/contact/${lead.id}`);
  });
});
