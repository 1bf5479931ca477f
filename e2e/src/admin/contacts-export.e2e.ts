import { readFile } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppServer, startAppServer } from '../support/app-server.ts';
import { keepScreenshot, launchChromium, newContext } from '../support/browser.ts';
import { apiCall, signIn, since } from './admin-session.ts';

let server: AppServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchChromium()]);
  context = await newContext(browser, 'desktop', server.url);
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

describe('contacts', () => {
  it('searches by e-mail and exports a CSV file that holds them', async () => {
    await signIn(page, 'admin@horizon.test', '/admin/contacts');
    const domains = await apiCall<{ data: { id: number }[] }>(page, 'GET', '/api/domains');
    const domainId = domains.data[0]?.id;
    for (const email of ['lea.martin@example.test', 'noah.dubois@example.test']) {
      await apiCall(page, 'POST', '/api/contacts', {
        domain_id: domainId,
        email,
        first_name: 'E2E',
        last_name: email.split('@')[0],
      });
    }
    await page.reload();
    await page.getByRole('cell', { name: 'lea.martin@example.test' }).waitFor();

    await page.getByRole('searchbox').fill('noah');
    await page.getByRole('searchbox').blur();
    await expect.poll(() => page.getByRole('cell', { name: 'lea.martin@example.test' }).count()).toBe(0);
    await page.getByRole('cell', { name: 'noah.dubois@example.test' }).waitFor();
    await keepScreenshot(page, 'admin-contacts');

    const start = Date.now();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exporter les contacts' }).click(),
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
