import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppServer, startAppServer } from '../support/app-server.ts';
import { keepScreenshot, launchChromium, newContext } from '../support/browser.ts';
import { apiCall, expectToast, signIn, since } from './admin-session.ts';

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

/** Drags a row by its handle onto another row, in small steps as a hand would (dnd-kit). */
async function dragRow(page: Page, from: Locator, to: Locator): Promise<void> {
  const handle = from.getByRole('button', { name: 'Glisser pour réordonner' });
  const source = await handle.boundingBox();
  const target = await to.boundingBox();
  if (!source || !target) throw new Error('rows are not visible');
  await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
  await page.mouse.down();
  const endY = target.y + target.height * 0.75;
  for (let step = 1; step <= 12; step++) {
    await page.mouse.move(source.x + source.width / 2, source.y + ((endY - source.y) * step) / 12, {
      steps: 2,
    });
  }
  await page.mouse.up();
}

async function buildingNames(page: Page): Promise<string[]> {
  return page.locator('tbody tr td:nth-child(3)').allInnerTexts();
}

describe('buildings order', () => {
  it('moves a building by drag and drop, saves it and keeps it after a reload', async () => {
    await signIn(page, 'root@vitrine.test', '/admin/projects');
    const projects = await apiCall<{ data: { id: number }[] }>(page, 'GET', '/api/projects?pagination=0');
    const projectId = projects.data[0]?.id;
    // Two more buildings so the order has something to change.
    for (const name of ['r1', 'r2']) {
      await apiCall(page, 'POST', '/api/buildings', {
        name,
        project_id: projectId,
        description: { fr: `Rang ${name}`, en: '' },
      });
    }
    await page.goto(`/admin/project/${projectId}`);
    await page.locator('tbody tr', { hasText: 'r2' }).waitFor();
    const before = await buildingNames(page);
    expect(before.length).toBeGreaterThanOrEqual(3);

    const start = Date.now();
    const last = page.locator('tbody tr').last();
    const first = page.locator('tbody tr').first();
    await dragRow(page, last, first);
    await expectToast(page, 'Ordre enregistré');
    console.log(`drag and save the buildings order: ${since(start)}`);
    const moved = await buildingNames(page);
    expect(moved[0]).toBe(before[before.length - 1]);
    await keepScreenshot(page, 'admin-buildings-reordered');

    await page.reload();
    await page.locator('tbody tr', { hasText: 'r2' }).waitFor();
    expect(await buildingNames(page)).toEqual(moved);
  });
});
