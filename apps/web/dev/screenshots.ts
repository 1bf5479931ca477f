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
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1, hasTouch: viewport.name === 'mobile' });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') console.log(`[${viewport.name}] ${message.type()}: ${message.text()}`);
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
    const stage = page.locator('.orbital-viewer__outlines');
    const box = await stage.boundingBox();
    if (box) {
      await page.mouse.move(box.x + box.width / 2 - 60, box.y + box.height / 2 + 20);
      await settle(page, 800);
      await shot('orbital-hover');
    }
  }

  await page.goto(`${base}/orbital/sambre/a/rez/A0.2?showUnit=true`);
  await settle(page, 2500);
  await shot('unit');

  await page.goto(`${base}/orbital/sambre/a`);
  await settle(page, 1500);
  await page.getByRole('button', { name: /Filtre/ }).click();
  await settle(page, 800);
  await shot('filters');
  await context.close();
}
await browser.close();
console.log(`screenshots in ${out}`);
