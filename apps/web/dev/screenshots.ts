/**
 * Screenshots of the visitor site at 1920×1080 and 390×844 for a look by eye:
 * `node --import tsx apps/web/dev/screenshots.ts http://127.0.0.1:8092 OUT_DIR`
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { launchChromium } from '../../../e2e/src/support/browser.ts';

const base = process.argv[2] ?? 'http://127.0.0.1:8092';
const out = process.argv[3] ?? '/tmp/vweb/shots';
mkdirSync(out, { recursive: true });

const viewports = [
  { name: 'desktop', width: 1920, height: 1080 },
  { name: 'mobile', width: 390, height: 844 },
];

async function settle(page: Page, ms = 1500) {
  await page.waitForTimeout(ms);
}

const browser = await launchChromium();
for (const viewport of viewports) {
  const context = await browser.newContext({
    viewport,
    deviceScaleFactor: 1,
    hasTouch: viewport.name === 'mobile',
  });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      console.log(`[${viewport.name}] ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => console.log(`[${viewport.name}] pageerror: ${error.message}`));
  const shot = (name: string) => page.screenshot({ path: join(out, `${viewport.name}-${name}.png`) });

  await page.goto(`${base}/`);
  await settle(page);
  await shot('home');

  await page.goto(`${base}/orbital`);
  await settle(page, 2500);
  await shot('orbital-controls');
  await page.keyboard.press('Escape');
  await settle(page, 300);
  await shot('orbital');

  if (viewport.name === 'desktop') {
    // the fixture's unit A1.2 on frame 0
    await page.mouse.move(977, 665);
    await settle(page, 800);
    await shot('orbital-hover');
    await page.mouse.move(500, 300);
    await page.mouse.down();
    await page.mouse.move(700, 300, { steps: 10 });
    await page.mouse.up();
    await settle(page, 500);
    await shot('orbital-rotated');
    for (let i = 0; i < 5; i++) await page.getByRole('button', { name: 'Zoom avant' }).click();
    await settle(page, 1500);
    await shot('orbital-zoomed');
    await page.getByRole('button', { name: 'English' }).click();
    await settle(page, 500);
    await shot('orbital-english');
    await page.getByRole('button', { name: 'Français' }).click();
  }

  await page.goto(`${base}/orbital/sambre/a/etage-1/A1.2?showUnit=true`);
  await settle(page, 2500);
  await shot('unit');
  const turn = page.getByRole('button', { name: '360°' });
  if (await turn.count()) {
    await turn.click();
    await settle(page, 1500);
    await shot('unit-360');
  }
  await page.getByRole('button', { name: 'Envoyer par Email' }).click();
  await page.getByRole('button', { name: 'Envoyer', exact: true }).click();
  await settle(page, 1000);
  await shot('unit-mail');
  await page.keyboard.press('Escape');

  await page.goto(`${base}/nowhere`);
  await settle(page, 800);
  await shot('not-found');

  await page.goto(`${base}/orbital/sambre/a`);
  await settle(page, 1500);
  await page.getByRole('button', { name: /Filtre/ }).click();
  await settle(page, 800);
  await shot('filters');
  await context.close();
}
await browser.close();
console.log(`screenshots in ${out}`);
