import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { keepScreenshot } from '../support/browser.ts';
import { useDesktopSession } from '../support/desktop-session.ts';
import { apiCall, dragOnto, expectToast, signIn, since } from './admin-session.ts';

const session = useDesktopSession();

async function buildingNames(page: Page): Promise<string[]> {
  return page.locator('tbody tr td:nth-child(3)').allInnerTexts();
}

describe('buildings order', () => {
  it('moves a building by drag and drop, saves it and keeps it after a reload', async () => {
    await signIn(session.page, 'root@vitrine.test', '/admin/projects');
    const projects = await apiCall<{ data: { id: number }[] }>(
      session.page,
      'GET',
      '/api/projects?pagination=0',
    );
    const projectId = projects.data[0]?.id;
    // Two more buildings so the order has something to change.
    for (const name of ['r1', 'r2']) {
      await apiCall(session.page, 'POST', '/api/buildings', {
        name,
        project_id: projectId,
        description: { fr: `Rang ${name}`, en: '' },
      });
    }
    await session.page.goto(`/admin/project/${projectId}`);
    await session.page.locator('tbody tr', { hasText: 'r2' }).waitFor();
    const before = await buildingNames(session.page);
    expect(before.length).toBeGreaterThanOrEqual(3);

    const start = Date.now();
    const last = session.page.locator('tbody tr').last();
    const first = session.page.locator('tbody tr').first();
    await dragOnto(session.page, last, first, { x: 0.5, y: 0.75 });
    await expectToast(session.page, 'Ordre enregistré');
    console.log(`drag and save the buildings order: ${since(start)}`);
    const moved = await buildingNames(session.page);
    expect(moved[0]).toBe(before[before.length - 1]);
    await keepScreenshot(session.page, 'admin-buildings-reordered');

    await session.page.reload();
    await session.page.locator('tbody tr', { hasText: 'r2' }).waitFor();
    expect(await buildingNames(session.page)).toEqual(moved);
  });
});
