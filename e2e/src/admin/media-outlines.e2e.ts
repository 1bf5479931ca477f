import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppServer, startAppServer } from '../support/app-server.ts';
import { keepScreenshot, launchChromium, newContext } from '../support/browser.ts';
import { apiCall, expectToast, signIn, since } from './admin-session.ts';

const SHARED_STORAGE = resolve(import.meta.dirname, '..', '..', '..', 'data', 'storage');
type PolygonFile = Record<string, { name: string; points: string[] }[]>;

let storageDir: string;
let server: AppServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

/**
 * The test uploads a polygon file: it runs on its own storage folder — the shared demo files
 * hard-linked (never written), the polygon files copied — so the demo everyone uses stays intact.
 */
function privateStorage(): string {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-e2e-storage-'));
  if (existsSync(SHARED_STORAGE)) {
    execFileSync('cp', ['-al', `${SHARED_STORAGE}/.`, dir]);
    rmSync(join(dir, 'polygons'), { recursive: true, force: true });
    execFileSync('cp', ['-r', join(SHARED_STORAGE, 'polygons'), join(dir, 'polygons')]);
  }
  return dir;
}

beforeAll(async () => {
  storageDir = privateStorage();
  [server, browser] = await Promise.all([
    startAppServer({ env: { STORAGE_DIR: storageDir } }),
    launchChromium(),
  ]);
  context = await newContext(browser, 'desktop', server.url);
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
  if (storageDir) rmSync(storageDir, { recursive: true, force: true });
});

describe('building media', () => {
  it('uploads a polygon file and lists the outlines matching no unit and the units without outline', async () => {
    await signIn(page, 'root@vitrine.test', '/admin/projects');
    const buildings = await apiCall<{
      data: {
        id: number;
        name: string;
        project?: { name: string; translatable?: { name: { fr: string } } };
      }[];
    }>(page, 'GET', '/api/buildings?pagination=0&include=project&translatable=1');
    const building = buildings.data[0];
    if (!building?.project) throw new Error('the demo has no building');
    const project = (building.project.translatable?.name.fr ?? building.project.name).toLowerCase();
    const polygons = await apiCall<PolygonFile>(
      page,
      'GET',
      `/storage/polygons/${project}/${building.name}/index.json`,
    );
    const outlines = polygons[building.name] ?? [];
    const removed = outlines[0];
    expect(removed).toBeDefined();
    const ghost = {
      name: 'GHOST.9.99',
      points: Array.from({ length: 29 }, () => '100,100 400,100 400,400 100,400'),
    };
    const changed: PolygonFile = { ...polygons, [building.name]: [...outlines.slice(1), ghost] };

    await page.goto(`/admin/building/${building.id}/media`);
    await page.getByRole('heading', { name: `Médias — ${building.name}` }).waitFor();
    const noneYet = page.getByTestId('outlines-without-unit');
    await expect.poll(() => noneYet.textContent()).not.toContain('GHOST.9.99');
    await keepScreenshot(page, 'admin-media-before');

    const start = Date.now();
    const card = page.locator('.mantine-Paper-root', { hasText: 'Fichier des contours' });
    await card.locator('input[type=file]').setInputFiles({
      name: 'index.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(changed)),
    });
    await card.getByText('Envoi terminé', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Envoyer' }).click();
    await expectToast(page, 'Fichiers envoyés');
    await expect.poll(() => page.getByTestId('outlines-without-unit').textContent()).toContain('GHOST.9.99');
    await expect.poll(() => page.getByTestId('units-without-outline').textContent()).toContain(removed!.name);
    console.log(`polygon file uploaded and checked: ${since(start)}`);

    const slider = page.getByRole('slider');
    await slider.focus();
    for (let step = 0; step < 5; step++) await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.locator('canvas').getAttribute('data-frame')).toBe('5');
    await keepScreenshot(page, 'admin-media-after');
  });
});
