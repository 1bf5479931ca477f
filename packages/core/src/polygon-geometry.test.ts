import { describe, expect, it } from 'vitest';
import { overlayPoint } from './orbital.ts';
import { isPointInPolygon, polygonAt, polygonBounds, polygonCentroid } from './polygon-geometry.ts';
import { parsePolygonPoints } from './schemas/polygon-file.ts';

const square = parsePolygonPoints('0,0 100,0 100,100 0,100');
const lShape = parsePolygonPoints('0,0 200,0 200,100 100,100 100,200 0,200');

describe('isPointInPolygon', () => {
  it.each([
    { name: 'inside a square', polygon: square, x: 50, y: 50, inside: true },
    { name: 'outside a square', polygon: square, x: 150, y: 50, inside: false },
    { name: 'in the notch of an L', polygon: lShape, x: 150, y: 150, inside: false },
    { name: 'in the arm of an L', polygon: lShape, x: 50, y: 150, inside: true },
    { name: 'anywhere for an empty outline', polygon: [], x: 0, y: 0, inside: false },
  ])('tells a point $name', ({ polygon, x, y, inside }) => {
    expect(isPointInPolygon(overlayPoint(x, y), polygon)).toBe(inside);
  });
});

describe('polygonCentroid', () => {
  it('finds the centre of a square', () => {
    expect(polygonCentroid(square)).toEqual({ x: 50, y: 50 });
  });

  it('weights the centre of an L by area', () => {
    const centre = polygonCentroid(lShape);
    expect(centre?.x).toBeCloseTo(83.333, 2);
    expect(centre?.y).toBeCloseTo(83.333, 2);
  });

  it('uses the mean of the points for a flat outline and null for none', () => {
    expect(polygonCentroid(parsePolygonPoints('0,0 10,0 20,0'))).toEqual({ x: 10, y: 0 });
    expect(polygonCentroid([])).toBeNull();
  });
});

describe('polygonBounds and polygonAt', () => {
  it('gives the bounding box of an outline', () => {
    expect(polygonBounds(lShape)).toEqual({ minX: 0, minY: 0, maxX: 200, maxY: 200 });
  });

  it('picks the topmost outline under a point', () => {
    const below = { name: 'a1', points: square };
    const above = { name: 'a2', points: parsePolygonPoints('50,50 150,50 150,150 50,150') };
    expect(polygonAt(overlayPoint(75, 75), [below, above])?.name).toBe('a2');
    expect(polygonAt(overlayPoint(25, 25), [below, above])?.name).toBe('a1');
    expect(polygonAt(overlayPoint(500, 500), [below, above])).toBeNull();
  });
});
