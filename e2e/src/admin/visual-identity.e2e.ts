import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { keepScreenshot } from '../support/browser.ts';
import { useDesktopSession, useFreshPages } from '../support/desktop-session.ts';
import { apiCall, expectToast, inAnotherTab, signIn } from './admin-session.ts';

const SOON = { timeout: 10_000 };

// A logo is uploaded: a private copy of the demo storage.
const session = useDesktopSession({ privateStorage: true });
const freshPage = useFreshPages(session);

let domainId: number;
const identityPath = () => `/admin/domain/${domainId}/identity`;

/** A setting's card on the identity page, by its stored name. */
const card = (page: Page, name: string): Locator => page.locator(`[data-setting="${name}"]`);

/** "#7a1f5c" → "rgb(122, 31, 92)", as getComputedStyle says it. */
function rgbOf(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

const backgroundOf = (element: Locator) => element.evaluate((node) => getComputedStyle(node).backgroundColor);

/** The background of the public site's header (Sambre, on this host). */
const publicHeaderBackground = (page: Page) =>
  inAnotherTab(page, '/contact', (visitor) => backgroundOf(visitor.getByRole('banner')));

beforeAll(async () => {
  await signIn(session.page, 'admin@horizon.test', '/admin');
  const domains = await apiCall<{ data: { id: number; host: string }[] }>(
    session.page,
    'GET',
    '/api/domains?filter[host]=localhost',
  );
  domainId = domains.data[0]!.id;
});

describe('the "Identité visuelle" page of the Sambre site, by its admin', () => {
  it('picks a main colour, sees the header preview follow, saves it and sees the public header change', async () => {
    const page = session.page;
    await page.goto(`/admin/domain/${domainId}`);
    await page.getByRole('link', { name: 'Identité visuelle' }).click();
    await page.getByRole('heading', { name: 'Identité visuelle' }).waitFor();
    const main = card(page, 'main-color');
    await main.getByText('Couleur principale', { exact: true }).waitFor();
    const input = main.getByRole('textbox', { name: 'Couleur principale' });
    const before = await input.inputValue();

    await input.click();
    const saturation = page.locator('.mantine-ColorInput-saturation');
    await saturation.waitFor();
    const box = (await saturation.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.85, box.y + box.height * 0.35);
    await expect.poll(() => input.inputValue(), SOON).not.toBe(before);
    const picked = await input.inputValue();
    expect(picked).toMatch(/^#[0-9a-f]{6}$/);
    await page.keyboard.press('Escape');

    const preview = page.getByTestId('header-preview');
    await expect.poll(() => backgroundOf(preview), SOON).toBe(rgbOf(picked));
    await keepScreenshot(page, 'admin-identity-colour-picked');

    await main.getByRole('button', { name: 'Valider' }).click();
    await expectToast(page, 'Paramètre modifié');
    expect(await publicHeaderBackground(page)).toBe(rgbOf(picked));
  });

  it('refuses "rouge" as a colour with a message under the field', async () => {
    const secondary = card(session.page, 'secondary-color');
    const input = secondary.getByRole('textbox', { name: 'Couleur secondaire' });
    await input.fill('rouge');
    await secondary.getByRole('button', { name: 'Valider' }).click();
    await secondary.getByText('Le champ valeur doit être une couleur hexadécimale (#rrggbb).').waitFor(SOON);
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    await keepScreenshot(session.page, 'admin-identity-rouge');
  });

  it('switches the search filters off with a switch, saved at once', async () => {
    const filters = card(session.page, 'with-filter');
    const toggle = filters.getByRole('switch', { name: 'Filtres de recherche' });
    expect(await toggle.isChecked()).toBe(true);
    await filters.locator('.mantine-Switch-track').click();
    await expectToast(session.page, 'Paramètre modifié');
    await expect.poll(() => toggle.isChecked(), SOON).toBe(false);
    const settings = await apiCall<{ data: { name: string; value: string }[] }>(
      session.page,
      'GET',
      `/api/settings?filter[domain_id]=${domainId}&filter[name]=with-filter&pagination=0`,
    );
    expect(settings.data.find((setting) => setting.name === 'with-filter')?.value).toBe('0');
  });

  it('scales a 3000-pixel header logo down to 1200 pixels when it is saved', async () => {
    const logo = card(session.page, 'upper-left-logo');
    await logo.getByText('En-tête du site sur grand écran', { exact: false }).waitFor();
    await logo.getByText('Réduite à 1200 pixels au plus à l’envoi, puis 2 Mo au plus.').waitFor();
    const wide = await sharp({
      create: { width: 3000, height: 1000, channels: 3, background: { r: 30, g: 77, b: 92 } },
    })
      .png()
      .toBuffer();
    await logo
      .locator('input[type=file]')
      .setInputFiles({ name: 'logo-large.png', mimeType: 'image/png', buffer: wide });
    await logo.getByText('Envoi terminé', { exact: true }).waitFor({ timeout: 20_000 });
    await logo.getByRole('button', { name: 'Valider' }).click();
    await expectToast(session.page, 'Paramètre modifié');
    const image = logo.getByRole('img');
    await expect
      .poll(() => image.getAttribute('src'), SOON)
      .toMatch(/^\/storage\/files\/settings\/logo-large-/);
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth), SOON)
      .toBe(1200);
    await keepScreenshot(session.page, 'admin-identity');
  });

  it('asks before leaving a presentation typed in the rich-text editor, then saves it as HTML', async () => {
    // a page of its own: the "rouge" above is still typed, unsaved, on the shared one
    const page = await freshPage();
    await signIn(page, 'admin@horizon.test', identityPath());
    const presentation = card(page, 'presentation');
    const editor = presentation.getByRole('textbox', { name: 'Présentation' });
    await editor.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Vivre au bord de la Sambre');
    await page.getByRole('navigation').getByRole('link', { name: 'Paramètres' }).click();
    const question = page.getByRole('dialog', { name: 'Modifications non enregistrées' });
    await question.getByRole('button', { name: 'Continuer la saisie' }).click();
    expect(new URL(page.url()).pathname).toBe(identityPath());
    const reloaded = page.waitForResponse(
      (response) => response.url().includes('/api/settings?') && response.request().method() === 'GET',
    );
    await presentation.getByRole('button', { name: 'Valider' }).click();
    await expectToast(page, 'Paramètre modifié');
    await reloaded;
    const stored = await apiCall<{ data: { value: string }[] }>(
      page,
      'GET',
      `/api/settings?filter[domain_id]=${domainId}&filter[name]=presentation&pagination=0`,
    );
    expect(stored.data[0]?.value).toBe('<p>Vivre au bord de la Sambre</p>');
    // saved: leaving asks nothing
    await page.getByRole('navigation').getByRole('link', { name: 'Paramètres' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/settings');
    expect(await question.count()).toBe(0);
  });

  it('shows a translated message, not "Failed to fetch", when the server cannot be reached', async () => {
    const page = session.page;
    const header = card(page, 'header-title');
    await page.route('**/api/settings/**', (route) => route.abort('internetdisconnected'));
    try {
      await header.getByRole('textbox').fill('Bienvenue à Sambre');
      await header.getByRole('button', { name: 'Valider' }).click();
      await expectToast(page, 'Serveur injoignable : vérifiez votre connexion puis réessayez.');
      expect(await page.getByText('Failed to fetch').count()).toBe(0);
    } finally {
      await page.unroute('**/api/settings/**');
    }
  });
});

describe('the settings list in words', () => {
  it('shows labels and owners instead of keys, and finds a setting in French and in English', async () => {
    const page = session.page;
    await page.goto('/admin/settings');
    await page.getByRole('heading', { name: 'Paramètres' }).waitFor();
    const search = page.getByRole('searchbox');
    for (const text of ['couleur principale', 'main colour']) {
      await search.fill(text);
      await search.blur();
      const site = page.getByRole('region', { name: `Domaine n° ${domainId}` });
      await site.getByText('Couleur principale', { exact: true }).waitFor(SOON);
      // one "Couleur principale" per owner: the site's and the corporation's are in their own sections
      // the list narrows once the search's answer is in: the unfiltered one may still show for a moment
      await expect.poll(() => page.locator('[data-setting="with-filter"]').count()).toBe(0);
      expect(await site.locator('[data-setting="main-color"]').count()).toBe(1);
    }
    // raw keys are for root only
    expect(await page.getByText('main-color', { exact: true }).count()).toBe(0);
    await keepScreenshot(page, 'admin-settings-in-words');
  });

  it('lets the admin set the price confirmation threshold, typed "12,5" the Belgian way', async () => {
    const page = session.page;
    const search = page.getByRole('searchbox');
    await search.fill('seuil');
    await search.blur();
    const threshold = card(page, 'price-change-confirm-percent');
    await threshold.getByText('Seuil de confirmation d’un prix (%)').waitFor(SOON);
    await threshold.getByText('Pas encore défini ici : la valeur par défaut s’applique.').waitFor();
    await threshold.getByRole('button', { name: 'Créer' }).click();
    const box = threshold.getByRole('textbox', { name: 'Seuil de confirmation d’un prix (%)' });
    await expect.poll(() => box.inputValue(), SOON).toBe('20');
    await box.fill('12,5');
    await threshold.getByRole('button', { name: 'Valider' }).click();
    await expectToast(page, 'Paramètre modifié');
    const me = await apiCall<{ data: { corporation: { settings: { name: string; value: string }[] } } }>(
      page,
      'GET',
      '/api/auth/user',
    );
    expect(me.data.corporation.settings).toContainEqual(
      expect.objectContaining({ name: 'price-change-confirm-percent', value: '12.5' }),
    );
    await expect.poll(() => box.inputValue(), SOON).toBe('12,5');
  });

  it('shows root the raw key of each setting under its label', async () => {
    const page = await freshPage();
    await signIn(page, 'root@vitrine.test', '/admin/settings');
    await page.getByRole('heading', { name: 'Paramètres' }).waitFor();
    const search = page.getByRole('searchbox');
    await search.fill('couleur principale');
    await search.blur();
    const site = page.getByRole('region', { name: `Domaine n° ${domainId}` });
    const main = site.locator('[data-setting="main-color"]');
    await main.getByText('Couleur principale', { exact: true }).waitFor(SOON);
    await main.getByText('main-color', { exact: true }).waitFor();
  });
});

describe('the same page for a sales user', () => {
  it('is read only: no save buttons, switches and colours locked', async () => {
    const page = await freshPage();
    await signIn(page, 'vente@horizon.test', identityPath());
    await page.getByRole('heading', { name: 'Identité visuelle' }).waitFor();
    await card(page, 'with-menu').waitFor();
    await page.getByText('Lecture seule : seul un administrateur peut modifier ces paramètres.').waitFor();
    expect(await page.getByRole('button', { name: 'Valider' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Réinitialiser' }).count()).toBe(0);
    expect(await card(page, 'with-menu').getByRole('switch').isDisabled()).toBe(true);
    expect(await card(page, 'main-color').getByRole('textbox').getAttribute('readonly')).not.toBeNull();
    expect(await page.locator('input[type=file]').count()).toBe(0);
    await keepScreenshot(page, 'admin-identity-read-only');
  });

  it('shows a branded, translated loader while the back office loads', async () => {
    const page = await freshPage();
    await page.route('**/api/auth/user**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/admin');
    await page.getByRole('status').getByText('Chargement de l’administration…').waitFor(SOON);
    await page.getByRole('status').getByText('Vitrine · Administration').waitFor();
  });
});
