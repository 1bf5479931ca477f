import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { useTestApp } from '../../test/test-app.ts';
import { signedInAgent, type TestAgent } from '../auth/test-agent.ts';
import { buildCorporationTree, type CorporationTree, FACTORY_PASSWORD } from '../resources/test-factories.ts';
import { processUpload, uploadId } from './test-uploads.ts';

const SVG_NS = 'xmlns="http://www.w3.org/2000/svg"';

/** SVGs a browser would run script from, or that reach outside the file, when opened directly. */
const HOSTILE_SVGS: [string, string][] = [
  [
    'a namespaced <x:script href>',
    `<svg ${SVG_NS} xmlns:x="http://www.w3.org/2000/svg"><x:script href="/storage/evil.js"/><rect width="1"/></svg>`,
  ],
  ['an <svg onload>', `<svg ${SVG_NS} onload="alert(document.domain)"><rect/></svg>`],
  [
    'a <foreignObject>',
    `<svg ${SVG_NS}><foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" src="javascript:alert(1)"/></foreignObject></svg>`,
  ],
  [
    'a javascript: link',
    `<svg ${SVG_NS} xmlns:xlink="http://www.w3.org/1999/xlink"><a xlink:href="javascript:alert(1)"><rect/></a></svg>`,
  ],
  ['an external <use href>', `<svg ${SVG_NS}><use href="https://evil.example/sprite.svg#a"/></svg>`],
  [
    'an <?xml-stylesheet?> instruction',
    `<?xml version="1.0"?><?xml-stylesheet type="text/xsl" href="https://evil.example/x.xsl"?><svg ${SVG_NS}><rect/></svg>`,
  ],
  [
    'a script inside an editor element',
    `<svg ${SVG_NS}><e:layer xmlns:e="urn:editor"><s:script xmlns:s="http://www.w3.org/2000/svg">alert(1)</s:script></e:layer></svg>`,
  ],
  ['a DOCTYPE with entities', `<!DOCTYPE svg [<!ENTITY x "y">]><svg ${SVG_NS}><text>&x;</text></svg>`],
];

describe.each(testDatabases())('SVG blueprints on $name', ({ dialect }) => {
  const ctx = useTestApp(dialect);
  let tree: CorporationTree;
  let admin: TestAgent;

  beforeAll(async () => {
    tree = await buildCorporationTree(ctx.db, 'svg');
    admin = await signedInAgent(ctx.app, tree.adminEmail, FACTORY_PASSWORD);
  });

  it.each(HOSTILE_SVGS)('refuses an SVG blueprint holding %s, in the reader’s language', async (_, svg) => {
    const response = await processUpload(admin, svg, 'plan.svg');
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors.file[0]).toBe(
      'Le fichier envoyé contient du script ou des attributs interdits et a été refusé.',
    );
  });

  it('keeps an editor’s SVG blueprint without its metadata, with its symbols and gradients, and serves it inert', async () => {
    const svg = `<?xml version="1.0"?>
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<svg ${SVG_NS} xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" viewBox="0 0 10 10" inkscape:version="1.3">
  <defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient><symbol id="door"><rect width="2" height="1"/></symbol></defs>
  <g inkscape:label="Walls"><rect width="10" height="10" fill="url(#g)"/><use xlink:href="#door" x="4"/></g>
</svg>`;
    const id = await uploadId(admin, svg, 'plan.svg');
    const saved = await admin.request({
      method: 'PUT',
      url: `/api/units/${tree.unit}`,
      payload: { blueprint2D: [id] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const url = saved.json().data.blueprint2D.url as string;
    expect(url).toMatch(/\.svg$/);
    const served = await ctx.app.inject({ method: 'GET', url, headers: { host: 'elsewhere.example' } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toMatch(/; sandbox$/);
    expect(served.body).not.toContain('inkscape');
    expect(served.body).not.toContain('DOCTYPE');
    expect(served.body).toContain('<use xlink:href="#door" x="4"/>');
    expect(served.body).toContain('<linearGradient id="g">');
  });
});
