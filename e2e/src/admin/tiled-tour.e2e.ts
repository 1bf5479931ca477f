import { krpanoTourEntries } from '@vitrine/server/src/features/media/test-krpano-tour.ts';
import { buildZip } from '@vitrine/server/src/features/media/test-zip.ts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { keepScreenshot } from '../support/browser.ts';
import { useDesktopSession } from '../support/desktop-session.ts';
import { apiCall, expectToast, inAnotherTab, signIn, since } from './admin-session.ts';

const SLOW = { timeout: 30_000 };

// The tour archive lands in a private copy of the demo storage.
const session = useDesktopSession({ privateStorage: true });

/** The tiles of level `level` of scene `scene` of tour 3 that the page asked for (face_row_col). */
function tilesAsked(requests: string[], scene: number, level: number): string[] {
  const pattern = new RegExp(`/vtour/3/vitrine-tiles/${scene}/${level}/(\\w+_\\d+_\\d+)\\.jpg$`);
  return requests.flatMap((url) => pattern.exec(url)?.[1] ?? []);
}

async function visitTour(path: string, look: (visitor: Page, requests: string[]) => Promise<void>) {
  const url = new URL(path, session.server.url);
  url.hostname = 'meuse.localhost';
  await inAnotherTab(session.page, 'about:blank', async (visitor) => {
    const requests: string[] = [];
    visitor.on('request', (request) => requests.push(request.url()));

    await visitor.goto(url.href);
    await look(visitor, requests);
  });
}

describe('a tour as krpano MAKE VTOUR makes it, uploaded in the back office', () => {
  it('reports each scene at upload, then shows the visitor the top level tiles in view and follows the hotspots there and back', async () => {
    await signIn(session.page, 'admin@meuse.test');
    const domains = await apiCall<{ data: { id: number; name: string }[] }>(
      session.page,
      'GET',
      '/api/domains',
    );
    const domainId = domains.data.find((domain) => domain.name === 'Meuse')!.id;
    await session.page.goto(`/admin/domain/${domainId}/media`);
    await session.page.getByRole('heading', { name: 'Médias' }).waitFor();
    const card = session.page.locator('.mantine-Paper-root', { hasText: 'Visite virtuelle 3 (zip)' });
    const zip = buildZip(await krpanoTourEntries());
    await card
      .locator('input[type=file]')
      .setInputFiles({ name: 'vtour.zip', mimeType: 'application/zip', buffer: zip });
    await card.getByText('Envoi terminé', { exact: true }).waitFor({ timeout: 20_000 });
    let start = Date.now();
    await card.getByRole('button', { name: 'Envoyer' }).click();
    await expectToast(session.page, 'Fichiers envoyés');
    console.log(`tiled tour (${zip.length} bytes) sent and re-cut: ${since(start)}`);
    const report = card.getByRole('region', { name: 'Ce que verront les visiteurs' });
    expect(await report.locator('[data-scene]').allInnerTexts()).toEqual([
      'Scène « La cuisine » — Cube en tuiles, 1280 px par face',
      'Scène « Le salon » — Cube en tuiles, 1280 px par face',
    ]);
    await keepScreenshot(session.page, 'admin-tiled-tour-report');

    start = Date.now();
    await visitTour('/visites-virtuelles/3', async (visitor, requests) => {
      await visitor.locator('.panorama-page__viewer[aria-busy="false"]').waitFor(SLOW);
      const viewpoints = visitor.getByRole('navigation', { name: 'Points de vue' }).getByRole('button');
      expect(await viewpoints.allInnerTexts()).toEqual(['La cuisine', 'Le salon']);
      // The salon (scene 1, started by onstart) opens on its front face: the 1280 px level's
      // tiles of the front come, those of the back (behind the visitor) do not.
      await expect
        .poll(() => tilesAsked(requests, 1, 1).filter((tile) => tile.startsWith('front_')).length, SLOW)
        .toBeGreaterThanOrEqual(4);
      console.log(`first sharp view of the tiled tour: ${since(start)}`);
      const asked = tilesAsked(requests, 1, 1);
      // 2 × 2 re-cut tiles a face at 1280 px: fewer than the whole cube's 24.
      expect(asked.length).toBeLessThan(6 * 4);
      expect(asked.filter((tile) => tile.startsWith('back_'))).toEqual([]);
      expect(requests.some((url) => url.endsWith('/3/vitrine-tiles/1/preview.jpg'))).toBe(true);
      // krpano's own tiles (5 × 5 … of 512 px) are never what the viewer loads.
      expect(requests.filter((url) => /\.tiles\/[lfrbud]\/l\d\//.test(url))).toEqual([]);
      await keepScreenshot(visitor, 'public-tiled-tour');

      await visitor.locator('.psv-virtual-tour-link').first().click();
      const current = visitor.locator('.panorama-scenes__button[aria-current="true"]', {
        hasText: 'La cuisine',
      });
      await expect.poll(() => current.count(), SLOW).toBe(1);
      await expect.poll(() => tilesAsked(requests, 0, 1).length, SLOW).toBeGreaterThanOrEqual(4);
      await keepScreenshot(visitor, 'public-tiled-tour-next-scene');

      // The cuisine's hotspot names its scene with linkedscene="salon" (ath -25, in view on
      // arrival): following it leads back.
      const back = visitor.locator('.psv-virtual-tour-link');
      await expect.poll(() => back.count(), SLOW).toBe(1);
      await back.click();
      const salon = visitor.locator('.panorama-scenes__button[aria-current="true"]', { hasText: 'Le salon' });
      await expect.poll(() => salon.count(), SLOW).toBe(1);
    });
  }, 180_000);
});
