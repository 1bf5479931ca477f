import { beforeAll, describe, expect, it } from 'vitest';
import { keepScreenshot } from '../support/browser.ts';
import { useDesktopSession } from '../support/desktop-session.ts';
import { apiCall, expectToast, signIn } from './admin-session.ts';

type UnitRow = { id: number; name: string; floor_id: number };

/** A 600×200 PNG, three times wider than high. */
const WIDE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAlgAAADICAIAAAC7/QjhAAAACXBIWXMAAAPoAAAD6AG1e1JrAAACeElEQVR42u3VMQ0AAAgEsXeEFBThHQvsNKmCWy41DQBvRQIAjBAAjBAAjBAAjBAAjBAAjBAAjBAAjBAAjBAAjBAAjBAAjBAAjBAAjBAAjBAAjBAAjBAAjBAAjBAAjBAAjBAAjBAAjBAAjBAAjBAAjBAAjBAAjBAAjBAAjBAAjBAAjBAAjBAAjBAAjBAAjBAAjBAAjBAAjBAAjBAAjBAAjBAAjBAAjBAAjBAAjBAAjBAAjBAAjBAAjBAAjBAAI1QBACMEACMEACMEACMEACMEACMEACMEACMEACMEACMEACMEACMEACMEACMEACMEACMEACMEACMEACMEACMEACMEACMEACMEACMEACMEACMEACMEACMEACMEACMEACMEACMEACMEACMEACMEACMEACMEACMEACMEACMEACMEACMEACMEACMEACMEACMEACMEACMEACMEACMEACMEwAgBwAgBwAgBwAgBwAgBwAgBwAgBwAgBwAgBwAgBwAgBwAgBwAgBwAgBwAgBwAgBwAgBwAgBwAgBwAgBwAgBwAgBwAgBwAgBwAgBwAgBwAgBwAgBwAgBwAgBwAgBwAgBwAgBwAgBwAgBwAgBwAgBwAgBwAgBwAgBwAgBwAgBwAgBwAgBwAgBwAgBwAgBwAgBwAgBwAgBwAgBMEIVADBCADBCADBCADBCADBCADBCADBCADBCADBCADBCADBCADBCADBCADBCADBCADBCADBCADBCADBCADBCADBCADBCADBCADBCADBCADBCADBCADBCADBCADBCADBCADBCADBCADBCADBCADBCADBCADBCADBCADBCADBCADBCADBCALhYuEazJskugJMAAAAASUVORK5CYII=',
  'base64',
);

const session = useDesktopSession({ privateStorage: true });

describe('the rich text editor and the avatars of the back office', () => {
  let unit: UnitRow;

  beforeAll(async () => {
    await signIn(session.page, 'admin@horizon.test');
    const units = await apiCall<{ data: UnitRow[] }>(session.page, 'GET', '/api/units?per_page=1&sort=id');
    unit = units.data[0]!;
  });

  it('is 400 px high and inserts a picture picked among the stored files, which the unit keeps', async () => {
    await session.page.goto(`/admin/unit/${unit.id}`);
    await session.page.getByRole('heading', { name: 'Modifier une unité' }).waitFor();
    const field = session.page.locator('[data-field="description"]');
    const content = field.locator('.admin-rich-text__content').first();
    await content.waitFor();
    expect((await content.boundingBox())?.height).toBe(400);

    await field.getByRole('button', { name: 'Insérer une image des fichiers' }).first().click();
    const picker = session.page.getByRole('dialog', { name: 'Fichiers' });
    const choices = picker.getByRole('button', { name: /^Insérer / });
    await choices.first().waitFor();
    await keepScreenshot(session.page, 'admin-rich-text-picker');
    const name = (await choices.first().getAttribute('aria-label'))?.replace(/^Insérer /, '') ?? '';
    await choices.first().click();
    await picker.waitFor({ state: 'detached' });
    const inserted = content.locator('img');
    await inserted.waitFor();
    expect(await inserted.getAttribute('src')).toMatch(
      new RegExp(`^/storage/.+/${name.replace('.', '\\.')}$`),
    );
    await keepScreenshot(session.page, 'admin-rich-text-picture');

    await session.page.getByRole('button', { name: 'Enregistrer' }).click();
    await expectToast(session.page, 'Unité modifiée');
    const saved = await apiCall<{ data: { translatable: { description: { fr: string } } } }>(
      session.page,
      'GET',
      `/api/units/${unit.id}?translatable=1`,
    );
    expect(saved.data.translatable.description.fr).toMatch(/<img src="\/storage\/[^"]+"/);
  });

  it('keeps a user’s avatar as a 200×200 square cut from the middle of the picture sent', async () => {
    await session.page.goto('/admin/users');
    const row = session.page.locator('tbody tr', { hasText: 'vente@horizon.test' });
    await row.getByRole('button', { name: 'Modifier' }).click();
    const dialog = session.page.getByRole('dialog');
    const avatar = dialog.locator('[data-field="avatar"]');
    await avatar.getByText('Pas encore d’avatar').waitFor();
    await avatar
      .locator('input[type=file]')
      .setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: WIDE_PNG });
    await avatar.getByText('Envoi terminé', { exact: true }).waitFor();
    await avatar.getByRole('button', { name: 'Valider l’avatar' }).click();
    await expectToast(session.page, 'Avatar enregistré');
    const picture = avatar.getByRole('img', { name: /^Avatar de / });
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight]))
      .toEqual([200, 200]);
    await keepScreenshot(session.page, 'admin-user-avatar');
  });
});
