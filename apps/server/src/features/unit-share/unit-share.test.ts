import { FRAME_COUNT } from '@vitrine/core/orbital';
import { storageLayout } from '@vitrine/core/storage-layout';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { DEMO_HOST, demoFixture, OTHER_HOST } from '../../test/demo-fixture.ts';
import { useTestApp } from '../../test/test-app.ts';

const GREY = { r: 128, g: 128, b: 128 };

describe.each(testDatabases())("a unit's sharing material on $name", ({ dialect }) => {
  const ctx = useTestApp(dialect, { seed: demoFixture });
  let unitId: number;
  let buildingId: number;
  const previewFiles = () => ctx.app.storageDriver.list(`${storageLayout.unitFolder(unitId)}/preview`);

  beforeAll(async () => {
    const unit = await ctx.db
      .selectFrom('units')
      .innerJoin('floors', 'floors.id', 'units.floor_id')
      .select(['units.id', 'floors.building_id'])
      .where('units.name', '=', 'A01')
      .executeTakeFirstOrThrow();
    unitId = unit.id;
    buildingId = unit.building_id;
    // A small outline on every frame, a large one (x 1010–2010, y 800–1400 in the overlay) on frame 7.
    const points = Array.from({ length: FRAME_COUNT }, (_, frame) =>
      frame === 7 ? '1010,800 2010,800 2010,1400 1010,1400' : '100,100 150,100 150,150 100,150',
    );
    const storage = ctx.app.storageDriver;
    await storage.put(
      storageLayout.polygonFile(buildingId),
      JSON.stringify({ a: [{ name: 'A01', points }] }),
    );
    const frame = await sharp({ create: { width: 1920, height: 1086, channels: 3, background: GREY } })
      .jpeg()
      .toBuffer();
    const folder = storageLayout.orbitalFolder(buildingId, null);
    await storage.put(storageLayout.orbitalFrame(folder, 7, 1920, 'jpg'), frame);
  });

  const preview = (host = DEMO_HOST, id = unitId) =>
    ctx.app.inject({ method: 'GET', url: `/unit/${id}/preview.jpg`, headers: { host } });

  it('draws the frame where the unit is largest, the unit outlined in its colour, the site’s band below', async () => {
    const response = await preview();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    const { data, info } = await sharp(response.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([1200, 630]);
    const at = (x: number, y: number) => {
      const offset = (y * info.width + x) * info.channels;
      return { r: data[offset]!, g: data[offset + 1]!, b: data[offset + 2]! };
    };
    // Overlay (1510, 1100), the centre of frame 7's outline, is (754, 553) on the 1920-px frame
    // (3820 px wide in the 3840 overlay, 10 px in); the crop keeps 1008 rows centred on it (from 49)
    // and scales by 1200 / 1920.
    const inside = at(Math.round(754 * 0.625), Math.round((553 - 49) * 0.625));
    const outside = at(100, 100);
    expect(Math.abs(outside.r - 128) + Math.abs(outside.b - 128)).toBeLessThan(12);
    // the demo's T2 colour (#3366ff) tints the unit: bluer than the frame around it
    expect(inside.b - inside.r).toBeGreaterThan(40);
    // the band in the site's main colour (#224466)
    const band = at(1150, 600);
    expect(band.b).toBeGreaterThan(band.r + 20);
    expect(await previewFiles()).toHaveLength(1);
  });

  it('keeps one drawing per language, drawn again when the unit changes', async () => {
    const first = await previewFiles();
    expect((await preview()).statusCode).toBe(200);
    expect(await previewFiles()).toEqual(first);
    await ctx.db.updateTable('units').set({ price: 299000 }).where('id', '=', unitId).execute();
    expect((await preview()).statusCode).toBe(200);
    const redrawn = await previewFiles();
    expect(redrawn).toHaveLength(1);
    expect(redrawn).not.toEqual(first);
    const english = await ctx.app.inject({
      method: 'GET',
      url: `/unit/${unitId}/preview.jpg?locale=en`,
      headers: { host: DEMO_HOST },
    });
    expect(english.statusCode).toBe(200);
    expect(await previewFiles()).toHaveLength(2);
  });

  it('answers 404 for a unit of another site, an unknown unit or a made-up id', async () => {
    expect((await preview(OTHER_HOST)).statusCode).toBe(404);
    expect((await preview(DEMO_HOST, 999_999)).statusCode).toBe(404);
    for (const url of [`/unit/abc/preview.jpg`, `/unit/99999999999/qr.svg`])
      expect((await ctx.app.inject({ method: 'GET', url, headers: { host: DEMO_HOST } })).statusCode).toBe(
        404,
      );
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/unit/${unitId}/qr.svg`, headers: { host: OTHER_HOST } }))
        .statusCode,
    ).toBe(404);
  });

  it('draws a QR code of the unit’s page on this site, and the picture is a plain drawing', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/unit/${unitId}/qr.svg`,
      headers: { host: DEMO_HOST },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    // the site's stored host, with APP_URL's scheme and port (as the links in mails)
    const { protocol, port } = new URL(ctx.config.appUrl);
    expect(response.body).toBe(await qrOf(`${protocol}//${DEMO_HOST}:${port}${UNIT_PATH}`));
    expect(response.body).not.toMatch(/<script|on\w+=/i);
  });

  it('never takes the address in the QR code from the request', async () => {
    // the machine's own name reaches the first site by the fallback: the code names APP_URL
    const viaLocalhost = await ctx.app.inject({
      method: 'GET',
      url: `/unit/${unitId}/qr.svg`,
      headers: { host: 'localhost:9999' },
    });
    expect(viaLocalhost.statusCode).toBe(200);
    expect(viaLocalhost.body).toBe(await qrOf(`${ctx.config.appUrl}${UNIT_PATH}`));
  });
});

const UNIT_PATH = '/orbital/les-tilleuls/a/0/A01?showUnit=true';
const qrOf = (text: string) => QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
