import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { keepScreenshot } from '../support/browser.ts';
import { useDesktopSession } from '../support/desktop-session.ts';
import { apiCall, signIn, since } from './admin-session.ts';

const session = useDesktopSession();

describe('contacts', () => {
  it('searches by e-mail and exports a CSV file that holds them', async () => {
    await signIn(session.page, 'admin@horizon.test', '/admin/contacts');
    const domains = await apiCall<{ data: { id: number }[] }>(session.page, 'GET', '/api/domains');
    const domainId = domains.data[0]?.id;
    for (const email of ['lea.martin@example.test', 'noah.dubois@example.test']) {
      await apiCall(session.page, 'POST', '/api/contacts', {
        domain_id: domainId,
        email,
        first_name: 'E2E',
        last_name: email.split('@')[0],
      });
    }
    await session.page.reload();
    await session.page.getByRole('cell', { name: 'lea.martin@example.test', exact: true }).waitFor();

    await session.page.getByRole('searchbox').fill('noah');
    await session.page.getByRole('searchbox').blur();
    await expect
      .poll(() => session.page.getByRole('cell', { name: 'lea.martin@example.test', exact: true }).count())
      .toBe(0);
    await session.page.getByRole('cell', { name: 'noah.dubois@example.test', exact: true }).waitFor();
    // dates read as a Belgian reader writes them: dd/mm/yyyy, never "24-11-2026"
    const cells = await session.page
      .locator('tr', { hasText: 'noah.dubois@example.test' })
      .locator('td')
      .allTextContents();
    expect(cells.some((text) => /^\d{2}\/\d{2}\/\d{4}$/.test(text.trim()))).toBe(true);
    expect(cells.some((text) => /\d{2}-\d{2}-\d{4}/.test(text))).toBe(false);
    await keepScreenshot(session.page, 'admin-contacts');

    const start = Date.now();
    const [download] = await Promise.all([
      session.page.waitForEvent('download'),
      session.page.getByRole('button', { name: 'Exporter les contacts' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('export-contacts.csv');
    const path = await download.path();
    const csv = await readFile(path, 'utf8');
    console.log(`contacts export: ${since(start)}, ${csv.length} bytes`);
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toMatch(/e-?mail/i);
    expect(csv).toContain('lea.martin@example.test');
    expect(csv).toContain('noah.dubois@example.test');
  });
});
