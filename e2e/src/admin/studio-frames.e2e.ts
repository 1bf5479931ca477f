import { FRAME_COUNT } from '@vitrine/core/orbital';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { currentFrame } from '../public/orbital-page.ts';
import { keepScreenshot } from '../support/browser.ts';
import { useDesktopSession } from '../support/desktop-session.ts';
import { expectToast, signIn, since } from './admin-session.ts';

// The flow replaces building "a"'s frames: its own storage, the shared demo files untouched.
const session = useDesktopSession({ privateStorage: true });

const WIDTH = 320;
const HEIGHT = 180;
/** Frame i's red, constant over its opaque half (so that the model shows which frame it drew). */
const redOf = (frame: number) => 40 + frame * 7;

/** Frame i as a studio exports it: Frame_000{i+1}.png, RGBA, its left half fully transparent. */
async function studioFrame(frame: number) {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 4);
  for (let p = 0; p < WIDTH * HEIGHT; p++) {
    const x = p % WIDTH;
    const y = Math.floor(p / WIDTH);
    pixels.set([redOf(frame), 60 + (y % 120), 40 + (x % 150), x < WIDTH / 2 ? 0 : 255], p * 4);
  }
  return {
    name: `Frame_${String(frame + 1).padStart(4, '0')}.png`,
    mimeType: 'image/png',
    buffer: await sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 4 } })
      .png()
      .toBuffer(),
  };
}

/** The colour the model's frame canvas shows at (fx, fy), fractions of its width and height. */
function canvasColour(page: Page, fx: number, fy: number): Promise<number[]> {
  return page.evaluate(
    ({ fx, fy }) => {
      const canvas = document.querySelector<HTMLCanvasElement>('canvas.orbital-viewer__frames');
      const ctx = canvas?.getContext('2d');
      if (!canvas || !ctx) return [];
      const { data } = ctx.getImageData(Math.floor(canvas.width * fx), Math.floor(canvas.height * fy), 1, 1);
      return [data[0]!, data[1]!, data[2]!];
    },
    { fx, fy },
  );
}

const near = (actual: number, expected: number) => Math.abs(actual - expected) <= 8;

describe('frames as a render studio delivers them', () => {
  it('takes 29 transparent PNGs named Frame_0001.png…, shows them for review, and the model shows them once published', async () => {
    const { page } = session;
    await signIn(page, 'admin@horizon.test', '/admin/projects');
    const domain = await (await page.request.get('/domain?include=projects,projects.buildings')).json();
    const building = domain.data.projects[0].buildings.find(
      (candidate: { name: string }) => candidate.name === 'a',
    );
    await page.goto(`/admin/building/${building.id}/media`);
    await page.getByRole('heading', { name: /^Médias — / }).waitFor();

    const start = Date.now();
    const frames = await Promise.all(Array.from({ length: FRAME_COUNT }, (_, frame) => studioFrame(frame)));
    // the studio's folder, as a file picker lists it: not in frame order
    const card = page.locator('.mantine-Paper-root', { hasText: 'Vues orbitales' });
    await card.locator('input[type=file]').setInputFiles([...frames.slice(10), ...frames.slice(0, 10)]);
    const send = card.getByRole('button', { name: 'Envoyer' });
    await expect
      .poll(() => send.isEnabled(), { timeout: 150_000 })
      .toBe(true)
      .catch(async (error) => {
        await keepScreenshot(page, 'debug-frames');
        throw error;
      });
    console.log(`29 studio frames uploaded: ${since(start)}`);
    await send.click();
    await page
      .locator('.mantine-Notification-root', { hasText: 'Vues prêtes : vérifiez-les avant de les publier.' })
      .waitFor({ timeout: 120_000 });
    console.log(`29 studio frames uploaded and rendered for review: ${since(start)}`);

    const review = page.getByTestId('frames-review');
    const fresh = review.getByRole('img', { name: /^Nouvelles vues — Image 1 \/ 29/ });
    await expect
      .poll(() => fresh.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    // nothing changed on the site yet: the demo's frame is there, still the studio's colour-free one
    const live = review.getByRole('img', { name: /^Sur le site — / });
    await expect
      .poll(() => live.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await review.getByRole('slider').focus();
    await page.keyboard.press('ArrowRight');
    await review.getByRole('img', { name: /^Nouvelles vues — Image 2 \/ 29/ }).waitFor();
    await keepScreenshot(page, 'admin-frames-review');

    await review.getByRole('button', { name: 'Publier ces vues' }).click();
    await expectToast(page, 'Vues publiées sur le site.');
    await review.waitFor({ state: 'detached' });

    const visitor = await page.context().newPage();
    try {
      await visitor.goto('/orbital');
      const shown = await currentFrame(visitor);
      // the opaque half shows the frame's own red, the transparent half the model's background
      await expect
        .poll(async () => (await canvasColour(visitor, 0.75, 0.5))[0], { timeout: 30_000 })
        .toSatisfy((red: number) => near(red, redOf(shown)));
      const background = await canvasColour(visitor, 0.25, 0.5);
      expect(background.every((value, i) => near(value, [242, 242, 240][i]!))).toBe(true);
      await visitor.getByRole('slider', { name: 'Rotation' }).focus();
      await visitor.keyboard.press('ArrowRight');
      const next = await currentFrame(visitor);
      await expect
        .poll(async () => (await canvasColour(visitor, 0.75, 0.5))[0])
        .toSatisfy((red: number) => near(red, redOf(next)));
      await keepScreenshot(visitor, 'public-orbital-studio-frames');
    } finally {
      await visitor.close();
    }
  }, 300_000);
});
