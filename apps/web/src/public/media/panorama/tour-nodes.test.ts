import type { Tour, TourHotspot, TourImage, TourScene } from '@vitrine/core/krpano/krpano-tour';
import { describe, expect, it } from 'vitest';
import { panoramaKindOf, planPanorama, type TiledPanorama, verticalFov, zoomLevelOf } from './tour-nodes.ts';

const deg = (value: number) => (value * Math.PI) / 180;
const sphere = (url: string): TourImage => ({ kind: 'sphere', url });
const cube = (prefix: string): TourImage => ({
  kind: 'cube',
  faces: {
    left: `${prefix}l`,
    front: `${prefix}f`,
    right: `${prefix}r`,
    back: `${prefix}b`,
    top: `${prefix}u`,
    bottom: `${prefix}d`,
  },
});

const tiles = (): TourImage => ({
  kind: 'tiles',
  tileSize: 512,
  baseIndex: 1,
  labels: ['l', 'f', 'r', 'b', 'u', 'd'],
  levels: [
    { faceSize: 640, url: 'http://t/a.tiles/%s/l1/%v/l1_%s_%v_%h.jpg' },
    { faceSize: 2560, url: 'http://t/a.tiles/%s/l2/%v/l2_%s_%v_%h.jpg' },
  ],
  grid: [
    { faceSize: 640, nbTiles: 2 },
    { faceSize: 2560, nbTiles: 8 },
  ],
  recutBase: 'http://t/',
});

function scene(
  name: string,
  image: TourImage | null,
  hotspots: Partial<TourHotspot>[] = [],
  index = 0,
): TourScene {
  return {
    index,
    imageIssue: image ? null : 'noImage',
    name,
    title: `Title ${name}`,
    thumbUrl: null,
    previewUrl: null,
    view: { yaw: 0, pitch: 0, fov: deg(90), fovType: 'MFOV' },
    image,
    hotspots: hotspots.map((hotspot, index) => ({
      name: `h${index}`,
      yaw: 0,
      pitch: 0,
      linkedScene: null,
      title: null,
      ...hotspot,
    })),
  };
}

const tourOf = (scenes: TourScene[], startScene: string | null = scenes[0]?.name ?? null): Tour => ({
  scenes,
  startScene,
});

describe('panoramaKindOf', () => {
  it.each([
    ['spheres', [scene('a', sphere('a.jpg')), scene('b', sphere('b.jpg'))], 'equirectangular'],
    ['cubes', [scene('a', cube('a')), scene('b', cube('b'))], 'cubemap'],
    ['cubes and a scene without image', [scene('a', cube('a')), scene('b', null)], 'cubemap'],
    ['a mix of spheres and cubes', [scene('a', cube('a')), scene('b', sphere('b.jpg'))], 'equirectangular'],
    ['no image at all', [scene('a', null)], 'equirectangular'],
    ['tiled cubes and whole cubes', [scene('a', tiles()), scene('b', cube('b'))], 'cubemap-tiles'],
    ['tiled cubes and a sphere', [scene('a', tiles()), scene('b', sphere('b.jpg'))], 'equirectangular'],
  ])('is %s → %s', (_case, scenes, kind) => {
    expect(panoramaKindOf(tourOf(scenes))).toBe(kind);
  });
});

describe('planPanorama', () => {
  it('turns scenes into nodes with links at the hotspot positions', () => {
    const plan = planPanorama(
      tourOf([
        scene('a', sphere('a.jpg'), [{ linkedScene: 'b', yaw: deg(30), pitch: deg(-5) }]),
        scene('b', sphere('b.jpg'), [{ linkedScene: 'a', yaw: deg(-150), pitch: 0 }]),
      ]),
    );
    expect(plan?.kind).toBe('equirectangular');
    expect(plan?.startNodeId).toBe('a');
    expect(plan?.nodes.map((node) => [node.id, node.caption, node.panorama, node.links])).toEqual([
      ['a', 'Title a', 'a.jpg', [{ nodeId: 'b', position: { yaw: deg(30), pitch: deg(-5) } }]],
      ['b', 'Title b', 'b.jpg', [{ nodeId: 'a', position: { yaw: deg(-150), pitch: 0 } }]],
    ]);
  });

  it('gives cube scenes as separate faces', () => {
    const plan = planPanorama(tourOf([scene('a', cube('x_'))]));
    expect(plan?.nodes[0]?.panorama).toEqual({
      type: 'separate',
      paths: { left: 'x_l', front: 'x_f', right: 'x_r', back: 'x_b', top: 'x_u', bottom: 'x_d' },
    });
  });

  it('reads a tiled cube from the re-cut tiles and its preview stripe, whole cubes as a base only', () => {
    const plan = planPanorama(
      tourOf([scene('a', tiles(), [{ linkedScene: 'b' }], 3), scene('b', cube('x_'))]),
    );
    expect(plan?.kind).toBe('cubemap-tiles');
    const [tiled, whole] = plan!.nodes.map((node) => node.panorama as TiledPanorama);
    expect(tiled!.baseUrl).toEqual({ type: 'stripe', path: 'http://t/vitrine-tiles/3/preview.jpg' });
    expect(tiled!.levels).toEqual([
      { faceSize: 640, nbTiles: 2 },
      { faceSize: 2560, nbTiles: 8 },
    ]);
    expect(tiled!.tileUrl('top', 7, 2, 1)).toBe('http://t/vitrine-tiles/3/1/top_2_7.jpg');
    expect(whole!.baseUrl).toEqual({
      type: 'separate',
      paths: { left: 'x_l', front: 'x_f', right: 'x_r', back: 'x_b', top: 'x_u', bottom: 'x_d' },
    });
    expect(whole!.tileUrl('front', 0, 0, 0)).toBeNull();
    expect(plan!.nodes[0]!.links.map((link) => link.nodeId)).toEqual(['b']);
  });

  it('drops scenes it cannot show, links to them and links to the scene itself', () => {
    const plan = planPanorama(
      tourOf(
        [
          scene('tiled', null),
          scene('a', sphere('a.jpg'), [
            { linkedScene: 'tiled' },
            { linkedScene: 'a' },
            { linkedScene: 'gone' },
          ]),
        ],
        'tiled',
      ),
    );
    expect(plan?.nodes.map((node) => node.id)).toEqual(['a']);
    expect(plan?.nodes[0]?.links).toEqual([]);
    expect(plan?.startNodeId).toBe('a');
  });

  it('shows titled information hotspots as escaped markers and ignores untitled ones', () => {
    const plan = planPanorama(
      tourOf([scene('a', sphere('a.jpg'), [{ title: 'Cave <à vélos> & "local"', yaw: 1, pitch: 0.5 }, {}])]),
    );
    expect(plan?.nodes[0]?.markers).toEqual([
      expect.objectContaining({
        id: 'a:h0',
        position: { yaw: 1, pitch: 0.5 },
        tooltip: 'Cave &#60;à vélos&#62; &#38; &#34;local&#34;',
      }),
    ]);
  });

  it('keeps the named start scene', () => {
    const plan = planPanorama(tourOf([scene('a', sphere('a')), scene('b', sphere('b'))], 'b'));
    expect(plan?.startNodeId).toBe('b');
  });

  it.each([
    ['no scene', []],
    ['only scenes without image', [scene('a', null)]],
  ])('is null for %s', (_case, scenes) => {
    expect(planPanorama(tourOf(scenes))).toBeNull();
  });
});

describe('verticalFov', () => {
  it.each([
    ['VFOV as is', { fov: deg(60), fovType: 'VFOV' as const }, 16 / 9, 60],
    ['HFOV 90 on a square viewer', { fov: deg(90), fovType: 'HFOV' as const }, 1, 90],
    ['HFOV 90 on a 2:1 viewer', { fov: deg(90), fovType: 'HFOV' as const }, 2, 53.13010235],
    ['MFOV 90 on a landscape viewer as HFOV', { fov: deg(90), fovType: 'MFOV' as const }, 2, 53.13010235],
    ['MFOV 90 on a portrait viewer as VFOV', { fov: deg(90), fovType: 'MFOV' as const }, 0.5, 90],
    ['DFOV 90 on a square viewer', { fov: deg(90), fovType: 'DFOV' as const }, 1, 70.52877937],
  ])('converts %s', (_case, view, aspect, expectedDegrees) => {
    expect((verticalFov(view, aspect) * 180) / Math.PI).toBeCloseTo(expectedDegrees, 6);
  });
});

describe('zoomLevelOf', () => {
  it.each([
    [100, 0],
    [30, 100],
    [65, 50],
    [120, 0],
    [10, 100],
  ])('maps a vertical fov of %s° to zoom level %s', (fovDegrees, level) => {
    expect(zoomLevelOf(deg(fovDegrees))).toBe(level);
  });
});
