import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { useTestApp } from '../../test/test-app.ts';
import { agentFor, signedInAgent, type TestAgent } from '../auth/test-agent.ts';
import { buildCorporationTree, type CorporationTree, FACTORY_PASSWORD } from '../resources/test-factories.ts';

const INDEX =
  '<!doctype html><html><head><title>Vitrine</title></head><body><div id="root"></div></body></html>';

const frameAncestors = (csp: unknown) => /frame-ancestors ([^;]*)/.exec(String(csp))?.[1];

describe.each(testDatabases())('the embed page and its origins on $name', ({ dialect }) => {
  const ctx = useTestApp(dialect, { webFiles: { 'index.html': INDEX } });
  let mine: CorporationTree;
  let theirs: CorporationTree;
  let admin: TestAgent;

  beforeAll(async () => {
    mine = await buildCorporationTree(ctx.db, 'emb');
    theirs = await buildCorporationTree(ctx.db, 'autre');
    admin = await signedInAgent(ctx.app, mine.adminEmail, FACTORY_PASSWORD);
  });

  const originsOf = async (domainId: number) =>
    (
      await ctx.db
        .selectFrom('embed_origins')
        .select('origin')
        .where('domain_id', '=', domainId)
        .orderBy('id')
        .execute()
    ).map((row) => row.origin);
  const page = (url: string, host: string) =>
    ctx.app.inject({ method: 'GET', url, headers: { host, accept: 'text/html' } });

  it("lets exactly the site's listed origins frame its embed page, written as browsers send them", async () => {
    const saved = await admin.request({
      method: 'PUT',
      url: `/api/domains/${mine.domain}/embed`,
      payload: {
        origins: ['https://WWW.Promoteur.be/', 'http://localhost:3000', 'https://www.promoteur.be'],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual({
      domain_id: mine.domain,
      origins: ['https://www.promoteur.be', 'http://localhost:3000'],
      site_origin: expect.stringMatching(/^https?:\/\/emb\.example\.test(:\d+)?$/),
      projects: [{ id: mine.project, name: 'Projet emb', embed_path: '/embed/orbital/projet-emb' }],
    });

    const embed = await page('/embed/orbital/projet-emb', 'emb.example.test');
    expect(embed.statusCode).toBe(200);
    expect(frameAncestors(embed.headers['content-security-policy'])).toBe(
      'https://www.promoteur.be http://localhost:3000',
    );
    expect(embed.headers['x-frame-options']).toBeUndefined();
    // the bridge reads the same list
    expect(embed.body).toContain(
      '<meta name="vitrine-embed-origins" content="[&quot;https://www.promoteur.be&quot;,&quot;http://localhost:3000&quot;]">',
    );

    const read = await admin.request({ method: 'GET', url: `/api/domains/${mine.domain}/embed` });
    expect(read.json().data.origins).toEqual(['https://www.promoteur.be', 'http://localhost:3000']);
  });

  it('keeps refusing frames on the normal pages, and everywhere on a site that lists no origin', async () => {
    for (const url of ['/', '/orbital/projet-emb', '/contact', '/admin']) {
      const normal = await page(url, 'emb.example.test');
      expect(frameAncestors(normal.headers['content-security-policy']), url).toBe("'self'");
      expect(normal.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
    const other = await page('/embed/orbital/projet-autre', 'autre.example.test');
    expect(frameAncestors(other.headers['content-security-policy'])).toBe("'none'");
    expect(other.headers['x-frame-options']).toBe('DENY');
    expect(other.body).toContain('content="[]"');
  });

  it('refuses a list holding something else than origins with a message under each bad one, and keeps the list', async () => {
    const response = await admin.request({
      method: 'PUT',
      url: `/api/domains/${mine.domain}/embed`,
      headers: { 'accept-language': 'fr' },
      payload: {
        origins: ['https://ok.be', 'https://www.promoteur.be/page', '*', "https://a.be 'unsafe-inline'"],
      },
    });
    expect(response.statusCode).toBe(422);
    const { errors } = response.json();
    expect(Object.keys(errors).sort()).toEqual(['origins.1', 'origins.2', 'origins.3']);
    expect(errors['origins.1']).toEqual([
      'Le champ origine doit être une origine seule, sans chemin : https://www.exemple.be ou http://localhost:3000.',
    ]);
    expect(await originsOf(mine.domain)).toEqual(['https://www.promoteur.be', 'http://localhost:3000']);

    const english = await admin.request({
      method: 'PUT',
      url: `/api/domains/${mine.domain}/embed?locale=en`,
      payload: { origins: 'https://ok.be' },
    });
    expect(english.statusCode).toBe(422);
    expect(Object.keys(english.json().errors)).toEqual(['origins']);
  });

  it('lets no sales user, no admin of another corporation and no forged call change the origins', async () => {
    const attempt = { origins: ['https://evil.test'] };
    const sales = await signedInAgent(ctx.app, mine.userEmail, FACTORY_PASSWORD);
    const salesPut = await sales.request({
      method: 'PUT',
      url: `/api/domains/${mine.domain}/embed`,
      payload: attempt,
    });
    expect(salesPut.statusCode).toBe(403);
    expect(
      (await sales.request({ method: 'GET', url: `/api/domains/${mine.domain}/embed` })).statusCode,
    ).toBe(403);

    const rival = await signedInAgent(ctx.app, theirs.adminEmail, FACTORY_PASSWORD);
    const rivalPut = await rival.request({
      method: 'PUT',
      url: `/api/domains/${mine.domain}/embed`,
      payload: attempt,
    });
    expect(rivalPut.statusCode).toBe(404);
    expect(
      (await rival.request({ method: 'GET', url: `/api/domains/${mine.domain}/embed` })).statusCode,
    ).toBe(404);
    expect((await rival.request({ method: 'GET', url: '/api/domains/99999999999/embed' })).statusCode).toBe(
      404,
    );

    const anonymous = await agentFor(ctx.app).request({
      method: 'GET',
      url: `/api/domains/${mine.domain}/embed`,
    });
    expect(anonymous.statusCode).toBe(401);

    // the admin's own session, without the CSRF token (a page elsewhere posting with its cookie)
    const forged = await admin.request({
      method: 'PUT',
      url: `/api/domains/${mine.domain}/embed`,
      headers: { 'x-xsrf-token': 'forged' },
      payload: attempt,
    });
    expect(forged.statusCode).toBe(419);
    expect(await originsOf(mine.domain)).toEqual(['https://www.promoteur.be', 'http://localhost:3000']);
  });
});
