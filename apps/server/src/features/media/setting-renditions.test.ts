import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { useTestApp } from '../../test/test-app.ts';
import { signedInAgent, type TestAgent } from '../auth/test-agent.ts';
import { bumpContentVersions } from '../domain/content-versions.ts';
import { buildCorporationTree, type CorporationTree, FACTORY_PASSWORD } from '../resources/test-factories.ts';
import { uploadId } from '../uploads/test-uploads.ts';
import { addMissingSettingRenditions } from './setting-renditions.ts';

// biome-ignore lint/suspicious/noExplicitAny: tests walk the JSON answer freely
type Json = Record<string, any>;

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#4a7' } })
    .jpeg()
    .toBuffer();

describe.each(testDatabases())('screen-size renditions of a setting picture on $name', ({ dialect }) => {
  const ctx = useTestApp(dialect);
  let tree: CorporationTree;
  let admin: TestAgent;
  const host = 'renditions.example.test';

  beforeAll(async () => {
    tree = await buildCorporationTree(ctx.db, 'renditions');
    admin = await signedInAgent(ctx.app, tree.adminEmail, FACTORY_PASSWORD);
  });

  const publicImage = async (name: string) => {
    const answer = await ctx.app.inject({ method: 'GET', url: '/domain', headers: { host } });
    expect(answer.statusCode).toBe(200);
    return (answer.json().data.settings as Json[]).find((setting) => setting.name === name)?.image;
  };

  /** The domain's setting `name` with an uploaded picture, as the settings screen saves it. */
  const createPictureSetting = async (name: string, content: Buffer, fileName: string) => {
    const created = await admin.request({
      method: 'POST',
      url: '/api/settings',
      payload: {
        name,
        type: 'image',
        domain_id: tree.domain,
        image: [await uploadId(admin, content, fileName)],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    return created;
  };

  const widthOf = async (url: string) => {
    const file = await ctx.app.inject({ method: 'GET', url });
    expect(file.statusCode, url).toBe(200);
    return (await sharp(file.rawPayload).metadata()).width;
  };

  it('makes 480, 960 and 1920 px renditions of an uploaded contact picture and lists them in the public /domain', async () => {
    await createPictureSetting('contact-image', await picture(2400, 1350), 'facade.jpg');
    const image = await publicImage('contact-image');
    expect(Object.keys(image.responsiveUrls)).toEqual(['480', '960', '1920']);
    for (const [width, url] of Object.entries(image.responsiveUrls as Record<string, string>))
      expect(await widthOf(url)).toBe(Number(width));
    expect(await widthOf(image.url)).toBe(2400);
  });

  it('replaces the renditions with the picture, and never makes one wider than the picture', async () => {
    const before = await publicImage('contact-image');
    const id = (
      await ctx.db
        .selectFrom('settings')
        .select('id')
        .where('name', '=', 'contact-image')
        .executeTakeFirstOrThrow()
    ).id;
    const saved = await admin.request({
      method: 'PUT',
      url: `/api/settings/${id}`,
      payload: { image: [await uploadId(admin, await picture(800, 450), 'petite.jpg')] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await publicImage('contact-image');
    expect(await widthOf(after.responsiveUrls['480'])).toBe(480);
    expect(await widthOf(after.responsiveUrls['1920'])).toBe(800);
    const gone = await ctx.app.inject({ method: 'GET', url: before.responsiveUrls['960'] });
    expect(gone.statusCode).toBe(404);
  });

  it('lists no renditions for a logo, which keeps its own size', async () => {
    await createPictureSetting('secondary-logo', await picture(600, 200), 'logo.jpg');
    expect((await publicImage('secondary-logo')).responsiveUrls).toBeUndefined();
  });

  it('gives a splash picture stored before renditions existed its renditions at start-up', async () => {
    await ctx.app.storageDriver.put('files/branding/old-splash.jpg', await picture(1600, 900), 'image/jpeg');
    await ctx.db
      .insertInto('settings')
      .values({
        domain_id: tree.domain,
        name: 'splash-image',
        type: 'image',
        image_path: 'files/branding/old-splash.jpg',
      })
      .execute();
    await bumpContentVersions(ctx.db, [tree.domain]);
    expect((await publicImage('splash-image')).responsiveUrls).toBeUndefined();

    expect(await addMissingSettingRenditions(ctx.db, ctx.app.storageDriver)).toBe(1);
    const image = await publicImage('splash-image');
    expect(await widthOf(image.responsiveUrls['960'])).toBe(960);
    expect(await widthOf(image.url)).toBe(1600);
    expect(await addMissingSettingRenditions(ctx.db, ctx.app.storageDriver)).toBe(0);
    // a fresh database on the same storage (a demo seeded again) reuses the copy made the first time
    await ctx.db
      .updateTable('settings')
      .set({ image_path: 'files/branding/old-splash.jpg' })
      .where('name', '=', 'splash-image')
      .execute();
    expect(await addMissingSettingRenditions(ctx.db, ctx.app.storageDriver)).toBe(1);
    await bumpContentVersions(ctx.db, [tree.domain]);
    expect((await publicImage('splash-image')).url).toBe(image.url);
  });
});
