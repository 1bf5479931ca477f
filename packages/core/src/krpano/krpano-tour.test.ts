import { describe, expect, it } from 'vitest';
import {
  CUBE_FACES,
  missingIncludes,
  parseKrpanoTour,
  resolveTourUrl,
  type TiledCube,
  TourParseError,
} from './krpano-tour.ts';

const TOUR_URL = 'http://site.test/storage/vtour/sambre/1/tour.xml';
const FOLDER = 'http://site.test/storage/vtour/sambre/1';
const deg = (value: number) => (value * Math.PI) / 180;

function tour(body: string, rootAttributes = ''): string {
  return `<?xml version="1.0" encoding="UTF-8"?><krpano version="1.21" ${rootAttributes}>${body}</krpano>`;
}

function onlyScene(body: string, sceneAttributes = 'name="scene_a"') {
  const parsed = parseKrpanoTour(tour(`<scene ${sceneAttributes}>${body}</scene>`), TOUR_URL);
  expect(parsed.scenes).toHaveLength(1);
  return parsed.scenes[0]!;
}

describe('parseKrpanoTour: scenes', () => {
  it('reads every scene with its name, title, thumbnail and preview, in document order', () => {
    const parsed = parseKrpanoTour(
      tour(`
        <include url="skin/vtourskin.xml" />
        <scene name="jardin" title="Le jardin" thumburl="panos/jardin/thumb.jpg">
          <preview url="panos/jardin/preview.jpg" />
          <image><sphere url="panos/jardin.jpg" /></image>
        </scene>
        <scene name="parvis" title="Le parvis" thumburl="/storage/other/thumb.jpg">
          <image><sphere url="https://cdn.test/parvis.jpg" /></image>
        </scene>`),
      TOUR_URL,
    );
    expect(parsed.scenes.map((scene) => [scene.name, scene.title, scene.thumbUrl, scene.previewUrl])).toEqual(
      [
        ['jardin', 'Le jardin', `${FOLDER}/panos/jardin/thumb.jpg`, `${FOLDER}/panos/jardin/preview.jpg`],
        ['parvis', 'Le parvis', 'http://site.test/storage/other/thumb.jpg', null],
      ],
    );
    expect(parsed.scenes[1]!.image).toEqual({ kind: 'sphere', url: 'https://cdn.test/parvis.jpg' });
    expect(parsed.scenes.map((scene) => scene.index)).toEqual([0, 1]);
    expect(parsed.startScene).toBe('jardin');
  });

  it('falls back to the name for a missing title and numbers unnamed scenes', () => {
    const parsed = parseKrpanoTour(tour('<scene name="only"/><scene title="Sans nom"/>'), TOUR_URL);
    expect(parsed.scenes.map((scene) => [scene.name, scene.title])).toEqual([
      ['only', 'only'],
      ['scene_2', 'Sans nom'],
    ]);
  });

  it.each([
    ['the root onstart loadscene()', 'onstart="loadscene(b, null, MERGE);"', 'b'],
    ['a quoted loadscene() argument', `onstart="loadscene('b');"`, 'b'],
    ['the first scene when onstart names no known scene', 'onstart="loadscene(get(scene[0].name));"', 'a'],
    ['the first scene without onstart', '', 'a'],
  ])('starts with %s', (_case, rootAttributes, expected) => {
    const parsed = parseKrpanoTour(tour('<scene name="a"/><scene name="b"/>', rootAttributes), TOUR_URL);
    expect(parsed.startScene).toBe(expected);
  });

  it('gives no start scene for a tour without scenes', () => {
    expect(parseKrpanoTour(tour(''), TOUR_URL)).toEqual({ scenes: [], startScene: null });
  });
});

describe('parseKrpanoTour: initial view', () => {
  it.each([
    ['krpano defaults when there is no <view>', '', { yaw: 0, pitch: 0, fov: deg(90), fovType: 'MFOV' }],
    [
      'hlookat right, vlookat down, fov and fovtype',
      '<view hlookat="90" vlookat="30" fov="110" fovtype="HFOV" />',
      { yaw: deg(90), pitch: deg(-30), fov: deg(110), fovType: 'HFOV' },
    ],
    [
      'negative angles and vertical fov',
      '<view hlookat="-45.5" vlookat="-10" fov="70" fovtype="vfov" />',
      { yaw: deg(-45.5), pitch: deg(10), fov: deg(70), fovType: 'VFOV' },
    ],
    [
      'unreadable numbers as the defaults',
      '<view hlookat="abc" vlookat="" fov="wide" fovtype="odd" />',
      { yaw: 0, pitch: 0, fov: deg(90), fovType: 'MFOV' },
    ],
    [
      'upper-case attribute names',
      '<view HLOOKAT="180" VLOOKAT="0" FOV="60" FOVTYPE="DFOV" />',
      { yaw: deg(180), pitch: 0, fov: deg(60), fovType: 'DFOV' },
    ],
  ])('reads %s in radians, pitch positive upwards', (_case, view, expected) => {
    const scene = onlyScene(view);
    expect(scene.view.fovType).toBe(expected.fovType);
    expect(scene.view.yaw).toBeCloseTo(expected.yaw, 10);
    expect(scene.view.pitch).toBeCloseTo(expected.pitch, 10);
    expect(scene.view.fov).toBeCloseTo(expected.fov, 10);
  });
});

describe('parseKrpanoTour: images', () => {
  const faces = (pattern: (label: string) => string, labels = ['l', 'f', 'r', 'b', 'u', 'd']) => {
    const [left, front, right, back, top, bottom] = labels.map((label) => `${FOLDER}/${pattern(label)}`);
    return { left, front, right, back, top, bottom };
  };

  it.each([
    [
      'a sphere',
      '<image><sphere url="panos/a.jpg"/></image>',
      { kind: 'sphere', url: `${FOLDER}/panos/a.jpg` },
    ],
    [
      'a cube url with %s as l,f,r,b,u,d',
      '<image><cube url="panos/a_%s.jpg"/></image>',
      { kind: 'cube', faces: faces((label) => `panos/a_${label}.jpg`) },
    ],
    [
      'a cube url with %s and custom cubelabels',
      '<image cubelabels="left|front|right|back|up|down"><cube url="a/%s.jpg"/></image>',
      {
        kind: 'cube',
        faces: faces((label) => `a/${label}.jpg`, ['left', 'front', 'right', 'back', 'up', 'down']),
      },
    ],
    [
      'a cube url listing six files with |',
      '<image><cube url="1.jpg|2.jpg|3.jpg|4.jpg|5.jpg|6.jpg"/></image>',
      {
        kind: 'cube',
        faces: faces((label) => label, ['1.jpg', '2.jpg', '3.jpg', '4.jpg', '5.jpg', '6.jpg']),
      },
    ],
    [
      'face elements in krpano order, up and down as top and bottom',
      '<image type="CUBE"><front url="f.jpg"/><left url="l.jpg"/><up url="u.jpg"/><right url="r.jpg"/><back url="b.jpg"/><down url="d.jpg"/></image>',
      { kind: 'cube', faces: faces((label) => `${label}.jpg`) },
    ],
    ['no <image> as null', '<preview url="preview.jpg"/>', null],
    ['a cube url without %s as null', '<image><cube url="a.jpg"/></image>', null],
    ['incomplete face elements as null', '<image><left url="l.jpg"/><front url="f.jpg"/></image>', null],
  ])('reads %s', (_case, image, expected) => {
    expect(onlyScene(image).image).toEqual(expected);
  });

  it('picks the largest multires level whose faces are whole images', () => {
    const scene = onlyScene(`
      <image type="CUBE" multires="true">
        <level tiledimagewidth="1024" tiledimageheight="1024"><cube url="t/l1_%s.jpg"/></level>
        <level tiledimagewidth="2048" tiledimageheight="2048"><cube url="t/l2_%s.jpg"/></level>
      </image>`);
    expect(scene.image).toEqual({ kind: 'cube', faces: faces((label) => `t/l2_${label}.jpg`) });
  });

  it('replaces %l by the level number counted from the smallest level', () => {
    const scene = onlyScene(`
      <image>
        <level tiledimagewidth="2048"><cube url="t/l%l_%s.jpg"/></level>
        <level tiledimagewidth="512"><cube url="t/l%l_%s.jpg"/></level>
      </image>`);
    expect(scene.image).toEqual({ kind: 'cube', faces: faces((label) => `t/l2_${label}.jpg`) });
  });

  it('falls back to the plain cube when every level is tiled', () => {
    const scene = onlyScene(`
      <image>
        <level tiledimagewidth="2048"><cube url="t/%s/l2/%0v/l2_%s_%0v_%0h.jpg"/></level>
        <cube url="whole_%s.jpg"/>
      </image>`);
    expect(scene.image).toEqual({ kind: 'cube', faces: faces((label) => `whole_${label}.jpg`) });
  });

  it('gives no image for a tiled sphere, saying so, and keeps the preview', () => {
    const scene = onlyScene(`
      <preview url="t/preview.jpg"/>
      <image><level tiledimagewidth="2048"><sphere url="t/l2/%v/l2_%v_%h.jpg"/></level></image>`);
    expect(scene.image).toBeNull();
    expect(scene.imageIssue).toBe('tiledSphere');
    expect(scene.previewUrl).toBe(`${FOLDER}/t/preview.jpg`);
  });

  it('prefers the sphere when a level has both a sphere and a cube', () => {
    const scene = onlyScene('<image><sphere url="s.jpg"/><cube url="c_%s.jpg"/></image>');
    expect(scene.image).toEqual({ kind: 'sphere', url: `${FOLDER}/s.jpg` });
  });
});

describe('parseKrpanoTour: tiled cubes as krpano makes them', () => {
  const LEVELS = [
    { faceSize: 640, url: `${FOLDER}/panos/a.tiles/%s/l1/%v/l1_%s_%v_%h.jpg` },
    { faceSize: 1280, url: `${FOLDER}/panos/a.tiles/%s/l2/%v/l2_%s_%v_%h.jpg` },
    { faceSize: 2560, url: `${FOLDER}/panos/a.tiles/%s/l3/%v/l3_%s_%v_%h.jpg` },
  ];
  const GRID = [
    { faceSize: 640, nbTiles: 1 },
    { faceSize: 1280, nbTiles: 2 },
    { faceSize: 2560, nbTiles: 4 },
  ];

  it("reads MAKE VTOUR's compact multires cube: tile size first, levels smallest first", () => {
    const scene = onlyScene(`
      <preview url="panos/a.tiles/preview.jpg"/>
      <image><cube url="panos/a.tiles/%s/l%l/%v/l%l_%s_%v_%h.jpg" multires="512,1280,640,2560"/></image>`);
    expect(scene.image).toEqual({
      kind: 'tiles',
      tileSize: 512,
      baseIndex: 1,
      labels: ['l', 'f', 'r', 'b', 'u', 'd'],
      levels: LEVELS,
      grid: GRID,
      recutBase: `${FOLDER}/`,
    });
    expect(scene.imageIssue).toBeNull();
  });

  it('reads the <level> form with tilesize, baseindex and zero-padded placeholders', () => {
    const scene = onlyScene(`
      <image type="CUBE" multires="true" tilesize="512" baseindex="0" cubelabels="left|front|right|back|up|down">
        <level tiledimagewidth="2560" tiledimageheight="2560"><cube url="t/%s/l%l/%0v/l%l_%s_%0v_%00h.jpg"/></level>
        <level tiledimagewidth="640" tiledimageheight="640"><cube url="t/%s/l%l/%0v/l%l_%s_%0v_%00h.jpg"/></level>
        <mobile><cube url="t/mobile_%s.jpg"/></mobile>
      </image>`);
    const image = scene.image as TiledCube;
    expect(image.kind).toBe('tiles');
    expect(image.baseIndex).toBe(0);
    expect(image.labels).toEqual(['left', 'front', 'right', 'back', 'up', 'down']);
    expect(image.levels).toEqual([
      { faceSize: 640, url: `${FOLDER}/t/%s/l0/%0v/l0_%s_%0v_%00h.jpg` },
      { faceSize: 2560, url: `${FOLDER}/t/%s/l1/%0v/l1_%s_%0v_%00h.jpg` },
    ]);
    expect(image.grid).toEqual([GRID[0], GRID[2]]);
  });

  it('shows the <mobile> faces of a scene that has nothing else', () => {
    const scene = onlyScene('<image><mobile><cube url="t/mobile_%s.jpg"/></mobile></image>');
    expect(scene.image).toEqual({
      kind: 'cube',
      faces: Object.fromEntries(
        CUBE_FACES.map((face, index) => [face, `${FOLDER}/t/mobile_${'lfrbud'[index]}.jpg`]),
      ),
    });
  });

  it('says why a scene has no image', () => {
    expect(onlyScene('<preview url="p.jpg"/>').imageIssue).toBe('noImage');
    expect(onlyScene('<image><flat url="poster.jpg"/></image>').imageIssue).toBe('unsupportedImage');
    expect(
      onlyScene('<image><sphere url="s/l%l/%v/%h.jpg" multires="512,1024,2048"/></image>').imageIssue,
    ).toBe('tiledSphere');
  });
});

describe('parseKrpanoTour: included files', () => {
  const SKIN = `${FOLDER}/skin/vtourskin.xml`;
  const SCENES = `${FOLDER}/more/scenes.xml`;
  const main = tour('<include url="skin/vtourskin.xml"/><include url="more/scenes.xml"/><scene name="a"/>');

  it('lists the included files it has not been given, then reads their scenes in place', () => {
    expect(missingIncludes(main, TOUR_URL)).toEqual([SKIN, SCENES]);
    const nested = tour(
      '<scene name="b"><image><cube url="b_%s.jpg"/></image></scene><include url="c.xml"/>',
    );
    const included = new Map([
      [SKIN, tour('<style name="skin"/>')],
      [SCENES, nested],
    ]);
    expect(missingIncludes(main, TOUR_URL, included)).toEqual([`${FOLDER}/more/c.xml`]);
    included.set(`${FOLDER}/more/c.xml`, tour('<scene name="c"/>'));
    const parsed = parseKrpanoTour(main, TOUR_URL, included);
    expect(parsed.scenes.map((scene) => [scene.index, scene.name])).toEqual([
      [0, 'b'],
      [1, 'c'],
      [2, 'a'],
    ]);
    // Relative URLs of an included file are read from its own folder.
    expect((parsed.scenes[0]!.image as { faces: { front: string } }).faces.front).toBe(
      `${FOLDER}/more/b_f.jpg`,
    );
  });

  it('skips an included file that is not a krpano document, and a file that includes itself', () => {
    const self = tour('<include url="vtourskin.xml"/><scene name="loop"/>');
    const included = new Map([
      [SKIN, self],
      [SCENES, '<html/>'],
    ]);
    const parsed = parseKrpanoTour(main, TOUR_URL, included);
    expect(parsed.scenes.map((scene) => scene.name)).toEqual(['loop', 'loop', 'loop', 'loop', 'a']);
  });
});

describe('parseKrpanoTour: hotspots', () => {
  it.each([
    [
      'a scene link at ath/atv',
      '<hotspot name="to_b" ath="45" atv="10" linkedscene="b" tooltip="Vers B"/>',
      { name: 'to_b', yaw: deg(45), pitch: deg(-10), linkedScene: 'b', title: 'Vers B' },
    ],
    [
      'a link given by onclick loadscene()',
      `<hotspot name="h" ath="-90" atv="-5" onclick="loadscene('b', null, MERGE, BLEND(1));"/>`,
      { name: 'h', yaw: deg(-90), pitch: deg(5), linkedScene: 'b', title: null },
    ],
    [
      'an information hotspot with a title',
      '<hotspot name="info" ath="0" atv="0" title="Local vélos"/>',
      { name: 'info', yaw: 0, pitch: 0, linkedScene: null, title: 'Local vélos' },
    ],
    [
      'a hotspot without name or angles',
      '<hotspot />',
      { name: 'hotspot_1', yaw: 0, pitch: 0, linkedScene: null, title: null },
    ],
  ])('reads %s', (_case, hotspot, expected) => {
    const [found] = onlyScene(hotspot).hotspots;
    expect(found?.name).toBe(expected.name);
    expect(found?.linkedScene).toBe(expected.linkedScene);
    expect(found?.title).toBe(expected.title);
    expect(found?.yaw).toBeCloseTo(expected.yaw, 10);
    expect(found?.pitch).toBeCloseTo(expected.pitch, 10);
  });

  it('keeps only the hotspots inside the scene', () => {
    const parsed = parseKrpanoTour(
      tour('<hotspot name="global" ath="1"/><scene name="a"><hotspot name="x"/><hotspot name="y"/></scene>'),
      TOUR_URL,
    );
    expect(parsed.scenes[0]!.hotspots.map((hotspot) => hotspot.name)).toEqual(['x', 'y']);
  });
});

describe('parseKrpanoTour: errors', () => {
  it.each([
    ['malformed XML', '<krpano><scene name="a"></krpano>'],
    ['another root element', '<html><body>Not found</body></html>'],
  ])('rejects %s', (_case, xml) => {
    expect(() => parseKrpanoTour(xml, TOUR_URL)).toThrow(TourParseError);
  });
});

describe('resolveTourUrl', () => {
  it.each([
    ['a relative path', 'panos/a.jpg', `${FOLDER}/panos/a.jpg`],
    ['a parent path', '../shared/a.jpg', 'http://site.test/storage/vtour/sambre/shared/a.jpg'],
    ['a root path', '/storage/a.jpg', 'http://site.test/storage/a.jpg'],
    ['an absolute URL', 'https://cdn.test/a.jpg', 'https://cdn.test/a.jpg'],
    ['%CURRENTXML%', '%CURRENTXML%/panos/a.jpg', `${FOLDER}/panos/a.jpg`],
    ['%SWFPATH% with spaces around', '  %SWFPATH%/a.jpg ', `${FOLDER}/a.jpg`],
  ])('resolves %s against the tour.xml URL', (_case, url, expected) => {
    expect(resolveTourUrl(url, TOUR_URL)).toBe(expected);
  });
});
