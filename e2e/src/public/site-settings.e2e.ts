import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCall, signIn } from '../admin/admin-session.ts';
import { keepScreenshot } from '../support/browser.ts';
import { useAppSession, usePage } from '../support/desktop-session.ts';
import { type DemoModel, loadDemoModel } from './demo-model.ts';
import { visitorContext, waitForPaintedModel } from './orbital-page.ts';

const app = useAppSession();
let model: DemoModel;
beforeAll(async () => {
  model = await loadDemoModel(app.server.url);
});

interface PageRow {
  id: number;
  name: string;
  is_active: boolean;
  withAltLogo: boolean;
}

/** Sambre's page list as staff see it (Horizon's admin has that one site). */
async function pagesOf(admin: Page): Promise<PageRow[]> {
  return (await apiCall<{ data: PageRow[] }>(admin, 'GET', '/api/pages?per_page=50')).data;
}

async function setPage(admin: Page, name: string, change: Partial<PageRow>): Promise<void> {
  const page = (await pagesOf(admin)).find((row) => row.name === name);
  if (!page) throw new Error(`no page named ${name}`);
  await apiCall(admin, 'PUT', `/api/pages/${page.id}`, change);
}

/** The src the header's logo shows at this width. */
function headerLogoSource(page: Page): Promise<string> {
  return page
    .getByRole('banner')
    .locator('img')
    .first()
    .evaluate((image: HTMLImageElement) => image.currentSrc || image.src);
}

describe('what staff switch on and off, as a visitor sees it', () => {
  const staff = usePage(app);
  const visitor = usePage(app, visitorContext('desktop'));

  beforeAll(async () => {
    await signIn(staff.page, 'admin@horizon.test');
  });

  // the demo's Sambre site has all three; its cyclorama entry shows once its tour file is found
  it.each([
    { name: 'gallery', label: 'Galerie', screen: '.gallery-page' },
    { name: 'video', label: 'Vidéo', screen: '.video-page' },
    { name: 'cyclorama', label: 'Cyclorama', screen: '.panorama-page' },
  ])(
    'takes a switched-off $name page out of the header and the home page, and answers its address with the not-found page',
    async ({ name, label, screen }) => {
      const address = `/${name}`;
      await visitor.page.goto('/orbital');
      await visitor.page.getByRole('banner').getByRole('link', { name: label, exact: true }).waitFor();
      expect((await visitor.page.request.get(address)).status()).toBe(200);

      await setPage(staff.page, name, { is_active: false });
      try {
        await visitor.page.goto('/');
        await visitor.page.getByRole('heading', { level: 1 }).waitFor();
        const subnav = visitor.page.getByRole('navigation', { name: 'Découvrir le projet' });
        await subnav.getByRole('link', { name: 'Maquette Orbitale' }).waitFor();
        expect(await subnav.getByRole('link', { name: label, exact: true }).count()).toBe(0);

        await visitor.page.goto('/orbital');
        const header = visitor.page.getByRole('banner');
        await header.getByRole('link', { name: 'Maquette Orbitale' }).waitFor();
        expect(await header.getByRole('link', { name: label, exact: true }).count()).toBe(0);

        // the server's answer, before any script runs
        const answer = await visitor.page.request.get(address);
        expect(answer.status()).toBe(404);
        expect(await answer.text()).toMatch(/<h1[^>]*>Page introuvable<\/h1>/);

        // the browser's own navigation to it
        await visitor.page.evaluate((path) => {
          window.history.pushState({}, '', path);
          window.dispatchEvent(new PopStateEvent('popstate'));
        }, address);
        await visitor.page.getByRole('heading', { name: 'Page introuvable' }).waitFor();
        expect(await visitor.page.locator(screen).count()).toBe(0);
      } finally {
        await setPage(staff.page, name, { is_active: true });
      }
      expect((await visitor.page.request.get(address)).status()).toBe(200);
    },
  );

  it('gives a page with the alternative logo the other logo in its header', async () => {
    await visitor.page.goto('/contact');
    await visitor.page.getByRole('heading', { name: 'On prend contact?' }).waitFor();
    // the demo's header is dark: the negative logo is the usual one
    expect(await headerLogoSource(visitor.page)).toMatch(/upper-left-logo-neg\.png$/);

    await setPage(staff.page, 'contact', { withAltLogo: true });
    await visitor.page.reload();
    await visitor.page.getByRole('heading', { name: 'On prend contact?' }).waitFor();
    expect(await headerLogoSource(visitor.page)).toMatch(/\/upper-left-logo\.png$/);
    await visitor.page.goto('/orbital');
    await visitor.page.getByRole('banner').locator('img').first().waitFor();
    expect(await headerLogoSource(visitor.page)).toMatch(/upper-left-logo-neg\.png$/);
    await setPage(staff.page, 'contact', { withAltLogo: false });
  });

  it('titles the model with the site’s orbital title and the project’s building logo', async () => {
    await visitor.page.goto('/orbital');
    await waitForPaintedModel(visitor.page);
    const title = visitor.page.locator('.orbital-header__title');
    expect(await title.getByRole('heading', { level: 1 }).textContent()).toBe('Choisissez votre appartement');
    const logo = title.getByRole('img', { name: 'Sambre' });
    await expect
      .poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    expect(await logo.getAttribute('src')).toMatch(/\/storage\/.+upper-left-logo\.png$/);
    await keepScreenshot(visitor.page, 'public-orbital-title');
  });

  it('turns the model one frame with each arrow of the rotation slider', async () => {
    const slider = visitor.page.getByRole('slider', { name: 'Rotation' });
    const right = visitor.page.getByRole('button', { name: 'Tourner la maquette vers la droite' });
    const arrow = right.locator('img');
    await expect
      .poll(() => arrow.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    expect(await arrow.getAttribute('src')).toBe('/img/orbitals/arrow.png');
    const start = Number(await slider.inputValue());
    await right.click();
    expect(Number(await slider.inputValue())).toBe((start + 1) % 29);
    await visitor.page.getByRole('button', { name: 'Tourner la maquette vers la gauche' }).click();
    await visitor.page.getByRole('button', { name: 'Tourner la maquette vers la gauche' }).click();
    expect(Number(await slider.inputValue())).toBe((start + 28) % 29);
  });

  it('shows the project’s GDPR text beside the consent box of the mail form', async () => {
    const unit = model.units.find((candidate) => candidate.status_id === 1 && candidate.unit_id === null);
    if (!unit) throw new Error('the demo has no available unit');
    await visitor.page.goto(
      `/orbital/sambre/a/${unit.floorName}/${encodeURIComponent(unit.name)}?showUnit=true`,
    );
    const sheet = visitor.page.locator('.sidebar-panel--unit');
    await sheet.getByRole('button', { name: 'Envoyer par Email' }).click();
    const modal = visitor.page.getByRole('dialog', { name: 'Envoyer par mail' });
    const consent = modal.getByRole('checkbox');
    await consent.waitFor();
    const described = await consent.getAttribute('aria-describedby');
    expect(described).toBeTruthy();
    const text = modal.locator(`[id="${described}"]`);
    expect(await text.textContent()).toContain('ne sont jamais cédées à des tiers');
    await keepScreenshot(visitor.page, 'public-mail-gdpr');
  });

  it('shows the frames’ progress in a ring of radius 30 with its percentage', async () => {
    // every frame (buildings/{id}/orbitals/…) is held until the ring has been read
    const frames = '**/storage/buildings/*/orbitals/**';
    const held: string[] = [];
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await visitor.page.route(frames, async (route) => {
      held.push(route.request().url());
      await released;
      await route.continue();
    });
    const loader = visitor.page.locator('.frame-progress[role="progressbar"]');
    try {
      await visitor.page.goto('/orbital', { waitUntil: 'domcontentloaded' });
      await loader.waitFor();
      await expect.poll(() => held.length).toBeGreaterThan(0);
      expect(await loader.locator('circle').first().getAttribute('r')).toBe('30');
      // nothing has arrived yet
      expect(await loader.textContent()).toBe('0 %');
    } finally {
      release();
    }
    await loader.waitFor({ state: 'detached', timeout: 60_000 });
    await visitor.page.unroute(frames);
  });
});

describe('the rotate hint on a phone that turns', () => {
  const phone = usePage(app, visitorContext('phone'));

  it('appears when the phone is turned upright on the model and leaves when it is turned sideways', async () => {
    const hint = phone.page.getByRole('note').filter({ hasText: 'Tournez votre appareil' });
    await phone.page.setViewportSize({ width: 844, height: 390 });
    await phone.page.goto('/orbital');
    await waitForPaintedModel(phone.page);
    await phone.page.waitForTimeout(300);
    expect(await hint.count()).toBe(0);

    await phone.page.setViewportSize({ width: 390, height: 844 });
    await hint.waitFor();
    await phone.page.setViewportSize({ width: 844, height: 390 });
    await hint.waitFor({ state: 'detached', timeout: 2_000 });
  });
});
