import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { useTestApp } from '../../test/test-app.ts';
import { signedInAgent, type TestAgent } from '../auth/test-agent.ts';
import { buildCorporationTree, type CorporationTree, FACTORY_PASSWORD } from '../resources/test-factories.ts';
import { uploadId } from '../uploads/test-uploads.ts';

/** A 600×200 picture in three bands: red, green, blue. */
function threeBands(): Promise<Buffer> {
  const band = (r: number, g: number, b: number, left: number) => ({
    input: { create: { width: 200, height: 200, channels: 3 as const, background: { r, g, b } } },
    left,
    top: 0,
  });
  return sharp({ create: { width: 600, height: 200, channels: 3, background: '#000' } })
    .composite([band(255, 0, 0, 0), band(0, 255, 0, 200), band(0, 0, 255, 400)])
    .png()
    .toBuffer();
}

describe.each(testDatabases())('a user’s avatar on $name', ({ dialect }) => {
  const ctx = useTestApp(dialect);
  let tree: CorporationTree;
  let admin: TestAgent;

  beforeAll(async () => {
    tree = await buildCorporationTree(ctx.db, 'avatars');
    admin = await signedInAgent(ctx.app, tree.adminEmail, FACTORY_PASSWORD);
  });

  async function storedPicture(url: string) {
    const file = await ctx.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    const { data, info } = await sharp(file.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    return { width: info.width, height: info.height, pixel };
  }

  it('is kept as a 200×200 square cut from the middle of the picture, not squashed', async () => {
    const created = await admin.request({
      method: 'POST',
      url: '/api/settings',
      payload: {
        name: 'avatar',
        type: 'image',
        user_id: tree.user,
        image: [await uploadId(admin, await threeBands(), 'portrait.png')],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const picture = await storedPicture(created.json().data.image.url);
    expect([picture.width, picture.height]).toEqual([200, 200]);
    // only the middle (green) band is left: the crop is 1:1, the picture is not stretched
    expect(picture.pixel(2, 100)).toEqual([0, 255, 0]);
    expect(picture.pixel(197, 100)).toEqual([0, 255, 0]);
  });

  it('leaves the pictures of other settings as they were sent', async () => {
    const saved = await admin.request({
      method: 'PUT',
      url: `/api/settings/${tree.settings.domain}`,
      payload: { image: [await uploadId(admin, await threeBands(), 'bandeau.png')] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const picture = await storedPicture(saved.json().data.image.url);
    expect([picture.width, picture.height]).toEqual([600, 200]);
  });
});
