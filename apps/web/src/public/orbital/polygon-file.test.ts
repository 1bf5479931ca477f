import { describe, expect, it } from 'vitest';
import { parsePolygonFile, polygonFileUrl } from './polygon-file.ts';

describe('polygon file', () => {
  it("lives in its building's folder, keyed by the building's id", () => {
    expect(polygonFileUrl(4)).toBe('/storage/buildings/4/polygons/index.json');
  });

  it('keeps only well-shaped outline lists', () => {
    const parsed = parsePolygonFile(
      JSON.stringify({ a: [{ name: 'A1', points: ['', ''] }, { nope: 1 }], b: 3 }),
    );
    expect(parsed).toEqual({ a: [{ name: 'A1', points: ['', ''] }] });
  });

  it('gives no polygons for invalid JSON', () => {
    expect(parsePolygonFile('{oops')).toBeNull();
    expect(parsePolygonFile('[]')).toBeNull();
  });
});
