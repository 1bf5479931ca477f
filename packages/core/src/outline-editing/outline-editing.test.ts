import { describe, expect, it } from 'vitest';
import { overlayPoint } from '../orbital.ts';
import { parsePolygonPoints } from '../polygon-points.ts';
import {
  canRedo,
  canUndo,
  HISTORY_LIMIT,
  recordEdit,
  redoEdit,
  startHistory,
  undoEdit,
} from './edit-history.ts';
import { alignVertices, interpolateKeyFrames, withVertexCount } from './key-frame-interpolation.ts';
import { formatPolygonPoints, isSelfIntersecting, outlineProblem } from './outline-shape.ts';
import {
  deleteVertex,
  edgeNear,
  insertVertex,
  moveVertex,
  snapToVertex,
  vertexNear,
} from './vertex-editing.ts';

const pts = parsePolygonPoints;
const square = pts('0,0 100,0 100,100 0,100');

describe('outlineProblem', () => {
  it.each([
    { name: 'a square', points: '0,0 100,0 100,100 0,100', problem: null },
    { name: 'a concave L', points: '0,0 200,0 200,100 100,100 100,200 0,200', problem: null },
    { name: 'a hidden frame', points: '', problem: null },
    { name: 'two points', points: '0,0 100,0', problem: 'empty' },
    { name: 'three points on a line', points: '0,0 50,0 100,0', problem: 'empty' },
    { name: 'a bow tie', points: '0,0 100,100 100,0 0,100', problem: 'selfIntersecting' },
    {
      name: 'a vertex touching an edge',
      points: '0,0 100,0 100,100 50,0 0,100',
      problem: 'selfIntersecting',
    },
    { name: 'a repeated vertex', points: '0,0 100,0 100,100 100,0 0,100', problem: 'selfIntersecting' },
  ])('says $name is $problem', ({ points, problem }) => {
    expect(outlineProblem(pts(points))).toBe(problem);
  });

  it('finds a crossing between the last and a middle edge', () => {
    expect(isSelfIntersecting(pts('0,0 100,0 100,100 60,-20 40,120'))).toBe(true);
  });
});

describe('formatPolygonPoints', () => {
  it('writes what the public reader parses, rounded to a tenth of a pixel', () => {
    const written = formatPolygonPoints([
      overlayPoint(10.04, 20.26),
      overlayPoint(-0.01, 5),
      overlayPoint(3, 4),
    ]);
    expect(written).toBe('10,20.3 0,5 3,4');
    expect(pts(written)).toEqual([overlayPoint(10, 20.3), overlayPoint(0, 5), overlayPoint(3, 4)]);
  });
});

describe('vertex editing', () => {
  it('finds the nearest vertex within a radius only', () => {
    expect(vertexNear(square, overlayPoint(97, 4), 10)).toBe(1);
    expect(vertexNear(square, overlayPoint(50, 50), 10)).toBeNull();
  });

  it('inserts a vertex on the edge under the pointer, closing edge included', () => {
    const onTop = edgeNear(square, overlayPoint(50, 3), 6);
    expect(onTop).toEqual({ index: 1, point: overlayPoint(50, 0) });
    const onClosing = edgeNear(square, overlayPoint(2, 50), 6);
    expect(onClosing?.index).toBe(4);
    expect(insertVertex(square, 1, overlayPoint(50, 0))).toEqual(pts('0,0 50,0 100,0 100,100 0,100'));
    expect(edgeNear(square, overlayPoint(50, 50), 6)).toBeNull();
  });

  it('moves and deletes vertices without changing the original', () => {
    expect(moveVertex(square, 2, overlayPoint(120, 120))).toEqual(pts('0,0 100,0 120,120 0,100'));
    expect(deleteVertex(square, 0)).toEqual(pts('100,0 100,100 0,100'));
    expect(square).toEqual(pts('0,0 100,0 100,100 0,100'));
  });

  it('snaps onto a neighbouring vertex within the radius', () => {
    const neighbours = pts('100,0 200,0 200,100 100,100');
    expect(snapToVertex(overlayPoint(104, 97), neighbours, 8)).toEqual(overlayPoint(100, 100));
    expect(snapToVertex(overlayPoint(150, 50), neighbours, 8)).toEqual(overlayPoint(150, 50));
  });
});

describe('interpolateKeyFrames', () => {
  const at = (x: number) => pts(`${x},0 ${x + 100},0 ${x + 100},100 ${x},100`);

  it('blends the frames between two key frames linearly', () => {
    const frames = interpolateKeyFrames(
      new Map([
        [0, at(0)],
        [10, at(100)],
      ]),
    );
    expect(frames).toHaveLength(29);
    expect(frames[0]).toEqual(at(0));
    expect(frames[5]).toEqual(at(50));
    expect(frames[10]).toEqual(at(100));
    expect(frames[2]?.[0]?.x).toBeCloseTo(20);
  });

  it('goes round the orbit from the last key frame to the first', () => {
    const frames = interpolateKeyFrames(
      new Map([
        [4, at(0)],
        [24, at(90)],
      ]),
    );
    // 24 → 4 is 9 frames going through 28 and 0
    expect(frames[0]?.[0]?.x).toBeCloseTo(90 - (90 * 5) / 9);
    expect(frames[26]?.[0]?.x).toBeCloseTo(90 - (90 * 2) / 9);
  });

  it('copies a single key frame everywhere and gives hidden frames without any', () => {
    expect(interpolateKeyFrames(new Map([[7, at(3)]])).every((frame) => frame.length === 4)).toBe(true);
    expect(interpolateKeyFrames(new Map()).every((frame) => frame.length === 0)).toBe(true);
  });

  it('keeps the frames next to a hidden key frame hidden', () => {
    const frames = interpolateKeyFrames(
      new Map([
        [0, at(0)],
        [5, at(50)],
        [10, []],
      ]),
    );
    expect(frames[3]).toHaveLength(4);
    expect(frames[7]).toEqual([]);
    expect(frames[20]).toEqual([]);
  });

  it('pairs the same corners when the key frames were drawn from another vertex or with more vertices', () => {
    const turned = pts('100,100 0,100 0,0 100,0');
    const frames = interpolateKeyFrames(
      new Map([
        [0, square],
        [2, turned],
      ]),
    );
    expect(frames[1]).toEqual(square);
    const pentagon = pts('0,0 100,0 100,100 0,100 -50,50');
    const blended = interpolateKeyFrames(
      new Map([
        [0, square],
        [2, pentagon],
      ]),
    )[1];
    expect(blended).toHaveLength(5);
    expect(outlineProblem(blended ?? [])).toBeNull();
  });

  it('adds midpoints to the longest edges to reach a vertex count, and aligns a rotated start', () => {
    expect(withVertexCount(pts('0,0 100,0 100,10 0,10'), 6)).toEqual(pts('0,0 50,0 100,0 100,10 50,10 0,10'));
    expect(alignVertices(square, pts('100,100 0,100 0,0 100,0'))).toEqual(square);
  });
});

describe('edit history', () => {
  it('undoes and redoes edits, and an edit after an undo drops the redo', () => {
    let history = startHistory('a');
    history = recordEdit(history, 'b');
    history = recordEdit(history, 'c');
    history = undoEdit(history);
    expect(history.present).toBe('b');
    expect(canRedo(history)).toBe(true);
    history = redoEdit(history);
    expect(history.present).toBe('c');
    history = undoEdit(undoEdit(history));
    expect(history.present).toBe('a');
    expect(canUndo(history)).toBe(false);
    expect(undoEdit(history)).toBe(history);
    history = recordEdit(redoEdit(history), 'd');
    expect(history.present).toBe('d');
    expect(canRedo(history)).toBe(false);
    expect(undoEdit(history).present).toBe('b');
  });

  it('forgets the oldest steps beyond the limit', () => {
    let history = startHistory(0);
    for (let i = 1; i <= HISTORY_LIMIT + 10; i++) history = recordEdit(history, i);
    expect(history.past).toHaveLength(HISTORY_LIMIT);
    expect(history.past[0]).toBe(10);
  });
});
