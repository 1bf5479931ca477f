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
    {
      text: '-4,5.5\t1,2 abc 3,x 7 8,9',
      points: [
        { x: -4, y: 5.5 },
        { x: 1, y: 2 },
        { x: 8, y: 9 },
      ],
    },
  ])('reads "$text" into overlay points', ({ text, points }) => {
    expect(parsePolygonPoints(text)).toEqual(points);
  });

  it('reads any text exactly as the plain split-and-convert reading does', () => {
    const reference = (text: string) =>
      text
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .flatMap((pair) => {
          const [x, y] = pair.split(',').map(Number);
          return x === undefined || y === undefined || Number.isNaN(x) || Number.isNaN(y) ? [] : [{ x, y }];
        });
    const pieces = ['1', '-2.5', ',', ' ', '\n', '\u00a0', 'x', '', '0', '1e3', ',,', '12,34'];
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed;
    };
    for (let sample = 0; sample < 2000; sample++) {
      const text = Array.from({ length: next() % 12 }, () => pieces[next() % pieces.length]).join('');
      expect(parsePolygonPoints(text), JSON.stringify(text)).toEqual(reference(text));
    }
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
