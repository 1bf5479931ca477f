import { describe, expect, it } from 'vitest';
import { keepScreenshot } from '../support/browser.ts';
import { useAppSession, useFreshPages } from '../support/desktop-session.ts';
import { apiCall, expectToast, signIn, since } from './admin-session.ts';

type Named = { id: number; name: string; email?: string };

const app = useAppSession();
const freshPage = useFreshPages(app);

describe('a corporation admin', () => {
  it('finds no trace of another corporation', async () => {
    // What Horizon owns, as root sees it.
    const rootPage = await freshPage();
    await signIn(rootPage, 'root@vitrine.test', '/admin/corporations');
    const meuse = await apiCall<{ data: Named[] }>(rootPage, 'GET', '/api/corporations?filter[name]=Meuse');
    const meuseId = meuse.data[0]?.id;
    expect(meuseId).toBeTypeOf('number');
    const others = await apiCall<{ data: (Named & { domain?: { corporation_id: number } })[] }>(
      rootPage,
      'GET',
      '/api/projects?pagination=0&include=domain',
    );
    const foreignProjects = others.data.filter((project) => project.domain?.corporation_id !== meuseId);
    expect(foreignProjects.length).toBeGreaterThan(0);
    const foreignUsers = (
      await apiCall<{ data: Named[] }>(rootPage, 'GET', '/api/users?pagination=0')
    ).data.filter((user) => user.email?.endsWith('@horizon.test'));
    expect(foreignUsers.length).toBeGreaterThan(0);

    const start = Date.now();
    const page = await freshPage();
    await signIn(page, 'admin@meuse.test');
    await page.waitForURL(`**/admin/corporation/${meuseId}`);
    const menu = page.getByRole('navigation').last();
    await expect.poll(() => menu.getByRole('link', { name: 'Corporation', exact: true }).count()).toBe(1);
    expect(await menu.getByRole('link', { name: 'Corporations' }).count()).toBe(0);

    await page.getByRole('link', { name: 'Projets' }).click();
    await page.getByRole('heading', { name: 'Projets' }).waitFor();
    await page.locator('tbody tr').first().waitFor();
    const projectsText = (await page.locator('main').textContent()) ?? '';
    for (const project of foreignProjects) expect(projectsText).not.toContain(project.name);
    await keepScreenshot(page, 'admin-meuse-projects');

    await page.getByRole('link', { name: 'Utilisateurs' }).click();
    await page.getByRole('heading', { name: 'Utilisateurs' }).waitFor();
    // the list's rows, not the loading state that comes before them on a busy machine
    await page.locator('tbody tr', { hasText: '@meuse.test' }).first().waitFor();
    const usersText = (await page.locator('main').textContent()) ?? '';
    expect(usersText).not.toContain('@horizon.test');
    expect(usersText).toContain('@meuse.test');

    await page.goto(`/admin/project/${foreignProjects[0]?.id}`);
    await page.waitForURL('**/admin/404');
    await page.getByRole('heading', { name: 'Page introuvable' }).waitFor();
    await keepScreenshot(page, 'admin-meuse-foreign-project');

    await page.goto('/admin/corporations');
    await expectToast(page, 'Accès non autorisé');
    await page.waitForURL(`**/admin/corporation/${meuseId}`);
    console.log(`corporation admin scope checks: ${since(start)}`);
  });

  it('is sent to /login when the session ends, and comes back to the same screen after signing in', async () => {
    const page = await freshPage();
    await signIn(page, 'admin@meuse.test', '/admin/users');
    await page.getByRole('heading', { name: 'Utilisateurs' }).waitFor();
    await page.context().clearCookies();
    await page.getByRole('link', { name: 'Contacts' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/admin/contacts',
    );
    await page.getByLabel('Email').fill('admin@meuse.test');
    await page.getByLabel('Mot de passe').fill('vitrine-demo');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL('**/admin/contacts');
    await page.getByRole('heading', { name: 'Contacts' }).waitFor();
  });
});
