import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { useTestApp } from '../../test/test-app.ts';
import { signedInAgent, type TestAgent } from '../auth/test-agent.ts';
import { buildCorporationTree, type CorporationTree, FACTORY_PASSWORD } from '../resources/test-factories.ts';
import { uploadId } from './test-uploads.ts';

/** A smooth picture: large in pixels, light in bytes. */
function gradientPng(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      pixels.fill(Math.floor((x / width) * 255), (y * width + x) * 3, (y * width + x) * 3 + 3);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** Noise: a PNG that stays heavy however it is compressed (about 30 MB at 3400 × 3000). */
function noisePng(width: number, height: number) {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

describe.each(testDatabases())('upload limits per use on $name', ({ dialect }) => {
  const ctx = useTestApp(dialect);
  let tree: CorporationTree;
  let admin: TestAgent;
  let logo: number;

  beforeAll(async () => {
    tree = await buildCorporationTree(ctx.db, 'uses');
    admin = await signedInAgent(ctx.app, tree.adminEmail, FACTORY_PASSWORD);
    const row = await ctx.db
      .insertInto('settings')
      .values({ name: 'upper-left-logo', type: 'image', value: null, domain_id: tree.domain })
      .returning('id')
      .executeTakeFirstOrThrow();
    logo = Number(row.id);
  });

  const imagePath = async () =>
    (
      await ctx.db
        .selectFrom('settings')
        .select('image_path')
        .where('id', '=', logo)
        .executeTakeFirstOrThrow()
    ).image_path;

  it('scales a 3000-pixel logo down to 1200 pixels on arrival, in its own format', async () => {
    const id = await uploadId(admin, await gradientPng(3000, 1500), 'logo.png');
    const saved = await admin.request({
      method: 'PUT',
      url: `/api/settings/${logo}`,
      payload: { image: [id] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const path = await imagePath();
    const kept = await sharp(join(ctx.dir, 'storage', path!)).metadata();
    expect({ width: kept.width, height: kept.height, format: kept.format }).toEqual({
      width: 1200,
      height: 600,
      format: 'png',
    });
  });

  it('refuses a 30 MB logo that is still too heavy once scaled down, with a message, and keeps the logo', async () => {
    const before = await imagePath();
    const heavy = await noisePng(3400, 3000);
    expect(heavy.length).toBeGreaterThan(30 * 1000 * 1000);
    const id = await uploadId(admin, heavy, 'huge-logo.png');
    const refused = await admin.request({
      method: 'PUT',
      url: `/api/settings/${logo}`,
      payload: { image: [id] },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.image[0]).toMatch(
      /^Le fichier image pèse [\d.]+ Mo une fois réduit à 1200 pixels : 2 Mo au plus pour cet usage\./,
    );
    expect(await imagePath()).toBe(before);
  });

  it('keeps a picture already within its use as sent', async () => {
    const small = await gradientPng(800, 400);
    const id = await uploadId(admin, small, 'small.png');
    await admin.request({ method: 'PUT', url: `/api/settings/${logo}`, payload: { image: [id] } });
    const kept = await sharp(join(ctx.dir, 'storage', (await imagePath())!)).metadata();
    expect(kept.width).toBe(800);
  });
});
