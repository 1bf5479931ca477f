import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { DEFAULT_SPLASH_IMAGE } from '@vitrine/core/settings';
import { buildZip } from '@vitrine/server/src/features/media/test-zip.ts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshotColours } from '../public/screen-pixels.ts';
import { keepScreenshot } from '../support/browser.ts';
import { useDesktopSession } from '../support/desktop-session.ts';
import { DEMO_SOURCE } from '../support/private-storage.ts';
import { apiCall, dragOnto, expectToast, inAnotherTab, signIn, since } from './admin-session.ts';

type GalleryFile = { id: number; file: { url: string }; thumb: { url: string } | null };

/** How long a screen may take to show a server's answer, and an upload to finish, on a busy machine. */
const SOON = { timeout: 10_000 };
const UPLOADS = { timeout: 20_000 };

// Uploads, deletions and tour archives land in a private copy of the demo storage.
const session = useDesktopSession({ privateStorage: true });

/** A real picture of the demo, as a file for an upload field. */
function demoPicture(path: string, name = path.split('/').pop()!) {
  return { name, mimeType: 'image/jpeg', buffer: readFileSync(join(DEMO_SOURCE, path)) };
}

/** A krpano-style export of a demo tour folder (tour.xml and its panoramas) as a zip, under vtour/. */
function tourZip(folder: string): Buffer {
  const root = join(DEMO_SOURCE, folder);
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? files(path) : [path];
    });
  return buildZip(
    files(root).map((path) => ({ name: `vtour/${relative(root, path)}`, content: readFileSync(path) })),
  );
}

/** Runs `look` on `path` of the Meuse site: the same server, under the Meuse domain's host. */
function onMeuseSite(path: string, look: (visitor: Page) => Promise<void>): Promise<void> {
  const url = new URL(path, session.server.url);
  url.hostname = 'meuse.localhost';
  return inAnotherTab(session.page, url.href, look);
}

/** Waits until the panorama viewer offers these viewpoints, and (`painted`) shows a picture. */
async function expectPanorama(visitor: Page, scenes: string[], { painted = true } = {}): Promise<void> {
  await visitor.locator('.panorama-page__viewer[aria-busy="false"]').waitFor({ timeout: 20_000 });
  const viewpoints = visitor.getByRole('navigation', { name: 'Points de vue' }).getByRole('button');
  expect(await viewpoints.allInnerTexts()).toEqual(scenes);
  if (!painted) return;
  await expect
    .poll(async () => (await screenshotColours(visitor.locator('.panorama-page__slot'))).distinct, UPLOADS)
    .toBeGreaterThan(200);
}

/** The gallery's pictures as the admin sees them, in order. */
function galleryIds(page: Page): Promise<number[]> {
  return page
    .locator('[data-file-id]')
    .evaluateAll((tiles) => tiles.map((tile) => Number(tile.getAttribute('data-file-id'))));
}

/** The file name without its extension or size suffix: what every rendition of a picture shares. */
function stemOf(url: string): string {
  return url
    .split('/')
    .pop()!
    .replace(/(-\d+|-thumb)?\.\w+$/, '');
}

describe('the media of the Meuse domain, managed by its admin', () => {
  let domainId: number;

  it('uploads pictures to the gallery and refuses a text file disguised as a photo', async () => {
    // A picture whose thumbnail went missing on the disk: its tile falls back to the default image.
    rmSync(join(session.storageDir, 'files/gallery/meuse/00-thumb.jpg'));
    await signIn(session.page, 'admin@meuse.test');
    const domains = await apiCall<{ data: { id: number; name: string }[] }>(
      session.page,
      'GET',
      '/api/domains',
    );
    domainId = domains.data.find((domain) => domain.name === 'Meuse')!.id;
    await session.page.getByRole('link', { name: 'Projets' }).waitFor();
    await session.page.goto(`/admin/domain/${domainId}/gallery`);
    await session.page.getByRole('heading', { name: 'Images' }).waitFor();
    await expect.poll(() => galleryIds(session.page), SOON).toHaveLength(2);
    const broken = session.page.locator('[data-file-id]').first().locator('img');
    await expect
      .poll(() => broken.evaluate((image: HTMLImageElement) => image.complete && image.currentSrc), SOON)
      .toMatch(new RegExp(`${DEFAULT_SPLASH_IMAGE}$`));
    expect(await broken.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

    const start = Date.now();
    await session.page.getByRole('button', { name: 'Ajouter des images' }).click();
    const dialog = session.page.getByRole('dialog', { name: 'Ajouter des images' });
    await dialog.locator('input[type=file]').setInputFiles([
      demoPicture('files/gallery/sambre/03.jpg', 'facade-sud.jpg'),
      demoPicture('files/gallery/sambre/05.jpg', 'terrasse.jpg'),
      {
        name: 'plan-de-vente.jpg',
        mimeType: 'image/jpeg',
        buffer: Buffer.from('Pas une photo : une liste de prix.\n'.repeat(40)),
      },
    ]);
    await expect.poll(() => dialog.getByText('Envoi terminé', { exact: true }).count(), UPLOADS).toBe(2);
    const refused = dialog.locator('.filepond--item', { hasText: 'plan-de-vente.jpg' });
    // The server's reason, in French, instead of "upload failed" and FilePond's English.
    await refused
      .getByText(/n'est pas d'un type accepté/)
      .first()
      .waitFor();
    await refused.getByText('Toucher pour réessayer').first().waitFor();
    await keepScreenshot(session.page, 'admin-gallery-upload');
    // pictures sent but not yet added: Esc and "Annuler" ask before throwing them away
    const question = session.page.getByRole('dialog', { name: 'Modifications non enregistrées' });
    for (const close of [
      () => session.page.keyboard.press('Escape'),
      () => dialog.getByRole('button', { name: 'Annuler' }).click(),
    ]) {
      await close();
      await question.getByRole('button', { name: 'Continuer la saisie' }).click();
      await question.waitFor({ state: 'hidden' });
      expect(await dialog.getByText('Envoi terminé', { exact: true }).count()).toBe(2);
    }
    await dialog.getByRole('button', { name: 'Envoyer' }).click();
    await expectToast(session.page, 'Fichiers envoyés');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => galleryIds(session.page), UPLOADS).toHaveLength(4);
    console.log(`two pictures uploaded, one fake refused: ${since(start)}`);
  });

  it('moves the last picture first by drag and drop, and the public gallery opens on it', async () => {
    const before = await galleryIds(session.page);
    const tiles = session.page.locator('[data-file-id]');
    const start = Date.now();
    await dragOnto(session.page, tiles.last(), tiles.first());
    await expectToast(session.page, 'Ordre enregistré');
    const moved = [before[3]!, ...before.slice(0, 3)];
    await expect.poll(() => galleryIds(session.page), SOON).toEqual(moved);
    console.log(`gallery reordered: ${since(start)}`);
    await keepScreenshot(session.page, 'admin-gallery-reordered');

    await session.page.reload();
    await expect.poll(() => galleryIds(session.page), SOON).toEqual(moved);
    const files = await apiCall<{ data: GalleryFile[] }>(
      session.page,
      'GET',
      `/api/files?pagination=0&sort=order&filter[domain_id]=${domainId}`,
    );
    const first = files.data.find((file) => file.id === moved[0])!;

    await onMeuseSite('/gallery', async (visitor) => {
      const photo = visitor.getByRole('img', { name: /photo 1 sur 4/ });
      await expect
        .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth && image.currentSrc), SOON)
        .toContain(stemOf(first.file.url));
      await keepScreenshot(visitor, 'public-gallery-reordered');
    });
  });

  it('selects every picture, deletes them and shows an empty gallery', async () => {
    await session.page.getByRole('switch', { name: 'Sélectionnez tout' }).check();
    await session.page.getByText('4 sélectionnée(s)').waitFor();
    await session.page.getByRole('button', { name: 'Options' }).click();
    await session.page.getByRole('menuitem', { name: 'Supprimer' }).click();
    await expectToast(session.page, 'Fichiers supprimés');
    await session.page.getByText('Aucune image').waitFor();
    await session.page.getByText('0 sélectionnée(s)').waitFor();
    // The batch delete leaves when its "Annuler" toast is gone (a few seconds).
    await expect
      .poll(
        async () =>
          (await apiCall<{ data: unknown[] }>(session.page, 'GET', '/api/files?pagination=0')).data.length,
        { timeout: 15_000, interval: 500 },
      )
      .toBe(0);
    await session.page.reload();
    await session.page.getByText('Aucune image').waitFor();
    expect(await galleryIds(session.page)).toEqual([]);
  });

  it('adds a video with its poster, shows it on the public video page, then edits and deletes it', async () => {
    await session.page.getByRole('link', { name: 'Vidéos' }).click();
    await session.page.getByRole('heading', { name: 'Vidéos' }).waitFor();
    await session.page.getByText('Aucun élément').waitFor();
    const start = Date.now();
    await session.page.getByRole('button', { name: 'Ajouter une vidéo' }).click();
    const dialog = session.page.getByRole('dialog');
    // A link to a video elsewhere is refused (the site plays its own files only), not silently dropped.
    await dialog.getByLabel('URL').fill('https://videos.example.com/visite.mp4');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    // Under the URL input of its format, not above the form with its raw path "formats.0.url".
    const url = dialog.getByLabel('URL');
    await expect.poll(() => url.getAttribute('aria-invalid'), SOON).toBe('true');
    const describedBy = (await url.getAttribute('aria-describedby')) ?? '';
    const under = dialog.locator(`[id="${describedBy.split(' ').find((id) => id.endsWith('-error'))}"]`);
    expect(await under.textContent()).toMatch(/Le lien ne désigne aucun fichier de cette vidéo/);
    expect(await dialog.getByText(/formats\.0\.url|Formats n°/).count()).toBe(0);
    await keepScreenshot(session.page, 'admin-video-url-refused');

    await dialog.getByLabel('URL').fill('');
    await dialog
      .locator('[data-field="thumb"] input[type=file]')
      .setInputFiles(demoPicture('files/videos/sambre/orbital.jpg', 'affiche.jpg'));
    await dialog.getByLabel('Type').selectOption('video/webm');
    const format = dialog.locator('[data-field="formats.0.upload"]');
    await format.locator('input[type=file]').setInputFiles({
      name: 'visite.webm',
      mimeType: 'video/webm',
      buffer: readFileSync(join(DEMO_SOURCE, 'files/videos/sambre/orbital.webm')),
    });
    await expect.poll(() => dialog.getByText('Envoi terminé', { exact: true }).count(), UPLOADS).toBe(2);
    await keepScreenshot(session.page, 'admin-video-form');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expectToast(session.page, /Vidéo créée/);
    await dialog.waitFor({ state: 'hidden' });
    const row = session.page.locator('tbody tr').first();
    await row.getByRole('link', { name: 'video/webm' }).waitFor();
    const poster = await row.locator('img').getAttribute('src');
    await expect
      .poll(() => row.locator('img').evaluate((image: HTMLImageElement) => image.complete), SOON)
      .toBe(true);
    expect(poster).toMatch(/^\/storage\//);
    console.log(`video uploaded and saved: ${since(start)}`);
    await keepScreenshot(session.page, 'admin-videos');
    // The demo's Meuse site has its video page switched off: the admin switches it on to show it.
    const pages = await apiCall<{ data: { id: number; name: string }[] }>(
      session.page,
      'GET',
      `/api/pages?pagination=0&filter[domain_id]=${domainId}`,
    );
    const videoPage = pages.data.find((page) => page.name === 'video');
    if (!videoPage) throw new Error('the Meuse site has no video page');
    await apiCall(session.page, 'PUT', `/api/pages/${videoPage.id}`, { is_active: true });
    const shown = Date.now();
    await onMeuseSite('/video', async (visitor) => {
      const video = visitor.locator('video').first();
      await video.waitFor();
      expect(await video.getAttribute('poster')).toBe(poster);
      await expect
        .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 15_000 })
        .toBeGreaterThanOrEqual(1);
      await keepScreenshot(visitor, 'public-video-added');
    });
    console.log(`video played on the public page: ${since(shown)}`);

    await row.getByRole('button', { name: 'Modifier' }).click();
    await dialog
      .locator('[data-field="thumb"] input[type=file]')
      .setInputFiles(demoPicture('files/gallery/sambre/01.jpg', 'nouvelle-affiche.jpg'));
    await dialog.getByText('Envoi terminé', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expectToast(session.page, /Vidéo modifiée/);
    await expect.poll(() => row.locator('img').getAttribute('src'), SOON).not.toBe(poster);
    await row.getByRole('link', { name: 'video/webm' }).waitFor();

    await row.getByRole('button', { name: 'Supprimer' }).click();
    await session.page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
    await expectToast(session.page, /Vidéo supprimée/);
    await session.page.getByText('Aucun élément').waitFor();
    // The delete leaves when its "Annuler" toast is gone (a few seconds).
    await expect
      .poll(
        async () =>
          (await apiCall<{ data: unknown[] }>(session.page, 'GET', '/api/videos?pagination=0')).data,
        {
          timeout: 15_000,
          interval: 500,
        },
      )
      .toEqual([]);
    await onMeuseSite('/video', (visitor) => visitor.getByText('Pas de contenu ici').waitFor());
  });

  it('creates a tour, sends its zip (a bad one is refused) and shows it on the public site, then a new zip', async () => {
    await session.page.getByRole('link', { name: 'Visites virtuelles' }).click();
    await session.page.getByRole('heading', { name: 'Visites virtuelles' }).waitFor();
    await session.page.getByRole('button', { name: 'Créer un tour' }).click();
    const dialog = session.page.getByRole('dialog');
    await dialog.getByLabel('Nom (FR)').fill('Les quais');
    await dialog.getByLabel('Nom (EN)').fill('The quays');
    await dialog
      .locator('[data-field="thumb"] input[type=file]')
      .setInputFiles(demoPicture('vtour/sambre/1/thumb.jpg', 'quais.jpg'));
    await dialog.getByText('Envoi terminé', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expectToast(session.page, /Tour créé/);
    await dialog.waitFor({ state: 'hidden' });
    const row = session.page.locator('tbody tr', { hasText: 'Les quais' });
    expect(await row.locator('td').first().textContent()).toBe('1');
    await expect
      .poll(() => row.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth), SOON)
      .toBeGreaterThan(0);
    await keepScreenshot(session.page, 'admin-tours');

    await session.page.getByRole('link', { name: 'Archives des visites et du cyclorama (zip)' }).click();
    await session.page.getByRole('heading', { name: 'Médias' }).waitFor();
    const card = session.page.locator('.mantine-Paper-root', { hasText: 'Visite virtuelle 1 (zip)' });
    const send = async (name: string, zip: Buffer) => {
      await card
        .locator('input[type=file]')
        .setInputFiles({ name, mimeType: 'application/zip', buffer: zip });
      // One archive per card: the new file takes the place of the previous one.
      await card
        .locator('.filepond--item', { hasText: name })
        .getByText('Envoi terminé', { exact: true })
        .waitFor({ timeout: 20_000 });
      expect(await card.locator('.filepond--item').count()).toBe(1);
      await card.getByRole('button', { name: 'Envoyer' }).click();
    };
    await send('sans-visite.zip', buildZip([{ name: 'lisez-moi.txt', content: 'Pas de tour.xml ici.' }]));
    await card.getByText(/tour\.xml est absent/).waitFor();
    await keepScreenshot(session.page, 'admin-tour-bad-zip');

    let start = Date.now();
    await send('quais.zip', tourZip('vtour/sambre/1'));
    await expectToast(session.page, 'Fichiers envoyés');
    console.log(`tour zip sent: ${since(start)}`);
    start = Date.now();
    await onMeuseSite('/visites-virtuelles/1', async (visitor) => {
      await visitor.getByRole('heading', { name: 'Les quais' }).waitFor();
      await expectPanorama(visitor, ['Le jardin', 'Le parvis']);
      await keepScreenshot(visitor, 'public-tour-uploaded');
    });
    console.log(`tour shown on the public site: ${since(start)}`);

    // The same tour gets a new archive: visitors see the new one, not the one their browser kept.
    await send('quais-v2.zip', tourZip('vtour/sambre/2'));
    await expectToast(session.page, 'Fichiers envoyés');
    await onMeuseSite('/visites-virtuelles/1', (visitor) =>
      expectPanorama(visitor, ['La berge', 'La rue'], { painted: false }),
    );
  });
});
