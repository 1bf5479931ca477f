import { describe, expect, it } from 'vitest';
import bundle from '../../entry-server.tsx';
import { buildBuilding, buildDomain, buildFloor, buildProject, buildUnit } from '../../test/factories.ts';

const a1 = buildUnit({ name: 'A1', fullname: 'Appartement A1', surface: 84 });
const a2 = buildUnit({ name: 'A2', fullname: 'Appartement A2', surface: 61, status_id: 2 });
const domain = buildDomain({
  projects: [
    buildProject({
      name: 'Sambre',
      buildings: [buildBuilding({ floors: [buildFloor({ units: [a1, a2] })] })],
    }),
  ],
});

const render = (url: string, language: 'fr' | 'en' = 'fr') =>
  bundle.renderPublicPage({ url, host: 'localhost', cookies: '', domain, language, available: {} });

describe('a comparison link opened in a fresh browser', () => {
  it('comes as a page the server has rendered: the units side by side, a sold one marked', async () => {
    const page = await render(`/comparaison/${a2.id}-${a1.id}`);
    expect(page.status).toBe(200);
    expect(page.modules).toContain('src/public/favourites/ComparisonPage.tsx');
    const html = page.rootHtml;
    expect(html).toContain('<h1>Comparaison</h1>');
    expect(html.indexOf('Appartement A2')).toBeLessThan(html.indexOf('Appartement A1'));
    expect(html).toMatch(/<th scope="col" class="is-sold"[^>]*>.*?Appartement A2.*?Vendu/);
    expect(html).toMatch(/84\s+m²/);
  });

  it('in the visitor’s language', async () => {
    const page = await render(`/comparaison/${a1.id}-${a2.id}`, 'en');
    expect(page.rootHtml).toContain('<h1>Comparison</h1>');
    expect(page.rootHtml).toContain('Sold');
  });

  it('renders a made-up link as a page that says it names no unit (a 404, never an error)', async () => {
    const page = await render('/comparaison/%3Cscript%3E-0-99999999999999999999');
    expect(page.status).toBe(404);
    expect(page.rootHtml).toContain('Aucun bien de ce lien n’est proposé sur le site.');
    expect(page.rootHtml).not.toContain('<script>');
  });
});
