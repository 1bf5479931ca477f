import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { keepScreenshot } from '../support/browser.ts';
import { useDesktopSession } from '../support/desktop-session.ts';
import { apiCall, expectToast, signIn, since } from './admin-session.ts';

const session = useDesktopSession();

interface Unit {
  id: number;
  name: string;
  floor_id: number;
  price: number | null;
}

describe('price lists', () => {
  it('exports a price list, edits it, previews and applies the import, and reads the history it left', async () => {
    const { page } = session;
    await signIn(page, 'vente@horizon.test', '/admin/projects');
    const projects = await apiCall<{ data: { id: number }[] }>(page, 'GET', '/api/projects');
    const projectId = projects.data[0]!.id;
    await page.goto(`/admin/project/${projectId}/price-list`);

    const start = Date.now();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exporter en CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`liste-de-prix-${projectId}.csv`);
    const csv = await readFile(await download.path(), 'utf8');
    console.log(`price list export: ${since(start)}, ${csv.length} bytes`);
    const [header, ...lines] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toBe('id;batiment;etage;unite;statut;prix;surface');

    // the first unit with a price: its price goes up by 10 000, typed as staff type it ("615.000")
    const index = lines.findIndex((line) => line.split(';')[5] !== '');
    const cells = lines[index]!.split(';');
    const unitId = Number(cells[0]);
    const unit = (await apiCall<{ data: Unit }>(page, 'GET', `/api/units/${unitId}`)).data;
    const newPrice = Number(cells[5]!.replace(',', '.')) + 10_000;
    const typed = new Intl.NumberFormat('de-DE').format(newPrice);
    cells[5] = typed;
    lines[index] = cells.join(';');
    lines.push('999999;;;;Vendu;100000;50', `${lines[0]!.split(';')[0]};;;;Vendu;beaucoup;50`);
    const edited = `\uFEFF${[header, ...lines].join('\r\n')}\r\n`;

    await page.locator('input[type="file"]').setInputFiles({
      name: 'liste-modifiee.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(edited, 'utf8'),
    });
    await page.getByRole('button', { name: 'Lire le fichier' }).click();
    const changes = page.getByRole('table', { name: /changement\(s\)/ });
    await changes.waitFor();
    const row = changes.locator('tr', { hasText: unit.name });
    await expect.poll(() => row.locator('td').nth(2).textContent()).toBe('Prix');
    expect(await row.locator('td').nth(4).textContent()).toBe(
      `${new Intl.NumberFormat('fr-BE').format(newPrice)}\u00a0€`,
    );
    const refused = page.getByRole('table', { name: /ligne\(s\) refusée\(s\)/ });
    await refused
      .getByRole('cell', { name: 'Unité inconnue « 999999 » (pas une unité de ce projet)' })
      .waitFor();
    expect(await refused.locator('tbody tr').count()).toBe(2);
    await keepScreenshot(page, 'admin-price-list-preview');

    // nothing is written before "Appliquer"
    expect((await apiCall<{ data: Unit }>(page, 'GET', `/api/units/${unitId}`)).data.price).toBe(unit.price);
    await page.getByRole('button', { name: 'Appliquer' }).click();
    await expectToast(page, '1 changement(s) appliqué(s)');
    expect((await apiCall<{ data: Unit }>(page, 'GET', `/api/units/${unitId}`)).data.price).toBe(newPrice);

    await page.goto(`/admin/unit/${unitId}`);
    const history = page.getByRole('table', { name: 'Historique des statuts et prix' });
    await history.waitFor();
    const change = history.locator('tbody tr').first();
    const texts = (await change.locator('td').allTextContents()).map((text) => text.trim());
    expect(texts.slice(1)).toEqual([
      'Prix',
      `${new Intl.NumberFormat('fr-BE').format(unit.price!)}\u00a0€`,
      `${new Intl.NumberFormat('fr-BE').format(newPrice)}\u00a0€`,
      'Import',
      expect.stringMatching(/\S/),
    ]);
    expect(texts[0]).toMatch(/^\d{2}\/\d{2}\/\d{4}/);
    await history.scrollIntoViewIfNeeded();
    await keepScreenshot(page, 'admin-unit-history');

    await page.goto(`/admin/floor/${unit.floor_id}`);
    const floorHistory = page.getByRole('table', { name: 'Historique de l’étage' });
    await floorHistory.locator('tr', { hasText: unit.name }).first().waitFor();
  });
});
