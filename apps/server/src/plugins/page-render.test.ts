import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ALL_DOMAINS, bumpContentVersions, touchContentOf } from '../features/domain/content-versions.ts';
import { DEMO_HOST, demoFixture, OTHER_HOST } from '../test/demo-fixture.ts';
import { useTestApp } from '../test/test-app.ts';
import { isStillTrue, lookForTours, type RenderedPublicPage, spliceRenderedPage } from './page-render.ts';

const PRELOAD =
  '<link rel="preload" href="/domain?include=pages" as="fetch" crossorigin="use-credentials" data-public-preload />\n';
const INDEX = `<!doctype html>
<html lang="fr">
  <head>
    ${PRELOAD}<title>Vitrine</title>
  </head>
  <body>
    <div id="root"><!--app-->
      <div class="spinner-screen"></div>
    <!--/app--></div>
    <script type="module" src="/assets/index-1.js"></script>
  </body>
</html>`;

/** Vite's manifest of the client build: the contact page's chunk and what it imports. */
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', css: ['assets/index-1.css'] },
  'src/pages/ContactPage.tsx': {
    file: 'assets/ContactPage-2.js',
    imports: ['index.html', '_captcha-3.js'],
    css: ['assets/ContactPage-2.css'],
  },
  '_captcha-3.js': { file: 'assets/captcha-3.js', css: ['assets/captcha-3.css'] },
};

/**
 * A stand-in for the web app's server bundle (apps/web/dist-ssr/entry-server.js) with the same
 * default export (PageRenderBundle): it records what the server gave it and answers by the path.
 */
const FAKE_BUNDLE = `
const DOMAIN_URL = '/domain?translatable=1&include=settings';
function renderedCookies(cookies) {
  return cookies.split(';').map((part) => part.trim()).filter((part) => part.startsWith('vitrine-')).join('; ');
}
function languageOfCookies(cookies) {
  return /vitrine-lang=en/.test(cookies) ? 'en' : null;
}
function tourFileUrls(domain) {
  return ['/storage/domains/' + domain.id + '/cyclorama/tour.xml', '/storage/domains/' + domain.id + '/vtour/1/tour.xml'];
}
async function renderPublicPage(input) {
  globalThis.renderInputs.push(input);
  if (input.url === '/broken') throw new Error('a component failed');
  const lead = '<link rel="preload" as="image" href="/storage/splash.jpg"/>';
  return {
    status: input.url.startsWith('/nope') ? 404 : 200,
    redirectTo: input.url === '/gallery' ? '/orbital' : null,
    modules: input.url === '/contact' ? ['src/pages/ContactPage.tsx'] : [],
    rootHtml: lead + '<h1>' + input.domain.name + ' <script>x</script></h1>',
    dataScript: '<script type="application/json" id="vitrine-state">{}</script>',
    language: input.language,
    title: input.domain.title || null,
    rootStyle: '--main-color:#123456',
    sharedUnit: input.url.startsWith('/shared/') ? { title: 'A01', description: 'T2', unitId: 7 } : undefined,
  };
}
function renderedUrl(url) {
  const [path, query = ''] = url.split('?');
  const sent = new URLSearchParams(query);
  const kept = ['showUnit', 'custom-css'].filter((name) => sent.has(name)).map((name) => name + '=' + sent.get(name));
  return kept.length > 0 ? path + '?' + kept.join('&') : path;
}
export default { DOMAIN_URL, renderedUrl, renderedCookies, languageOfCookies, tourFileUrls, renderPublicPage };
`;

declare global {
  var renderInputs: { url: string; host: string; language: string; available: Record<string, boolean> }[];
}

describe('public pages rendered on the server', () => {
  const ctx = useTestApp('sqlite', {
    seed: demoFixture,
    webFiles: { 'index.html': INDEX, '.vite/manifest.json': JSON.stringify(MANIFEST) },
    // the fixture's first domain (the demo site) gets id 1
    storageFiles: { 'domains/1/cyclorama/tour.xml': '<krpano><scene name="a"/></krpano>' },
  });
  const bundleDir = () => join(ctx.dir, 'dist-ssr');
  const page = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers: { host: DEMO_HOST, accept: 'text/html', ...headers } });

  beforeAll(() => {
    mkdirSync(bundleDir(), { recursive: true });
    writeFileSync(join(bundleDir(), 'entry-server.js'), FAKE_BUNDLE);
  });
  afterEach(() => {
    globalThis.renderInputs = [];
  });
  globalThis.renderInputs = [];

  it("puts the rendered page in #root, with the host's data, language, title and colours", async () => {
    const response = await page('/orbital?showUnit=true', { cookie: 'vitrine-lang=en' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toContain('Cookie');
    const html = response.body;
    expect(html).toContain('<html lang="en" style="--main-color:#123456">');
    expect(html).toContain('<div id="root" data-ssr><h1>Démo <script>x</script></h1></div>');
    expect(html).toContain('<script type="application/json" id="vitrine-state">{}</script>');
    expect(html).not.toContain('spinner-screen');
    // the data travels in the page: no preload of it; React's image preloads go up to <head>
    expect(html).not.toContain('data-public-preload');
    expect(html).toMatch(/<link rel="preload" as="image" href="\/storage\/splash.jpg"\/><\/head>/);

    const [input] = globalThis.renderInputs;
    expect(input?.url).toBe('/orbital?showUnit=true');
    expect(input?.host).toBe(DEMO_HOST);
    expect(input?.language).toBe('en');
    // the tour files the header looks for were checked: the cyclorama is there, tour 1 is not
    expect(input?.available).toEqual({
      '/storage/domains/1/cyclorama/tour.xml': true,
      '/storage/domains/1/vtour/1/tour.xml': false,
    });
  });

  it("gives each Host its own site's page, in any order and case, and one that is no site none of theirs", async () => {
    const siteOf = async (host: string) => {
      const response = await page('/hosts', { host });
      return response.body.match(/<div id="root" data-ssr><h1>(\S+)/)?.[1] ?? response.statusCode;
    };
    // one after the other, twice: a page kept for one site is never given to another
    for (let round = 0; round < 2; round++) {
      expect(await siteOf(DEMO_HOST)).toBe('Démo');
      expect(await siteOf(OTHER_HOST)).toBe('Autre');
      expect(await siteOf(`${OTHER_HOST.toUpperCase()}:8443`)).toBe('Autre');
      // no site has this host and the install has two: the plain app, which will find no site
      expect(await siteOf('attacker.example')).toBe(200);
    }
    expect(globalThis.renderInputs.map((input) => input.host)).toEqual([DEMO_HOST, OTHER_HOST]);
  });

  it('puts the site’s own address in a shared unit’s preview tags, never the request’s Host', async () => {
    const { protocol, port } = new URL(ctx.config.appUrl);
    const onSite = await page('/shared/a01?showUnit=true&utm_source=x');
    expect(onSite.body).toContain(
      `<meta property="og:url" content="${protocol}//${DEMO_HOST}:${port}/shared/a01?showUnit=true&amp;utm_source=x">`,
    );
    // the machine's own name reaches the first site by the fallback: the address is APP_URL's
    const viaLocalhost = await page('/shared/a01', { host: 'localhost:1234' });
    expect(viaLocalhost.body).toContain(`<meta property="og:url" content="${ctx.config.appUrl}/shared/a01">`);
    expect(viaLocalhost.body).not.toContain(':1234');
    // a path that looks like another origin stays a path on the site
    const twoSlashes = await page('//attacker.example/shared/a01');
    expect(twoSlashes.body).not.toMatch(/content="https?:\/\/attacker/);
  });

  it('keeps a rendered page until what it depends on changes', async () => {
    await page('/video');
    await page('/video', { cookie: 'session=abc; other=1' });
    // the same page: rendered once (cookies it does not read do not count)
    expect(globalThis.renderInputs).toHaveLength(1);
    await page('/video', { cookie: 'vitrine-lang=en' });
    await page('/video?showUnit=true');
    expect(globalThis.renderInputs).toHaveLength(3);
    // the staff change the site: its data version moves, the page is rendered again
    await ctx.db.updateTable('domains').set({ title: 'Nouveau titre' }).execute();
    await bumpContentVersions(ctx.db, ALL_DOMAINS);
    const changed = await page('/video');
    expect(globalThis.renderInputs).toHaveLength(4);
    expect(changed.body).toContain('<title>Nouveau titre</title>');
    // a tour is stored: the bucket is looked at once per data version, not on every page, so the
    // file alone changes nothing until its upload bumps the site's version (media-routes.ts)
    mkdirSync(join(ctx.dir, 'storage', 'domains', '1', 'vtour', '1'), { recursive: true });
    writeFileSync(join(ctx.dir, 'storage', 'domains', '1', 'vtour', '1', 'tour.xml'), '<krpano/>');
    await page('/video');
    expect(globalThis.renderInputs).toHaveLength(4);
    await touchContentOf(ctx.db, 'domains', [1]);
    await page('/video');
    expect(globalThis.renderInputs).toHaveLength(5);
    expect(globalThis.renderInputs[4]?.available).toEqual({
      '/storage/domains/1/cyclorama/tour.xml': true,
      '/storage/domains/1/vtour/1/tour.xml': true,
    });
    // a tour that goes by another way than its upload shows within a minute
    rmSync(join(ctx.dir, 'storage', 'domains', '1', 'vtour', '1', 'tour.xml'));
    await page('/video');
    expect(globalThis.renderInputs).toHaveLength(5);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    try {
      await page('/video');
    } finally {
      vi.useRealTimers();
    }
    expect(globalThis.renderInputs).toHaveLength(6);
    expect(globalThis.renderInputs[5]?.available['/storage/domains/1/vtour/1/tour.xml']).toBe(false);
  });

  it('renders once whatever query parameters the page does not read, and keeps the pages it has', async () => {
    await page('/kept');
    const first = await page('/panorama?showUnit=true');
    // more than the 200 pages kept: each would have been rendered and pushed an older one out
    for (let i = 0; i < 250; i++) {
      const random = Math.random().toString(36).slice(2);
      const response = await page(`/panorama?x=${random}&showUnit=true&utm_${random}=1`);
      expect(response.body).toBe(first.body);
    }
    await page('/panorama?showUnit=true');
    await page('/kept');
    expect(globalThis.renderInputs.map((input) => input.url)).toEqual(['/kept', '/panorama?showUnit=true']);
    // what the render reads still counts, in any order
    await page('/panorama?custom-css=1&showUnit=true');
    await page('/panorama?showUnit=true&custom-css=1&x=2');
    expect(globalThis.renderInputs.map((input) => input.url)).toEqual([
      '/kept',
      '/panorama?showUnit=true',
      '/panorama?showUnit=true&custom-css=1',
    ]);
  });

  it('keeps no page for made-up paths, which would push the others out', async () => {
    await page('/kept');
    for (let i = 0; i < 250; i++) expect((await page(`/nope/${i}`)).statusCode).toBe(404);
    const rendered = globalThis.renderInputs.length;
    await page('/kept');
    expect(globalThis.renderInputs).toHaveLength(rendered);
  });

  it('renders in French without a language cookie', async () => {
    const response = await page('/contact');
    expect(response.body).toContain('<html lang="fr"');
    expect(globalThis.renderInputs[0]?.language).toBe('fr');
  });

  it('links the stylesheets and scripts of the lazy pages it holds, once, in <head>', async () => {
    const html = (await page('/contact')).body;
    const head = html.split('</head>')[0] ?? '';
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/ContactPage-2.css">');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/captcha-3.css">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/ContactPage-2.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/captcha-3.js">');
    // the entry is already in index.html
    expect(html.match(/index-1\.js/g)).toHaveLength(1);
    // a page without lazy parts links nothing more
    expect((await page('/orbital')).body).not.toContain('ContactPage-2');
  });

  it('answers 404 for a path the app does not know, and redirects where the page says so', async () => {
    const missing = await page('/nope');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(missing.body).toContain('data-ssr');
    const moved = await page('/gallery');
    expect(moved.statusCode).toBe(302);
    expect(moved.headers.location).toBe('/orbital');
  });

  it('sends the plain app when the render fails, so that the browser builds the page', async () => {
    const response = await page('/broken');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX);
  });

  it('never renders the back office on the server', async () => {
    const response = await page('/admin/units');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX.replace(PRELOAD, ''));
    expect(globalThis.renderInputs).toEqual([]);
  });

  it('sends the plain app when no bundle is built', async () => {
    rmSync(bundleDir(), { recursive: true });
    const response = await page('/');
    expect(response.body).toBe(INDEX);
  });
});

describe('spliceRenderedPage', () => {
  const rendered: RenderedPublicPage = {
    status: 200,
    redirectTo: null,
    modules: [],
    rootHtml: '<main>Bienvenue</main>',
    dataScript: '<script type="application/json" id="vitrine-state">{}</script>',
    language: 'fr',
    title: 'Les "Quais" & <Meuse>',
    rootStyle: '--main-color:#1e4d5c',
    sharedUnit: null,
  };

  it('escapes the title and keeps the default one when the site has none', () => {
    expect(spliceRenderedPage(INDEX, rendered)).toContain(
      '<title>Les &quot;Quais&quot; &amp; &lt;Meuse&gt;</title>',
    );
    expect(spliceRenderedPage(INDEX, { ...rendered, title: null })).toContain('<title>Vitrine</title>');
  });

  it("gives a unit's page its own title, description and preview picture, escaped, on the page's own address", () => {
    const html = spliceRenderedPage(
      INDEX,
      {
        ...rendered,
        language: 'en',
        sharedUnit: { title: 'B.3.01 — "Quais" <Meuse>', description: 'T3 · 85 m² · €420,000', unitId: 42 },
      },
      '',
      new URL('https://quais.example.be/orbital/quais/b/3/B.3.01?showUnit=true'),
    );
    expect(html).toContain('<title>B.3.01 — &quot;Quais&quot; &lt;Meuse&gt;</title>');
    expect(html).toContain('<meta property="og:title" content="B.3.01 — &quot;Quais&quot; &lt;Meuse&gt;">');
    expect(html).toContain('<meta name="description" content="T3 · 85 m² · €420,000">');
    expect(html).toContain(
      '<meta property="og:url" content="https://quais.example.be/orbital/quais/b/3/B.3.01?showUnit=true">',
    );
    expect(html).toContain(
      '<meta property="og:image" content="https://quais.example.be/unit/42/preview.jpg?locale=en">',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html.indexOf('og:image')).toBeLessThan(html.indexOf('</head>'));
    // other pages keep the site's title and carry no preview
    expect(spliceRenderedPage(INDEX, rendered, '', new URL('https://quais.example.be/'))).not.toContain(
      'og:',
    );
  });

  it('inserts text with $ signs as it is', () => {
    const html = spliceRenderedPage(INDEX, { ...rendered, rootHtml: '<p>450 000 $&amp; $1</p>' });
    expect(html).toContain('<div id="root" data-ssr><p>450 000 $&amp; $1</p></div>');
  });
});

describe("the look at a site's tour files", () => {
  const answer = (statusCode: number) => async () => ({
    statusCode,
    headers: { 'content-type': statusCode === 200 ? 'application/xml' : 'text/plain' },
  });
  const urls = ['/storage/domains/1/cyclorama/tour.xml'];

  it('holds while every answer was a 200 or a 404', async () => {
    expect(await isStillTrue(lookForTours(urls, answer(200)))).toBe(true);
    expect(await isStillTrue(lookForTours(urls, answer(404)))).toBe(true);
  });

  it('is asked again at the next page when the bucket failed, not kept for the whole version', async () => {
    const failed = lookForTours(urls, answer(503));
    expect((await failed.result).available).toEqual({ [urls[0]!]: false });
    expect(await isStillTrue(failed)).toBe(false);
    const thrown = lookForTours(urls, async () => {
      throw new Error('bucket down');
    });
    expect(await isStillTrue(thrown)).toBe(false);
  });
});
