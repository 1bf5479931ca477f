import { FRAME_COUNT, overlayPoint, parsePolygonPoints } from '@vitrine/core';
import { describe, expect, it } from 'vitest';
import {
  copyPreviousFrame,
  deleteOutline,
  documentFromFile,
  documentProblems,
  FULL_VIEW,
  isKeyFrame,
  itemsWithoutOutline,
  type OutlineDocument,
  removeKeyFrame,
  saveBodyOf,
  setKeyFrame,
  trackFrames,
  type ViewItems,
} from './outline-document.ts';
import { commandOfKey } from './outline-shortcuts.ts';

const square = (x: number) => parsePolygonPoints(`${x},0 ${x + 100},0 ${x + 100},100 ${x},100`);
const views: ViewItems[] = [
  {
    view: FULL_VIEW,
    floorName: null,
    items: [
      { key: 'unit:1', name: 'A01' },
      { key: 'unit:2', name: 'A02' },
      { key: 'building:9', name: 'annex' },
    ],
  },
  { view: '5', floorName: '0', items: [{ key: 'unit:1', name: 'A01' }] },
];

describe('outline document', () => {
  it('draws on three key frames and interpolates the 26 others', () => {
    let doc: OutlineDocument = {};
    doc = setKeyFrame(doc, FULL_VIEW, 'unit:1', 0, square(0));
    doc = setKeyFrame(doc, FULL_VIEW, 'unit:1', 10, square(100));
    doc = setKeyFrame(doc, FULL_VIEW, 'unit:1', 20, square(200));
    const frames = trackFrames(doc[FULL_VIEW]?.['unit:1']);
    expect(frames[5]).toEqual(square(50));
    expect(frames[15]).toEqual(square(150));
    expect(isKeyFrame(doc[FULL_VIEW]?.['unit:1'], 10)).toBe(true);
    expect(isKeyFrame(doc[FULL_VIEW]?.['unit:1'], 11)).toBe(false);
    const body = saveBodyOf(doc);
    expect(body.views[0]?.outlines[0]?.unit_id).toBe(1);
    expect(body.views[0]?.outlines[0]?.points).toHaveLength(FRAME_COUNT);
    expect(body.views[0]?.outlines[0]?.points[5]).toBe('50,0 150,0 150,100 50,100');
  });

  it('copies the previous frame, interpolates a key frame again and deletes an outline, never in place', () => {
    const start = setKeyFrame({}, FULL_VIEW, 'unit:1', 0, square(0));
    const moved = setKeyFrame(start, FULL_VIEW, 'unit:1', 4, square(40));
    const copied = copyPreviousFrame(moved, FULL_VIEW, 'unit:1', 5);
    expect(trackFrames(copied[FULL_VIEW]?.['unit:1'])[5]).toEqual(square(40));
    const again = removeKeyFrame(copied, FULL_VIEW, 'unit:1', 4);
    expect(trackFrames(again[FULL_VIEW]?.['unit:1'])[4]?.[0]?.x).toBeCloseTo(32);
    expect(removeKeyFrame(start, FULL_VIEW, 'unit:1', 0)[FULL_VIEW]).toEqual({});
    expect(deleteOutline(moved, FULL_VIEW, 'unit:1')[FULL_VIEW]).toEqual({});
    expect(Object.keys(start[FULL_VIEW]?.['unit:1'] ?? {})).toEqual(['0']);
  });

  it('reads a studio file by name (any case), keeping its frames as key frames and listing what matches nothing', () => {
    const points = Array.from({ length: FRAME_COUNT }, (_, frame) => (frame === 3 ? '' : '0,0 10,0 10,10'));
    const { doc, unmatched } = documentFromFile(
      {
        Tower: [
          { name: 'a01', points },
          { name: 'ANNEX', points },
          { name: 'ghost', points },
        ],
        'Tower/0': [{ name: 'A02', points }],
      },
      'tower',
      views,
    );
    expect(Object.keys(doc[FULL_VIEW] ?? {})).toEqual(['unit:1', 'building:9']);
    expect(trackFrames(doc[FULL_VIEW]?.['unit:1'])[3]).toEqual([]);
    expect(isKeyFrame(doc[FULL_VIEW]?.['unit:1'], 3)).toBe(true);
    expect(unmatched).toEqual(['ghost', '0 / A02']);
    expect(itemsWithoutOutline(doc, views[0] as ViewItems).map((item) => item.name)).toEqual(['A02']);
    const full = saveBodyOf(doc).views.find((view) => view.floor_id === null);
    expect(full?.outlines[1]).toMatchObject({ building_id: 9 });
  });

  it('lists the frames the server would refuse', () => {
    let doc = setKeyFrame({}, FULL_VIEW, 'unit:1', 0, square(0));
    doc = setKeyFrame(doc, FULL_VIEW, 'unit:1', 2, parsePolygonPoints('0,0 100,100 100,0 0,100'));
    doc = setKeyFrame(doc, FULL_VIEW, 'unit:2', 0, []);
    doc = setKeyFrame(doc, FULL_VIEW, 'unit:2', 1, [overlayPoint(0, 0), overlayPoint(5, 5)]);
    const problems = documentProblems(doc).map((p) => `${p.item}@${p.frame}:${p.problem}`);
    expect(problems).toContain('unit:1@2:selfIntersecting');
    expect(problems).toContain('unit:2@1:empty');
    expect(problems).not.toContain('unit:1@0:empty');
    expect(documentProblems(setKeyFrame({}, FULL_VIEW, 'unit:1', 0, []))).toEqual([
      { view: FULL_VIEW, item: 'unit:1', frame: null, problem: 'hidden' },
    ]);
  });
});

describe('commandOfKey', () => {
  const press = (
    key: string,
    extra: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean }> = {},
  ) => commandOfKey({ key, ctrlKey: false, metaKey: false, shiftKey: false, ...extra });

  it('maps the editor shortcuts', () => {
    expect(press('z', { ctrlKey: true })).toBe('undo');
    expect(press('Z', { metaKey: true, shiftKey: true })).toBe('redo');
    expect(press('y', { ctrlKey: true })).toBe('redo');
    expect(press('s', { ctrlKey: true })).toBe('save');
    expect(press('ArrowRight')).toBe('nextFrame');
    expect(press('ArrowLeft')).toBe('previousFrame');
    expect(press('r')).toBe('redraw');
    expect(press('Enter')).toBe('finishDrawing');
    expect(press('Delete')).toBe('deleteVertex');
    expect(press('c')).toBe('copyPrevious');
    expect(press('c', { ctrlKey: true })).toBeNull();
    expect(press('x')).toBeNull();
  });
});
