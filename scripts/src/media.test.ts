import { describe, expect, it } from 'vitest';
import { tourXml } from './media/tour-xml.ts';
import { vp8FromWebp, webmFromVp8Frames } from './media/webm.ts';
import { convexHull, type PixelPoint, simplifyHull } from './orbital/convex-hull.ts';
import { roomArea, unitLayout } from './plans/unit-layout.ts';
import { exteriorSpans } from './render/site-geometry.ts';

describe('outline geometry', () => {
  it('keeps only the corners of a filled rectangle of pixels', () => {
    const points: PixelPoint[] = [];
    for (let y = 0; y <= 10; y++) points.push([2, y], [20, y]);
    expect(simplifyHull(convexHull(points), 1.5)).toEqual([
      [2, 0],
      [20, 0],
      [20, 10],
      [2, 10],
    ]);
  });

  it('drops the staircase points of a slanted pixel edge but keeps its ends', () => {
    const points: PixelPoint[] = [];
    for (let y = 0; y < 40; y++) points.push([Math.floor(y / 3), y], [Math.floor(y / 3) + 30, y]);
    const simplified = simplifyHull(convexHull(points), 1.5);
    expect(simplified.length).toBeLessThanOrEqual(6);
    for (const point of simplified) expect(points).toContainEqual(point);
  });
});

describe('building walls', () => {
  it('are exterior only where no neighbouring unit touches them', () => {
    const unit = { x0: 0, x1: 10, z0: 0, z1: 5 };
    const neighbour = { x0: 10, x1: 20, z0: 0, z1: 3 };
    expect(exteriorSpans(unit, 'east', [unit, neighbour])).toEqual([[3, 5]]);
    expect(exteriorSpans(unit, 'south', [unit, neighbour])).toEqual([[0, 10]]);
  });
});

describe('unit plans', () => {
  it('grow with the bedroom count and name each bedroom', () => {
    const areas = [0, 1, 2, 3, 4].map((bedrooms) =>
      unitLayout(bedrooms).rooms.reduce((sum, room) => sum + roomArea(room), 0),
    );
    expect([...areas].sort((a, b) => a - b)).toEqual(areas);
    expect(unitLayout(3).rooms.filter((room) => room.name.fr.startsWith('Chambre'))).toHaveLength(3);
    expect(unitLayout(0).rooms.some((room) => room.name.fr.startsWith('Chambre'))).toBe(false);
  });
});

describe('virtual tour files', () => {
  it('list scenes with a view, a preview, a sphere image and hotspots to other scenes', () => {
    const xml = tourXml('Les jardins', [
      {
        name: 'scene_a',
        title: 'A & B',
        image: 'panos/a.jpg',
        preview: 'panos/a-p.jpg',
        thumb: 'panos/a-t.jpg',
        hlookat: 10,
        hotspots: [{ name: 'to_b', ath: 45, atv: 3, linkedscene: 'scene_b' }],
      },
      {
        name: 'scene_b',
        title: 'B',
        image: 'panos/b.jpg',
        preview: 'panos/b-p.jpg',
        thumb: 'panos/b-t.jpg',
        hlookat: 0,
        hotspots: [],
      },
    ]);
    expect(xml).toContain('<krpano version="1.21" title="Les jardins">');
    expect(xml).toContain('<scene name="scene_a" title="A &#38; B" thumburl="panos/a-t.jpg">');
    expect(xml).toContain('<view hlookat="10.0" vlookat="0" fov="90" />');
    expect(xml).toContain('<sphere url="panos/a.jpg" />');
    expect(xml).toContain('<hotspot name="to_b" ath="45.0" atv="3.0" linkedscene="scene_b" />');
  });
});

describe('the orbital video', () => {
  it('wraps VP8 key frames taken from WebP pictures in a WebM container', () => {
    const vp8 = Buffer.from([0x10, 0x02, 0x00, 0x9d, 0x01, 0x2a, 0x02, 0x00, 0x02, 0x00]);
    const webp = Buffer.concat([
      Buffer.from('RIFF'),
      Buffer.from([0, 0, 0, 0]),
      Buffer.from('WEBPVP8 '),
      Buffer.from([vp8.length, 0, 0, 0]),
      vp8,
    ]);
    expect(vp8FromWebp(webp)).toEqual(vp8);
    const video = webmFromVp8Frames([vp8, vp8, vp8], 2, 2, 10);
    expect(video.subarray(0, 4)).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
    expect(video.includes(Buffer.from('webm'))).toBe(true);
    expect(video.includes(Buffer.from('V_VP8'))).toBe(true);
    let blocks = 0;
    for (let i = 0; i < video.length - 4; i++) if (video[i] === 0xa3 && video[i + 2] === 0x81) blocks++;
    expect(blocks).toBe(3);
  });
});
