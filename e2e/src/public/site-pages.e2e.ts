import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { keepScreenshot } from '../support/browser.ts';
import { useAppSession, usePage } from '../support/desktop-session.ts';
import { shownText, visitorContext, waitForPaintedModel } from './orbital-page.ts';
import { screenshotColours } from './screen-pixels.ts';

const app = useAppSession();

/** The header logo is the negative variant on the demo's dark header, and shows whole (not cropped). */
async function expectHeaderLogoWhole(page: Page): Promise<void> {
  const logo = page.getByRole('banner').locator('img').first();
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  const shown = await logo.evaluate((image: HTMLImageElement) => ({
    src: image.currentSrc,
    ratio: image.naturalWidth / image.naturalHeight,
    boxRatio: image.clientWidth / image.clientHeight,
    fit: getComputedStyle(image).objectFit,
  }));
  expect(shown.src).toMatch(/(upper-left-logo-neg|white-logo)\.png$/);
  expect(shown.fit).toBe('contain');
  expect(Math.abs(shown.boxRatio - shown.ratio)).toBeLessThan(0.05);
}

/** The page's cumulative layout shift until now (the sum the browser reports). */
function layoutShiftSoFar(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            total += (entry as PerformanceEntry & { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 200);
      }),
  );
}

/** Waits until the area shows a picture rather than one flat colour. */
async function expectPicture(page: Page, selector: string): Promise<string> {
  const area = page.locator(selector);
  await area.waitFor();
  let last = { distinct: 0, signature: '' };
  await expect
    .poll(
      async () => {
        last = await screenshotColours(area);
        return last.distinct;
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(200);
  return last.signature;
}

describe('the media pages, the language and the unknown paths on a desktop', () => {
  const visitor = usePage(app, visitorContext('desktop'));

  it('opens on the home page with the project title, Contact and the sub-navigation', async () => {
    await visitor.page.goto('/');
    await visitor.page.getByRole('heading', { level: 1 }).waitFor();
    expect(await shownText(visitor.page.getByRole('heading', { level: 1 }))).toContain(
      'Les Jardins de la Sambre',
    );
    await visitor.page.getByRole('link', { name: 'Contact' }).first().waitFor();
    const subnav = visitor.page.getByRole('navigation', { name: 'Découvrir le projet' });
    expect(await subnav.getByRole('link', { name: 'Maquette Orbitale' }).isVisible()).toBe(true);
    await keepScreenshot(visitor.page, 'public-home-desktop');
  });

  it('arrives built by the server, in the visitor’s language, with the site data inside the page', async () => {
    // the HTML itself, before any script has run
    const french = await visitor.page.request.get('/contact');
    expect(french.status()).toBe(200);
    const html = await french.text();
    expect(html).toContain('<html lang="fr"');
    expect(html).toMatch(/<div id="root" data-ssr>[\s\S]*<h1[^>]*>On prend contact\?/);
    expect(html).toContain('<title>Les Jardins de la Sambre</title>');
    const english = await visitor.page.request.get('/contact', { headers: { cookie: 'vitrine-lang=en' } });
    expect(await english.text()).toMatch(/<html lang="en"[\s\S]*<h1[^>]*>Shall we get in touch\?/);

    // the browser takes that page over: no call for the site data, no rebuilt page
    const domainCalls: string[] = [];
    const errors: string[] = [];
    const count = (request: { url(): string }) => {
      if (new URL(request.url()).pathname === '/domain') domainCalls.push(request.url());
    };
    const onConsole = (message: { type(): string; text(): string }) => {
      // the form's 422 is logged by the browser as a failed resource: not a page error
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
        errors.push(message.text());
    };
    visitor.page.on('request', count);
    visitor.page.on('console', onConsole);
    await visitor.page.goto('/contact');
    const heading = visitor.page.getByRole('heading', { level: 1 });
    await heading.waitFor();
    // hydrated: the form answers, with the server's refusals under the fields
    await visitor.page.getByRole('button', { name: 'Envoyer' }).click();
    await visitor.page
      .getByText(/obligatoire/)
      .first()
      .waitFor();
    visitor.page.off('request', count);
    visitor.page.off('console', onConsole);
    expect(domainCalls).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('takes over every public page the server rendered without rebuilding it', async () => {
    const hydrationErrors: string[] = [];
    const onConsole = (message: { type(): string; text(): string }) => {
      // main.tsx reports what React could not hydrate; React's own codes 418/423/425 are the same
      if (message.type() === 'error' && /hydration|React error #4(18|23|25)/i.test(message.text()))
        hydrationErrors.push(`${visitor.page.url()}: ${message.text()}`);
    };
    visitor.page.on('console', onConsole);
    for (const path of [
      '/',
      '/orbital',
      '/gallery',
      '/video',
      '/cyclorama',
      '/visites-virtuelles/2',
      '/nulle-part',
    ]) {
      const html = await (await visitor.page.request.get(path)).text();
      expect(html, path).toContain('<div id="root" data-ssr>');
      await visitor.page.goto(path, { waitUntil: 'load' });
      // lazy pages hydrate once their code is in
      await visitor.page.waitForTimeout(700);
    }
    visitor.page.off('console', onConsole);
    expect(hydrationErrors).toEqual([]);
  });

  it('switches to English and shows English labels, on the menus and on the model', async () => {
    await visitor.page.goto('/');
    await visitor.page.getByRole('button', { name: 'English' }).click();
    const subnav = visitor.page.getByRole('navigation', { name: 'Discover the project' });
    await subnav.getByRole('link', { name: 'Orbital model' }).click();
    await waitForPaintedModel(visitor.page);
    expect(await visitor.page.locator('html').getAttribute('lang')).toBe('en');
    await visitor.page.getByRole('button', { name: 'Filter', exact: true }).click();
    await visitor.page.getByRole('heading', { name: 'Search criteria' }).waitFor();
    await visitor.page.getByRole('heading', { name: /Results/ }).waitFor();
    await keepScreenshot(visitor.page, 'public-orbital-english');
    const header = visitor.page.getByRole('banner');
    for (const entry of ['Orbital model', 'Virtual tours', 'Gallery', 'Video'])
      expect(
        await header
          .getByText(new RegExp(`^${entry}`))
          .first()
          .isVisible(),
        entry,
      ).toBe(true);
    await keepScreenshot(visitor.page, 'public-orbital-english');
    const firstRow = visitor.page.locator('.result-row').first();
    expect(await shownText(firstRow)).toMatch(/Apartment|Penthouse|Duplex/);
  });

  it('switches back to French', async () => {
    await visitor.page.getByRole('button', { name: 'Français' }).click();
    await visitor.page.getByRole('heading', { name: 'Critère de sélection' }).waitFor();
    expect(await visitor.page.locator('html').getAttribute('lang')).toBe('fr');
  });

  it('walks a virtual tour: the viewer shows the panorama and switches scene', async () => {
    await visitor.page.goto('/visites-virtuelles/1');
    const canvas = visitor.page.locator('.panorama-page__slot canvas');
    await canvas.waitFor({ timeout: 20_000 });
    await visitor.page.locator('.panorama-page__viewer[aria-busy="false"]').waitFor({ timeout: 20_000 });
    const first = await expectPicture(visitor.page, '.panorama-page__slot');
    await keepScreenshot(visitor.page, 'public-virtual-tour-scene-1');
    const scenes = visitor.page.getByRole('navigation', { name: 'Points de vue' }).getByRole('button');
    expect(await scenes.count()).toBeGreaterThan(1);
    expect(await scenes.first().getAttribute('aria-current')).toBe('true');
    await scenes.nth(1).click();
    await expect.poll(() => scenes.nth(1).getAttribute('aria-current'), { timeout: 20_000 }).toBe('true');
    await expect
      .poll(async () => (await screenshotColours(visitor.page.locator('.panorama-page__slot'))).signature, {
        timeout: 20_000,
      })
      .not.toBe(first);
    await keepScreenshot(visitor.page, 'public-virtual-tour-scene-2');
  });

  it('opens the gallery on its first photo and moves to the next one', async () => {
    await visitor.page.goto('/gallery');
    const gallery = visitor.page.getByRole('region', { name: 'Galerie de photos' });
    const firstPhoto = gallery.getByRole('img', { name: /photo 1 sur/ });
    await firstPhoto.waitFor();
    await expect
      .poll(() => firstPhoto.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await firstPhoto.evaluate((image: HTMLImageElement) => image.decode());
    const slide = await gallery.locator('.gallery__slide').first().boundingBox();
    const photo = await firstPhoto.boundingBox();
    // the whole photo fits in its slide (nothing cut off under the thumbnail strip)
    expect(photo?.height ?? 0).toBeLessThanOrEqual((slide?.height ?? 0) + 1);
    await expectPicture(visitor.page, '.gallery__viewport');
    await keepScreenshot(visitor.page, 'public-gallery');
    await gallery.getByRole('button', { name: 'Suivant' }).click();
    const secondPhoto = gallery.getByRole('img', { name: /photo 2 sur/ });
    await expect
      .poll(() => secondPhoto.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await expect.poll(() => shownText(gallery.locator('.gallery__counter'))).toMatch(/^2\D+\d+$/);
  });

  it('plays the video page with its poster and a readable video', async () => {
    await visitor.page.goto('/video');
    const video = visitor.page.locator('video').first();
    await video.waitFor();
    expect(await video.getAttribute('poster')).toMatch(/\.jpg$/);
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(1);
    expect(await video.evaluate((element: HTMLVideoElement) => element.duration)).toBeGreaterThan(0);
    await keepScreenshot(visitor.page, 'public-video');
  });

  it('shows the 404 page on an unknown path, with a way back home', async () => {
    const response = await visitor.page.goto('/nulle-part/ici');
    expect(response?.status()).toBe(404);
    await visitor.page.getByRole('heading', { name: 'Page introuvable' }).waitFor();
    await expectHeaderLogoWhole(visitor.page);
    await keepScreenshot(visitor.page, 'public-not-found');
    await visitor.page.getByRole('link', { name: "Retour à l'accueil" }).click();
    await visitor.page.waitForURL((url) => url.pathname === '/');
  });
});

describe('the same pages on a 390×844 phone', () => {
  const visitor = usePage(app, visitorContext('phone'));

  it('shows the rotate hint on the orbital model only, once a visit, and lets it go by itself', async () => {
    const hint = visitor.page.getByRole('note').filter({ hasText: 'Tournez votre appareil' });
    for (const path of ['/', '/contact']) {
      await visitor.page.goto(path);
      await visitor.page.locator('main').first().waitFor();
      await visitor.page.waitForTimeout(300);
      expect(await hint.count(), path).toBe(0);
    }
    await visitor.page.goto('/orbital');
    await hint.waitFor();
    await hint.waitFor({ state: 'detached', timeout: 6_000 });
    await visitor.page.reload();
    await waitForPaintedModel(visitor.page);
    expect(await hint.count()).toBe(0);
  });

  it('shows the home page, the gallery, the contact form and the 404 page', async () => {
    await visitor.page.goto('/');
    await visitor.page.getByRole('heading', { level: 1 }).waitFor();
    await visitor.page.getByRole('link', { name: 'Galerie' }).waitFor();
    // nothing jumps while the logo loads and the tours are checked
    expect(await layoutShiftSoFar(visitor.page)).toBeLessThan(0.01);
    await keepScreenshot(visitor.page, 'public-home-phone');

    await visitor.page.goto('/gallery');
    const firstPhoto = visitor.page.getByRole('img', { name: /photo 1 sur/ });
    await expect
      .poll(() => firstPhoto.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    expect((await firstPhoto.boundingBox())?.width ?? 0).toBeLessThanOrEqual(390);
    await keepScreenshot(visitor.page, 'public-gallery-phone');

    await visitor.page.goto('/contact');
    await visitor.page.getByRole('heading', { name: 'On prend contact?' }).waitFor();
    expect(await visitor.page.getByLabel('Votre message').isVisible()).toBe(true);
    expect(await visitor.page.locator('.rotate-hint').count()).toBe(0);
    await keepScreenshot(visitor.page, 'public-contact-phone');

    await visitor.page.goto('/visites-virtuelles/2');
    await visitor.page.locator('.panorama-page__slot canvas').waitFor({ timeout: 20_000 });
    await expectPicture(visitor.page, '.panorama-page__slot');
    await keepScreenshot(visitor.page, 'public-virtual-tour-phone');

    await visitor.page.goto('/pas-une-page');
    await visitor.page.getByRole('heading', { name: 'Page introuvable' }).waitFor();
    await expectHeaderLogoWhole(visitor.page);
    await keepScreenshot(visitor.page, 'public-not-found-phone');
  });
});
