import { FRAME_COUNT, OVERLAY_SIZE } from '@vitrine/core/orbital';
import { parsePolygonPoints } from '@vitrine/core/polygon-points';
import { storageLayout, storageUrl } from '@vitrine/core/storage-layout';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type DemoUnit, loadDemoModel, pointOnUnit } from '../public/demo-model.ts';
import {
  canvasBox,
  touchDrag,
  visitorContext,
  waitForAllFrames,
  waitForPaintedModel,
} from '../public/orbital-page.ts';
import { keepScreenshot } from '../support/browser.ts';
import { useDesktopSession } from '../support/desktop-session.ts';
import { apiCall, expectToast, signIn, since } from './admin-session.ts';

type PolygonFile = Record<string, { name: string; points: string[] }[]>;

const AVAILABLE = 1;

// The editor's save swaps the building's polygon folder: the flow works on its own storage.
const session = useDesktopSession({ privateStorage: true });

/** A rectangle in overlay space (3840×2160) for a key frame: the unit "moves" right as the model turns. */
const rectangleAt = (left: number, top = 150, width = 420, height = 300) => [
  [left, top],
  [left + width, top],
  [left + width, top + height],
  [left, top + height],
];

/** Counts what a person does: clicks (or taps) and key presses. */
const effort = { clicks: 0, keys: 0 };
async function click(page: Page, x: number, y: number) {
  effort.clicks++;
  await page.mouse.click(x, y);
}
async function press(page: Page, key: string) {
  effort.keys++;
  await page.keyboard.press(key);
}

/** Clicks the outline's points on the editor canvas (overlay coordinates) and closes it with Enter. */
async function drawOutline(page: Page, points: number[][]) {
  const box = await page.locator('canvas[data-frame]').boundingBox();
  if (!box) throw new Error('the editor canvas is not on screen');
  const scale = box.width / OVERLAY_SIZE.width;
  for (const [x = 0, y = 0] of points) await click(page, box.x + x * scale, box.y + y * scale);
  await press(page, 'Enter');
}

async function openFrame(page: Page, frame: number) {
  const button = page.getByRole('button', { name: new RegExp(`^Image ${frame}(,|$)`) });
  await button.scrollIntoViewIfNeeded();
  const box = await button.boundingBox();
  if (!box) throw new Error(`no button for frame ${frame}`);
  await click(page, box.x + box.width / 2, box.y + box.height / 2);
  await expect.poll(() => page.locator('canvas[data-frame]').getAttribute('data-frame')).toBe(String(frame));
}

async function pickUnit(page: Page, name: string) {
  const item = page.locator('.admin-outline-item', { hasText: new RegExp(`^${name}`) });
  await item.scrollIntoViewIfNeeded();
  const box = await item.boundingBox();
  if (!box) throw new Error(`unit ${name} is not listed`);
  await click(page, box.x + box.width / 2, box.y + box.height / 2);
  await expect.poll(() => item.getAttribute('aria-pressed')).toBe('true');
}

describe('outline editor', () => {
  it('outlines a unit on 3 key frames, interpolates the others, saves, and the public model opens it', async () => {
    const { page } = session;
    await signIn(page, 'admin@horizon.test', '/admin/projects');
    const model = await loadDemoModel(session.server.url);
    const buildings = await apiCall<{ data: { id: number; name: string }[] }>(
      page,
      'GET',
      '/api/buildings?pagination=0',
    );
    const building = buildings.data.find((candidate) => candidate.name === 'a');
    if (!building) throw new Error('the demo has no building "a"');
    const available = model.units.filter((unit) => unit.status_id === AVAILABLE && unit.unit_id === null);
    const [keyed, byHand] = available as [DemoUnit, DemoUnit];
    expect(byHand).toBeDefined();

    await page.goto(`/admin/building/${building.id}/outlines`);
    await page.getByRole('heading', { name: 'Contours — a' }).waitFor();
    await page.locator('.admin-outline-item').first().waitFor();
    // both units start without outline, so that what the test draws is all they have
    for (const unit of [keyed, byHand]) {
      const item = page.locator('.admin-outline-item', { hasText: new RegExp(`^${unit.name}`) });
      await item.click();
      await expect.poll(() => item.getAttribute('aria-pressed')).toBe('true');
      const remove = page.getByRole('button', { name: 'Supprimer le contour' });
      if (await remove.isEnabled()) await remove.click();
      await item.getByText('sans contour').waitFor();
    }

    // With key frames: 0, 10 and 20 drawn, the 26 others interpolated.
    effort.clicks = 0;
    effort.keys = 0;
    let start = Date.now();
    await pickUnit(page, keyed.name);
    await drawOutline(page, rectangleAt(300));
    await openFrame(page, 10);
    await press(page, 'r');
    await drawOutline(page, rectangleAt(700));
    await openFrame(page, 20);
    await press(page, 'r');
    await drawOutline(page, rectangleAt(1100));
    const keyFrameEffort = { ...effort, seconds: (Date.now() - start) / 1000 };
    console.log(
      `outline with 3 key frames: ${keyFrameEffort.clicks} clicks, ${keyFrameEffort.keys} keys, ${since(start)}`,
    );
    const strip = (frame: number) =>
      page.locator('.admin-outline-frame').nth(frame).getAttribute('data-state');
    expect(await strip(10)).toBe('key');
    expect(await strip(5)).toBe('interpolated');
    expect(await strip(25)).toBe('interpolated');
    await openFrame(page, 5);
    await keepScreenshot(page, 'admin-outline-editor-interpolated');

    // By hand: the same outline drawn on each of the 29 frames.
    effort.clicks = 0;
    effort.keys = 0;
    start = Date.now();
    await pickUnit(page, byHand.name);
    for (let frame = 0; frame < FRAME_COUNT; frame++) {
      if (frame > 0) {
        await openFrame(page, frame);
        await press(page, 'r');
      } else if (
        frame === 0 &&
        (await page.locator('canvas[data-frame]').getAttribute('data-frame')) !== '0'
      ) {
        await openFrame(page, 0);
      }
      await drawOutline(page, rectangleAt(2400 + frame * 10, 200, 300, 200));
    }
    const byHandEffort = { ...effort, seconds: (Date.now() - start) / 1000 };
    console.log(
      `outline by hand on 29 frames: ${byHandEffort.clicks} clicks, ${byHandEffort.keys} keys, ${since(start)}`,
    );
    expect(keyFrameEffort.clicks * 5).toBeLessThan(byHandEffort.clicks);

    // undo/redo: the last frame's outline goes and comes back
    await press(page, 'Control+z');
    expect(await strip(28)).toBe('interpolated');
    await press(page, 'Control+y');
    expect(await strip(28)).toBe('key');

    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expectToast(page, 'Contours enregistrés');
    await page.getByText('Tout est enregistré').waitFor();

    const saved = await apiCall<PolygonFile>(
      page,
      'GET',
      `${storageUrl(storageLayout.polygonFile(building.id))}?v=${Date.now()}`,
    );
    const entry = saved.a?.find((candidate) => candidate.name === keyed.name);
    expect(entry?.points).toHaveLength(FRAME_COUNT);
    const xs = (frame: number) => parsePolygonPoints(entry?.points[frame] ?? '').map((p) => Math.round(p.x));
    const rounded = (left: number) => [left, left + 420, left + 420, left].map((x) => Math.round(x));
    expect(xs(0)).toEqual(rounded(300));
    expect(xs(5)).toEqual(rounded(500));
    expect(xs(15)).toEqual(rounded(900));
    // 20 → 0 goes round through 28: 9 frames, frame 25 is 5/9 of the way back
    expect(xs(25)).toEqual(rounded(1100 - (800 * 5) / 9));
    expect(saved.a?.find((candidate) => candidate.name === byHand.name)?.points[17]).toBe(
      '2570,200 2870,200 2870,400 2570,400',
    );
    await keepScreenshot(page, 'admin-outline-editor-saved');

    // The public model: the unit is clickable on key and interpolated frames alike.
    const published = await loadDemoModel(session.server.url);
    const visitorContextMade = await visitorContext('desktop')(session.browser, session.server.url);
    const visitor = await visitorContextMade.newPage();
    try {
      for (const frame of [0, 5, 15, 25]) {
        await visitor.goto('/orbital');
        await waitForPaintedModel(visitor);
        await waitForAllFrames(visitor);
        const slider = visitor.getByRole('slider', { name: 'Rotation' });
        await slider.focus();
        for (let step = 0; step < frame; step++) await visitor.keyboard.press('ArrowRight');
        const at = pointOnUnit(published, keyed.name, frame, await canvasBox(visitor), 1920);
        expect(at, `a point of ${keyed.name} on frame ${frame}`).not.toBeNull();
        await visitor.mouse.click(at!.x, at!.y);
        await visitor.waitForURL((url) => url.pathname.endsWith(`/${encodeURIComponent(keyed.name)}`));
        if (frame === 15) await keepScreenshot(visitor, 'public-unit-from-edited-outline');
      }
    } finally {
      await visitorContextMade.close();
    }
  }, 240_000);

  it('moves a point of the outline with a finger on a tablet', async () => {
    const context = await session.browser.newContext({
      baseURL: session.server.url,
      viewport: { width: 1180, height: 820 },
      deviceScaleFactor: 1,
      hasTouch: true,
      locale: 'fr-BE',
    });
    try {
      const tablet = await context.newPage();
      await signIn(tablet, 'admin@horizon.test', '/admin/projects');
      const model = await loadDemoModel(session.server.url);
      const unit = model.units.filter(
        (candidate) => candidate.status_id === AVAILABLE && !candidate.unit_id,
      )[0];
      const buildings = await apiCall<{ data: { id: number; name: string }[] }>(
        tablet,
        'GET',
        '/api/buildings?pagination=0',
      );
      const building = buildings.data.find((candidate) => candidate.name === 'a');
      await tablet.goto(`/admin/building/${building?.id}/outlines?unit=${unit?.id}`);
      await tablet.getByRole('heading', { name: 'Contours — a' }).waitFor();
      await tablet.getByRole('button', { name: /^Image 3(,|$)/ }).tap();
      await expect.poll(() => tablet.locator('canvas[data-frame]').getAttribute('data-frame')).toBe('3');
      // the saved frame 3 lies 3/10 of the way from key frame 0 (left 300) to key frame 10 (left 700)
      const box = await tablet.locator('canvas[data-frame]').boundingBox();
      if (!box) throw new Error('the editor canvas is not on screen');
      const scale = box.width / OVERLAY_SIZE.width;
      await touchDrag(tablet, { x: box.x + 420 * scale, y: box.y + 150 * scale }, -60);
      await tablet.getByText('Modifications non enregistrées').waitFor();
      // A finger takes a moment to go from the frame to the button; Chromium (156) drops a tap that
      // comes within a few hundred ms of the end of a drag, as it would on a real screen.
      await tablet.waitForTimeout(800);
      await tablet.getByRole('button', { name: 'Enregistrer', exact: true }).tap();
      await tablet.getByText('Tout est enregistré').waitFor();
      const saved = await apiCall<PolygonFile>(
        tablet,
        'GET',
        `${storageUrl(storageLayout.polygonFile(building?.id ?? 0))}?v=${Date.now()}`,
      );
      const points = saved.a?.find((candidate) => candidate.name === unit?.name)?.points ?? [];
      const corner = parsePolygonPoints(points[3] ?? '')[0];
      // the finger went 60 px left; the last few px of a touch move may not reach the page
      expect(corner?.x).toBeGreaterThan(420 - 60 / scale - 5);
      expect(corner?.x).toBeLessThan(420 - 45 / scale);
      expect(corner?.y).toBeCloseTo(150, -1);
      expect(parsePolygonPoints(points[4] ?? '')[0]?.x).toBeCloseTo(460, 0);
      await keepScreenshot(tablet, 'admin-outline-editor-tablet');
    } finally {
      await context.close();
    }
  });

  it("imports a studio's file, lists the names matching no unit, and undoes the import", async () => {
    const { page } = session;
    const buildings = await apiCall<{ data: { id: number; name: string }[] }>(
      page,
      'GET',
      '/api/buildings?pagination=0',
    );
    const building = buildings.data.find((candidate) => candidate.name === 'a');
    await page.goto(`/admin/building/${building?.id}/outlines`);
    await page.getByRole('heading', { name: 'Contours — a' }).waitFor();
    const item = (name: string) => page.locator('.admin-outline-item', { hasText: new RegExp(`^${name}`) });
    const [first, second] = await page.locator('.admin-outline-item').allInnerTexts();
    if (!first || !second) throw new Error('the view lists no units');
    await item(second).waitFor();
    expect(await item(second).getByText('sans contour').count()).toBe(0);
    // a file that is not JSON at all (a spreadsheet export named .json) is refused, nothing changes
    await page.locator('input[type=file]').setInputFiles({
      name: 'contours.json',
      mimeType: 'application/json',
      buffer: Buffer.from('unit;frame;points\nA.0.01;1;100,100 400,100 400,400\n'),
    });
    await expectToast(page, 'Ce fichier n’est pas un fichier de contours valable.');
    await page.getByText('Tout est enregistré').waitFor();
    const points = Array.from({ length: FRAME_COUNT }, () => '100,100 400,100 400,400 100,400');
    const studio = {
      a: [
        { name: first.toLowerCase(), points },
        { name: 'GHOST.9.99', points },
      ],
    };
    await page.locator('input[type=file]').setInputFiles({
      name: 'index.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(studio)),
    });
    await page.getByRole('alert').filter({ hasText: 'sans unité' }).getByText('GHOST.9.99').waitFor();
    await item(second).getByText('sans contour').waitFor();
    expect(await item(first).getByText('sans contour').count()).toBe(0);
    await page.getByText('Modifications non enregistrées').waitFor();
    await keepScreenshot(page, 'admin-outline-editor-imported');
    await page.getByRole('button', { name: 'Annuler', exact: true }).click();
    await expect.poll(() => item(second).getByText('sans contour').count()).toBe(0);
    await page.getByText('Tout est enregistré').waitFor();
  });

  it('inserts a point on an edge, snaps a point onto a neighbour and deletes a point with the mouse', async () => {
    const { page } = session;
    const buildings = await apiCall<{ data: { id: number; name: string }[] }>(
      page,
      'GET',
      '/api/buildings?pagination=0',
    );
    const building = buildings.data.find((candidate) => candidate.name === 'a');
    const model = await loadDemoModel(session.server.url);
    const [keyed] = model.units.filter((unit) => unit.status_id === AVAILABLE && unit.unit_id === null) as [
      DemoUnit,
    ];
    await page.goto(`/admin/building/${building?.id}/outlines?unit=${keyed.id}`);
    await page.getByRole('heading', { name: 'Contours — a' }).waitFor();
    const canvas = page.locator('canvas[data-frame]');
    await expect.poll(() => canvas.getAttribute('data-frame')).toBe('0');
    await page.getByText('Tout est enregistré').waitFor();
    const box = await canvas.boundingBox();
    if (!box) throw new Error('the editor canvas is not on screen');
    const scale = box.width / OVERLAY_SIZE.width;
    const at = (x: number, y: number) => ({ x: box.x + x * scale, y: box.y + y * scale });
    const drag = async (from: { x: number; y: number }, to: { x: number; y: number }) => {
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(to.x, to.y, { steps: 8 });
      await page.mouse.up();
    };
    const savedFrame0 = async () => {
      await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
      await page.getByText('Tout est enregistré').waitFor();
      const file = await apiCall<PolygonFile>(
        page,
        'GET',
        `${storageUrl(storageLayout.polygonFile(building?.id ?? 0))}?v=${Date.now()}`,
      );
      return file.a?.find((candidate) => candidate.name === keyed.name)?.points[0];
    };
    // frame 0 of the first test: 300,150 720,150 720,450 300,450; the other unit's starts at 2400,200
    await drag(at(510, 150), at(510, 60));
    // dropped 4 CSS px away from the other unit's corner: it lands on it
    const near = at(2400, 200);
    await drag(at(720, 150), { x: near.x + 4, y: near.y - 3 });
    expect(await savedFrame0()).toBe('300,150 510,60 2400,200 720,450 300,450');
    await page.mouse.click(at(510, 60).x, at(510, 60).y);
    await page.keyboard.press('Delete');
    expect(await savedFrame0()).toBe('300,150 2400,200 720,450 300,450');
  });

  it('copies the previous frame with C, and refuses to save an outline that crosses itself', async () => {
    const { page } = session;
    const buildings = await apiCall<{ data: { id: number; name: string }[] }>(
      page,
      'GET',
      '/api/buildings?pagination=0',
    );
    const building = buildings.data.find((candidate) => candidate.name === 'a');
    const model = await loadDemoModel(session.server.url);
    const [keyed] = model.units.filter((unit) => unit.status_id === AVAILABLE && unit.unit_id === null) as [
      DemoUnit,
    ];
    const liveFile = () =>
      apiCall<PolygonFile>(
        page,
        'GET',
        `${storageUrl(storageLayout.polygonFile(building?.id ?? 0))}?v=${Date.now()}`,
      );
    const pointsOf = (file: PolygonFile) =>
      file.a?.find((candidate) => candidate.name === keyed.name)?.points ?? [];
    const before = await liveFile();
    // frame 6 was interpolated between frames 3 and 10: not where frame 5 is
    expect(pointsOf(before)[6]).not.toBe(pointsOf(before)[5]);

    await page.goto(`/admin/building/${building?.id}/outlines?unit=${keyed.id}`);
    await page.getByRole('heading', { name: 'Contours — a' }).waitFor();
    await page.getByText('Tout est enregistré').waitFor();
    const strip = (frame: number) =>
      page.locator('.admin-outline-frame').nth(frame).getAttribute('data-state');
    await openFrame(page, 6);

    // C: frame 5's outline is copied onto frame 6; Ctrl+S saves it
    await page.keyboard.press('c');
    await page.getByText('Modifications non enregistrées').waitFor();
    await page.keyboard.press('Control+s');
    await expectToast(page, 'Contours enregistrés');
    await page.getByText('Tout est enregistré').waitFor();
    const copied = pointsOf(await liveFile());
    expect(copied[6]).toBe(pointsOf(before)[5]);
    expect(copied.filter((_, frame) => frame !== 6)).toEqual(
      pointsOf(before).filter((_, frame) => frame !== 6),
    );
    // undone and saved again: the file is as the earlier tests left it
    await page.keyboard.press('Control+z');
    await page.getByText('Modifications non enregistrées').waitFor();
    await page.keyboard.press('Control+s');
    await page.getByText('Tout est enregistré').waitFor();
    expect(await liveFile()).toEqual(before);

    // a bow tie on frame 6: marked faulty, named in the list, and the save is refused
    await press(page, 'r');
    await drawOutline(page, [
      [1500, 1200],
      [1900, 1600],
      [1900, 1200],
      [1500, 1600],
    ]);
    await expect.poll(() => strip(6)).toBe('faulty');
    await page
      .getByTestId('outline-problems')
      .getByText(`${keyed.name}, image 6 : le contour se croise lui-même`)
      .waitFor();
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expectToast(page, 'Les contours n’ont pas été enregistrés.');
    await page.getByText('Modifications non enregistrées').waitFor();
    expect(await liveFile()).toEqual(before);
    await keepScreenshot(page, 'admin-outline-editor-refused');
    // undone, the editor is back to what is saved
    await page.keyboard.press('Control+z');
    await page.getByText('Tout est enregistré').waitFor();
    expect(await strip(6)).toBe('key');
    expect(await page.getByTestId('outline-problems').count()).toBe(0);
  });
});
