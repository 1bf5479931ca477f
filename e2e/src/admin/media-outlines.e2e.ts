import { storageLayout, storageUrl } from '@vitrine/core/storage-layout';
import { describe, expect, it } from 'vitest';
import { keepScreenshot } from '../support/browser.ts';
import { useDesktopSession } from '../support/desktop-session.ts';
import { apiCall, expectToast, signIn, since } from './admin-session.ts';

type PolygonFile = Record<string, { name: string; points: string[] }[]>;

// The test uploads a polygon file: its own storage (the server swaps a new folder in, so the
// shared demo files it links to are never written through).
const session = useDesktopSession({ privateStorage: true });

describe('building media', () => {
  it('uploads a polygon file and lists the outlines matching no unit and the units without outline', async () => {
    await signIn(session.page, 'root@vitrine.test', '/admin/projects');
    const buildings = await apiCall<{
      data: {
        id: number;
        name: string;
        project?: { name: string; translatable?: { name: { fr: string } } };
      }[];
    }>(session.page, 'GET', '/api/buildings?pagination=0&include=project&translatable=1');
    const building = buildings.data[0];
    if (!building?.project) throw new Error('the demo has no building');
    const polygons = await apiCall<PolygonFile>(
      session.page,
      'GET',
      storageUrl(storageLayout.polygonFile(building.id)),
    );
    const outlines = polygons[building.name] ?? [];
    const removed = outlines[0];
    expect(removed).toBeDefined();
    const ghost = {
      name: 'GHOST.9.99',
      points: Array.from({ length: 29 }, () => '100,100 400,100 400,400 100,400'),
    };
    const changed: PolygonFile = { ...polygons, [building.name]: [...outlines.slice(1), ghost] };

    await session.page.goto(`/admin/building/${building.id}/media`);
    await session.page.getByRole('heading', { name: `Médias — ${building.name}` }).waitFor();
    const noneYet = session.page.getByTestId('outlines-without-unit');
    await expect.poll(() => noneYet.textContent()).not.toContain('GHOST.9.99');
    await keepScreenshot(session.page, 'admin-media-before');

    const start = Date.now();
    const card = session.page.locator('.mantine-Paper-root', { hasText: 'Fichier des contours' });
    await card.locator('input[type=file]').setInputFiles({
      name: 'index.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(changed)),
    });
    await card.getByText('Envoi terminé', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Envoyer' }).click();
    await expectToast(session.page, 'Fichiers envoyés');
    await expect
      .poll(() => session.page.getByTestId('outlines-without-unit').textContent())
      .toContain('GHOST.9.99');
    await expect
      .poll(() => session.page.getByTestId('units-without-outline').textContent())
      .toContain(removed!.name);
    console.log(`polygon file uploaded and checked: ${since(start)}`);

    const slider = session.page.getByRole('slider');
    await slider.focus();
    for (let step = 0; step < 5; step++) await session.page.keyboard.press('ArrowRight');
    await expect.poll(() => session.page.locator('canvas').getAttribute('data-frame')).toBe('5');
    await keepScreenshot(session.page, 'admin-media-after');
  });
});
