import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { storageLayout } from '@vitrine/core/storage-layout';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { useTestApp } from '../../test/test-app.ts';
import { signedInAgent, type TestAgent } from '../auth/test-agent.ts';
import {
  buildCorporationTree,
  buildPicture,
  type CorporationTree,
  FACTORY_PASSWORD,
} from '../resources/test-factories.ts';
import { multipartBody } from '../uploads/test-uploads.ts';
import { buildZip } from './test-zip.ts';

const TOUR_XML =
  '<?xml version="1.0"?>\n<krpano version="1.21"><scene name="a"><image><sphere url="panos/a.jpg"/></image></scene></krpano>\n';

/** The stored-script attack of issue 11: script and pages whose first bytes read as a GIF. */
const POLYGLOTS = [
  { name: 'vtour/evil.js', content: 'GIF89a=1;alert(document.domain)//' },
  { name: 'vtour/evil.html', content: 'GIF89a<script src="evil.js"></script>' },
  {
    name: 'vtour/evil.svg',
    content:
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:x="http://www.w3.org/2000/svg"><x:script href="evil.js"/></svg>',
  },
  { name: 'vtour/evil.xhtml', content: 'GIF89a<html xmlns="http://www.w3.org/1999/xhtml"><script/></html>' },
  { name: 'vtour/panos/evil.gif', content: 'GIF89a<script>alert(1)</script>' },
];

function filesUnder(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

describe.each(testDatabases())('tour archives served inert on $name', ({ dialect }) => {
  const ctx = useTestApp(dialect);
  let tree: CorporationTree;
  let admin: TestAgent;
  let jpeg: Buffer;
  const upload = (url: string, entries: { name: string; content: Buffer | string }[], language = 'fr') => {
    const body = multipartBody([{ name: 'file', filename: 'tour.zip', content: buildZip(entries) }]);
    return admin.request({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, 'accept-language': language },
    });
  };

  beforeAll(async () => {
    tree = await buildCorporationTree(ctx.db, 'inert');
    admin = await signedInAgent(ctx.app, tree.adminEmail, FACTORY_PASSWORD);
    jpeg = await buildPicture(20, 10, 'jpeg');
  });

  it.each([
    ['a tour', () => `/api/domains/${tree.domain}/tours/4`, () => storageLayout.tourFolder(tree.domain, 4)],
    [
      'the cyclorama',
      () => `/api/domains/${tree.domain}/cyclorama`,
      () => storageLayout.cycloramaFolder(tree.domain),
    ],
  ])(
    'keeps no script or page of an archive uploaded as %s, and serves what it keeps inert on any host',
    async (_, url, folderOf) => {
      const folder = folderOf();
      const entries = [
        { name: 'vtour/tour.xml', content: TOUR_XML },
        { name: 'vtour/panos/a.jpg', content: jpeg },
        ...POLYGLOTS,
      ];
      const response = await upload(url(), entries);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.files).toBe(2);
      expect(response.json().data.skipped.sort()).toEqual(POLYGLOTS.map((entry) => entry.name).sort());

      const stored = filesUnder(join(ctx.config.storageDir, folder));
      expect(stored.sort()).toEqual(['panos/a.jpg', 'tour.xml']);
      for (const path of [...stored, 'evil.js', 'evil.html', 'evil.svg', 'panos/evil.gif']) {
        const served = await ctx.app.inject({
          method: 'GET',
          url: `/storage/${encodeURI(`${folder}/${path}`)}`,
          headers: { host: 'another-corporation.example' },
        });
        if (!stored.includes(path)) {
          expect(served.statusCode, path).toBe(404);
          continue;
        }
        expect(served.statusCode, path).toBe(200);
        expect(served.headers['content-type'], path).not.toMatch(/html|javascript|svg/);
        expect(served.headers['x-content-type-options'], path).toBe('nosniff');
        expect(served.headers['content-security-policy'], path).toMatch(/(^|; )sandbox(;|$)/);
        expect(served.headers['content-security-policy'], path).toMatch(/default-src 'none'/);
      }
    },
  );

  it('refuses an archive whose pictures are not what their names say, naming them in the reader’s language', async () => {
    const entries = [
      { name: 'tour.xml', content: TOUR_XML },
      { name: 'panos/a.jpg', content: 'GIF89a<script src="evil.js"></script>' },
      { name: 'panos/b.png', content: jpeg },
      { name: 'panos/c.webp', content: '<html><script>alert(1)</script></html>' },
    ];
    const url = `/api/domains/${tree.domain}/tours/1`;
    const french = await upload(url, entries);
    expect(french.statusCode, french.body).toBe(422);
    const message = french.json().errors.file[0] as string;
    expect(message).toMatch(/^Le fichier envoyé contient des fichiers refusés/);
    expect(message).toContain('panos/a.jpg (image/gif)');
    expect(message).toContain('panos/b.png (image/jpeg)');
    expect(message).toContain('panos/c.webp (?)');
    const english = await upload(url, entries, 'en');
    expect(english.json().errors.file[0]).toMatch(/^The uploaded file holds refused files.*panos\/a\.jpg/);
    expect(readdirSync(join(ctx.config.storageDir, `domains/${tree.domain}/vtour`))).not.toContain('1');
  });

  it.each([
    ['an XHTML page', '<html xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></html>'],
    [
      'an SVG namespace',
      '<krpano><x:script xmlns:x="http://www.w3.org/2000/svg" href="data:,alert(1)"/></krpano>',
    ],
    ['a style sheet instruction', '<?xml-stylesheet type="text/xsl" href="evil.xsl"?><krpano/>'],
    ['a DOCTYPE with entities', '<!DOCTYPE krpano [<!ENTITY x "y">]><krpano>&x;</krpano>'],
    ['a malformed document', '<krpano><scene></krpano>'],
  ])('refuses a tour whose XML holds %s', async (_, xml) => {
    const response = await upload(`/api/domains/${tree.domain}/tours/2`, [
      { name: 'tour.xml', content: TOUR_XML },
      { name: 'skin/skin.xml', content: xml },
    ]);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors.file[0]).toContain('skin/skin.xml (XML)');
  });

  it('keeps a tour whose pictures are JPEG under .jpeg, PNG, WebP and AVIF, each served with its type', async () => {
    const avif = await (await import('sharp')).default(jpeg).avif().toBuffer();
    const response = await upload(`/api/domains/${tree.domain}/tours/3`, [
      { name: 'tour.xml', content: TOUR_XML },
      { name: 'panos/a.JPEG', content: jpeg },
      { name: 'panos/b.png', content: await buildPicture() },
      { name: 'panos/c.webp', content: await buildPicture(8, 8, 'webp') },
      { name: 'panos/d.avif', content: avif },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ files: 5, skipped: [] });
    for (const [file, type] of [
      ['panos/a.JPEG', 'image/jpeg'],
      ['panos/b.png', 'image/png'],
      ['panos/c.webp', 'image/webp'],
      ['panos/d.avif', 'image/avif'],
    ]) {
      const served = await ctx.app.inject({
        method: 'GET',
        url: `/storage/domains/${tree.domain}/vtour/3/${file}`,
      });
      expect(served.statusCode, file).toBe(200);
      expect(served.headers['content-type'], file).toBe(type);
    }
  });

  it('takes a krpano export as it comes: its skin XML and tiles kept, its page, scripts and player left out', async () => {
    const skin = `<?xml version="1.0" encoding="UTF-8"?>
<krpano><action name="skin_startup"><![CDATA[ if(device.mobile, set(layer[skin].scale, 0.5)); ]]></action>
<style name="skin_base" url="vtourskin.png"/><layer name="skin" style="skin_base" onclick="skin_startup();"/></krpano>`;
    const response = await upload(`/api/domains/${tree.domain}/tours/2`, [
      {
        name: 'vtour/tour.xml',
        content: TOUR_XML.replace('<scene', '<include url="skin/vtourskin.xml"/><scene'),
      },
      { name: 'vtour/skin/vtourskin.xml', content: skin },
      { name: 'vtour/skin/vtourskin.png', content: await buildPicture() },
      { name: 'vtour/panos/a.tiles/l1/1/l1_f_1_1.jpg', content: jpeg },
      { name: 'vtour/panos/a.jpg', content: jpeg },
      { name: 'vtour/tour.html', content: '<!DOCTYPE html><script src="tour.js"></script>' },
      { name: 'vtour/tour.js', content: 'function embedpano(){}' },
      { name: 'vtour/tour.swf', content: Buffer.from('FWS\u0009') },
      { name: 'vtour/plugins/webvr.js', content: 'var krpanoplugin=function(){}' },
      { name: '__MACOSX/vtour/._tour.xml', content: 'noise' },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.files).toBe(5);
    expect(response.json().data.skipped.sort()).toEqual([
      'vtour/plugins/webvr.js',
      'vtour/tour.html',
      'vtour/tour.js',
      'vtour/tour.swf',
    ]);
    const skinServed = await ctx.app.inject({
      method: 'GET',
      url: `/storage/domains/${tree.domain}/vtour/2/skin/vtourskin.xml`,
    });
    expect(skinServed.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(skinServed.body).toContain('skin_startup');
  });
});
