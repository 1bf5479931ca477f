import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { recutPreviewPath, recutTilePath, tileSpan } from '@vitrine/core/krpano/tile-grid';
import { storageLayout } from '@vitrine/core/storage-layout';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { useTestApp } from '../../test/test-app.ts';
import { signedInAgent, type TestAgent } from '../auth/test-agent.ts';
import { buildCorporationTree, type CorporationTree, FACTORY_PASSWORD } from '../resources/test-factories.ts';
import { multipartBody } from '../uploads/test-uploads.ts';
import { faceColour, krpanoTourEntries } from './test-krpano-tour.ts';
import { buildZip } from './test-zip.ts';

type Entries = { name: string; content: Buffer | string }[];

/** The colour at the centre of a stored JPEG. */
async function centreColour(file: string): Promise<number[]> {
  const image = sharp(readFileSync(file));
  const { width = 0, height = 0 } = await image.metadata();
  const { data } = await image
    .extract({ left: Math.floor(width / 2), top: Math.floor(height / 2), width: 1, height: 1 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return [...data.subarray(0, 3)];
}

describe.each(testDatabases())('the per-scene report of a krpano tour upload on $name', ({ dialect }) => {
  const ctx = useTestApp(dialect);
  let tree: CorporationTree;
  let other: CorporationTree;
  let admin: TestAgent;
  let entries: Entries;
  const upload = (domain: number, files: Entries, language = 'fr') => {
    const body = multipartBody([{ name: 'file', filename: 'tour.zip', content: buildZip(files) }]);
    return admin.request({
      method: 'POST',
      url: `/api/domains/${domain}/tours/1`,
      payload: body.payload,
      headers: { ...body.headers, 'accept-language': language },
    });
  };

  beforeAll(async () => {
    tree = await buildCorporationTree(ctx.db, 'report');
    other = await buildCorporationTree(ctx.db, 'report-other');
    admin = await signedInAgent(ctx.app, tree.adminEmail, FACTORY_PASSWORD);
    entries = await krpanoTourEntries();
  });

  it('reads every scene of a MAKE VTOUR export (included scene, padded tiles) as tiled, with no problem', async () => {
    const response = await upload(tree.domain, entries);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.includesMissing).toEqual([]);
    expect(response.json().data.scenes).toEqual([
      { name: 'cuisine', title: 'La cuisine', shownAs: 'tiles', faceSize: 1280, problems: [] },
      { name: 'salon', title: 'Le salon', shownAs: 'tiles', faceSize: 1280, problems: [] },
    ]);
  });

  it("moves the site's data version, so that rendered pages look for the new tour at once", async () => {
    const etagOfSite = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/domain', headers: { host: 'report.example.test' } }))
        .headers.etag;
    const before = await etagOfSite();
    expect(before).toBeTruthy();
    const response = await upload(tree.domain, entries);
    expect(response.statusCode, response.body).toBe(200);
    expect(await etagOfSite()).not.toBe(before);
  });

  it('re-cuts each level into a power-of-two grid with the pixels where krpano had them', async () => {
    const folder = join(ctx.config.storageDir, storageLayout.tourFolder(tree.domain, 1));
    // Level 1 (1280 px, 3 × 3 krpano tiles of 512, the last ones 256) becomes 2 × 2 tiles of 640 px.
    const [top, bottom] = tileSpan(1280, 2, 1);
    const [left, right] = tileSpan(1280, 2, 1);
    expect([left, right]).toEqual([640, 1280]);
    const tile = join(folder, recutTilePath(1, 1, 'right', 1, 1));
    expect(await sharp(readFileSync(tile)).metadata()).toMatchObject({
      width: right - left,
      height: bottom - top,
    });
    const expected = faceColour(2, Math.floor((left + right) / 2), Math.floor((top + bottom) / 2), 1280);
    const actual = await centreColour(tile);
    for (const [channel, value] of actual.entries()) {
      expect(Math.abs(value - expected[channel]!)).toBeLessThan(10);
    }
    // The vertical cube strip became six faces in a row.
    const preview = await sharp(readFileSync(join(folder, recutPreviewPath(0)))).metadata();
    expect([preview.width, preview.height]).toEqual([256 * 6, 256]);
  });

  it('names, by scene, what the visitor will not see, and the included files missing', async () => {
    const broken = entries
      .filter((entry) => !entry.name.includes('salon.tiles/f/l2/02/'))
      .map((entry) =>
        entry.name === 'vtour/scenes/cuisine.xml'
          ? {
              name: entry.name,
              content: `<krpano><include url="gone.xml"/><scene name="cuisine"><image><sphere url="../panos/c.jpg" multires="512,1024,2048"/></image><hotspot name="x" onclick="loadscene('cave')"/></scene></krpano>`,
            }
          : entry,
      );
    const response = await upload(tree.domain, broken, 'en');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.includesMissing).toEqual(['scenes/gone.xml']);
    expect(response.json().data.scenes).toEqual([
      {
        name: 'cuisine',
        title: 'cuisine',
        shownAs: null,
        faceSize: null,
        problems: [{ code: 'tiledSphere' }, { code: 'brokenLink', target: 'cave' }],
      },
      {
        name: 'salon',
        title: 'Le salon',
        shownAs: 'tiles',
        faceSize: 1280,
        problems: [{ code: 'missingFiles', count: 3, first: 'panos/salon.tiles/f/l2/02/l2_f_02_001.jpg' }],
      },
    ]);
  });

  it('reports a tour of whole images and a scene of another kind than the rest', async () => {
    const jpeg = await sharp({ create: { width: 64, height: 32, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer();
    const response = await upload(tree.domain, [
      {
        name: 'tour.xml',
        content:
          '<krpano><scene name="a"><image><sphere url="a.jpg"/></image></scene><scene name="b"><image><cube url="b_%s.jpg"/></image></scene><scene name="c"><image><sphere url="missing.jpg"/></image></scene></krpano>',
      },
      { name: 'a.jpg', content: jpeg },
    ]);
    expect(response.json().data.scenes).toEqual([
      { name: 'a', title: 'a', shownAs: 'sphere', faceSize: null, problems: [] },
      { name: 'b', title: 'b', shownAs: null, faceSize: null, problems: [{ code: 'otherKind' }] },
      {
        name: 'c',
        title: 'c',
        shownAs: 'sphere',
        faceSize: null,
        problems: [{ code: 'missingFiles', count: 1, first: 'missing.jpg' }],
      },
    ]);
  });

  it('re-cuts no face whose tiles the archive lacks: a tour.xml cannot make the server draw empty faces', async () => {
    const started = Date.now();
    const response = await upload(tree.domain, [
      {
        name: 'tour.xml',
        content:
          '<krpano><scene name="huge"><image><cube url="t/%s/l%l/%v_%h.jpg" multires="512,16384"/></image></scene></krpano>',
      },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.scenes[0].problems).toEqual([
      { code: 'missingFiles', count: 6 * 32 * 32, first: 't/l/l1/1_1.jpg' },
    ]);
    expect(Date.now() - started).toBeLessThan(5000);
    const folder = join(ctx.config.storageDir, storageLayout.tourFolder(tree.domain, 1));
    expect(
      readdirSync(folder, { recursive: true }).filter((name) => String(name).endsWith('_0_0.jpg')),
    ).toEqual([]);
  });

  it('refuses another corporation’s domain and writes nothing there', async () => {
    const response = await upload(other.domain, entries);
    expect(response.statusCode).toBe(404);
  });
});
