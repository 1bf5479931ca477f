import { describe, expect, it } from 'vitest';
import { parsePolygonPoints, validatePolygonFile } from './polygon-file.ts';

const frames = (points: string) => Array.from({ length: 29 }, () => points);

describe('parsePolygonPoints', () => {
  it.each([
    {
      text: '10,20 30,40 50,60',
      points: [
        { x: 10, y: 20 },
        { x: 30, y: 40 },
        { x: 50, y: 60 },
      ],
    },
    {
      text: ' 1.5,2.25   3,4\n5,6 ',
      points: [
        { x: 1.5, y: 2.25 },
        { x: 3, y: 4 },
        { x: 5, y: 6 },
      ],
    },
    { text: '', points: [] },
  ])('reads "$text" into overlay points', ({ text, points }) => {
    expect(parsePolygonPoints(text)).toEqual(points);
  });
});

describe('validatePolygonFile', () => {
  it('accepts 29 point strings per polygon, empty frames included', () => {
    const file = { a: [{ name: 'a1', points: [...frames('0,0 10,0 10,10').slice(1), ''] }] };
    expect(validatePolygonFile(file)).toEqual({ ok: true, polygons: file });
  });

  it('names a polygon with the wrong number of frames', () => {
    const check = validatePolygonFile({ a: [{ name: 'a1', points: frames('0,0 10,0 10,10').slice(2) }] });
    expect(check).toEqual({
      ok: false,
      problems: ['a.0.points: Le champ points doit contenir exactement 29 chaînes, une par image.'],
    });
  });

  it('names a frame whose points are malformed', () => {
    const points = frames('0,0 10,0 10,10');
    points[3] = '0,0 10';
    const check = validatePolygonFile({ a: [{ name: 'a1', points }] });
    expect(check.ok).toBe(false);
    expect(!check.ok && check.problems[0]).toMatch(/^a\.0\.points\.3: /);
  });

  it('refuses a file that is not an object of lists', () => {
    expect(validatePolygonFile([1, 2]).ok).toBe(false);
    expect(validatePolygonFile(null).ok).toBe(false);
  });
});
