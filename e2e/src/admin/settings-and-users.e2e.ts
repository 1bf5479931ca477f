import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { keepScreenshot } from '../support/browser.ts';
import { useDesktopSession, useFreshPages } from '../support/desktop-session.ts';
import { SHARED_STORAGE } from '../support/private-storage.ts';
import { expectToast, inAnotherTab, signIn, since } from './admin-session.ts';

/** How long a screen may take to show a server's answer, and an upload to finish, on a busy machine. */
const SOON = { timeout: 10_000 };

// A logo is uploaded and reset (its file deleted): a private copy of the demo storage.
const session = useDesktopSession({ privateStorage: true });
const freshPage = useFreshPages(session);

/** A setting's card on /admin/settings, found by its name and its owner ("Domaine n° 1"). */
function settingCard(page: Page, name: string, owner: string): Locator {
  return page.locator(`[data-setting="${name}"]`, { hasText: owner });
}

async function searchSettings(page: Page, text: string): Promise<void> {
  const search = page.getByRole('searchbox');
  await search.fill(text);
  await search.blur();
}

/** The header of the public site (Sambre, on this host) over its contact page: its colour and logo. */
function publicHeader(page: Page): Promise<{ background: string; logo: string }> {
  return inAnotherTab(page, '/contact', async (visitor) => {
    const header = visitor.getByRole('banner');
    const logo = header.locator('img').first();
    await expect
      .poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth), SOON)
      .toBeGreaterThan(0);
    return {
      background: await header.evaluate((element) => getComputedStyle(element).backgroundColor),
      logo: await logo.evaluate((image: HTMLImageElement) => image.currentSrc),
    };
  });
}

describe('the settings of the Sambre domain, by its admin', () => {
  it('changes the main colour and the header logo, sees them on the public site, then resets both', async () => {
    await signIn(session.page, 'admin@horizon.test', '/admin/settings');
    await session.page.getByRole('heading', { name: 'Paramètres' }).waitFor();
    const before = await publicHeader(session.page);
    expect(before.logo).toMatch(/upper-left-logo-neg\.png$/);

    let start = Date.now();
    await searchSettings(session.page, 'main-color');
    const colour = settingCard(session.page, 'main-color', 'Domaine n° 1');
    await colour.getByRole('textbox').fill('#7a1f5c');
    await colour.getByRole('button', { name: 'Valider' }).click();
    await expectToast(session.page, 'Paramètre modifié');

    await searchSettings(session.page, 'upper-left-logo-neg');
    const logo = settingCard(session.page, 'upper-left-logo-neg', 'Domaine n° 1');
    await logo.locator('input[type=file]').setInputFiles({
      name: 'logo-fete.png',
      mimeType: 'image/png',
      buffer: readFileSync(join(SHARED_STORAGE, 'files/branding/meuse/upper-left-logo-neg.png')),
    });
    await logo.getByText('Envoi terminé', { exact: true }).waitFor({ timeout: 20_000 });
    await logo.getByRole('button', { name: 'Valider' }).click();
    await expectToast(session.page, 'Paramètre modifié');
    await expect
      .poll(() => logo.getByRole('img').getAttribute('src'), SOON)
      .toMatch(/^\/storage\/files\/settings\//);
    const uploaded = await logo.getByRole('img').getAttribute('src');
    console.log(`colour and logo changed: ${since(start)}`);
    await keepScreenshot(session.page, 'admin-settings-changed');

    const changed = await publicHeader(session.page);
    expect(changed.background).toBe('rgb(122, 31, 92)');
    expect(new URL(changed.logo).pathname).toBe(uploaded);

    start = Date.now();
    await logo.getByRole('button', { name: 'Réinitialiser' }).click();
    await expectToast(session.page, 'Paramètre réinitialisé');
    await logo.getByText('Aucune image').waitFor();
    await searchSettings(session.page, 'main-color');
    await colour.getByRole('button', { name: 'Réinitialiser' }).click();
    await expectToast(session.page, 'Paramètre réinitialisé');
    // A domain's main colour goes back to black (back office §3), an image to none.
    await expect.poll(() => colour.getByRole('textbox').inputValue(), SOON).toBe('#000000');
    console.log(`colour and logo reset: ${since(start)}`);
    await keepScreenshot(session.page, 'admin-settings-reset');

    const reset = await publicHeader(session.page);
    expect(reset.background).toBe('rgb(0, 0, 0)');
    // With no negative logo, the dark header falls back to the white one.
    expect(reset.logo).toMatch(/white-logo\.png$/);
  });
});

describe('the users of a corporation', () => {
  const email = 'camille.dupuis@horizon.test';
  const password = 'camille-en-vente';

  it('lets its admin create a sales user, with the errors shown under the fields', async () => {
    await session.page.getByRole('link', { name: 'Utilisateurs' }).click();
    await session.page.getByRole('heading', { name: 'Utilisateurs' }).waitFor();
    await session.page.getByRole('cell', { name: 'vente@horizon.test' }).waitFor();
    const start = Date.now();
    await session.page.getByRole('button', { name: 'Créer un utilisateur' }).click();
    const dialog = session.page.getByRole('dialog');
    await dialog.getByLabel('Nom').fill('Camille Dupuis');
    await dialog.getByLabel('Email').fill('vente@horizon.test');
    // A new account is a sales user unless told otherwise.
    expect(await dialog.getByRole('textbox', { name: /Rôle/ }).inputValue()).toBe('Utilisateur');
    await dialog.getByLabel('Mot de passe', { exact: true }).fill('court');
    await dialog.getByLabel('Confirmation du mot de passe').fill('court');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    // The length is checked at once, under the password.
    await dialog.getByText(/au moins 8 caractères/).waitFor();

    await dialog.getByLabel('Mot de passe', { exact: true }).fill(password);
    await dialog.getByLabel('Confirmation du mot de passe').fill(password);
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    // The address already taken is the server's answer (a 422), under the e-mail.
    const emailField = dialog.getByLabel('Email');
    await dialog.getByText(/adresse e-mail est déjà utilisée/).waitFor();
    expect(await emailField.getAttribute('aria-invalid')).toBe('true');
    await keepScreenshot(session.page, 'admin-user-errors');

    await emailField.fill(email);
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expectToast(session.page, 'Utilisateur créé');
    await dialog.waitFor({ state: 'hidden' });
    const row = session.page.locator('tbody tr', { hasText: email });
    await row.getByRole('cell', { name: 'Utilisateur', exact: true }).waitFor();
    await row.getByRole('cell', { name: 'Horizon Promotion' }).waitFor();
    console.log(`user created through the form: ${since(start)}`);
    await keepScreenshot(session.page, 'admin-users');
  });

  it('signs the new user in, who is turned away from the corporations and manages no one else', async () => {
    const page = await freshPage();
    await signIn(page, email, '/admin', password);
    await page.waitForURL(/\/admin\/corporation\/\d+$/);
    const home = page.url();

    await page.goto('/admin/corporations');
    await expectToast(page, 'Accès non autorisé');
    await page.waitForURL(home);
    await keepScreenshot(page, 'admin-user-unauthorized');

    await page.getByRole('link', { name: 'Utilisateurs' }).click();
    const mine = page.locator('tbody tr', { hasText: email });
    await mine.waitFor();
    expect(await page.getByRole('button', { name: 'Créer un utilisateur' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Supprimer' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Modifier' }).count()).toBe(1);
    expect(await mine.getByRole('button', { name: 'Modifier' }).count()).toBe(1);
    await keepScreenshot(page, 'admin-users-as-user');

    // Settings are the admins' (a corporation's: root's): a user sees them without the buttons.
    await page.goto('/admin/settings');
    await page.locator('[data-setting]').first().waitFor();
    expect(await page.getByRole('button', { name: 'Valider' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Réinitialiser' }).count()).toBe(0);
  });
});
