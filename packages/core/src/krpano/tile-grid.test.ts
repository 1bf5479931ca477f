import { describe, expect, it } from 'vitest';
import { krpanoGrid, krpanoTileUrl, recutGrid, tileSpan } from './tile-grid.ts';

describe('recutGrid', () => {
  it.each([
    [2560, 512, 4],
    [1280, 512, 2],
    [640, 512, 1],
    [1100, 512, 2],
    [300, 512, 1],
    [1024, 512, 1],
    [8192, 512, 8],
    [100_000, 512, 16],
  ])('re-cuts a %i px face of %i px krpano tiles into %i tiles a side', (face, tile, expected) => {
    expect(recutGrid(face, tile)).toBe(expected);
  });
});

describe('tileSpan', () => {
  it('covers the face without gaps or overlaps when the size does not divide', () => {
    const spans = Array.from({ length: 8 }, (_, index) => tileSpan(2500, 8, index));
    expect(spans[0]).toEqual([0, 313]);
    expect(spans.at(-1)).toEqual([2188, 2500]);
    for (let index = 1; index < spans.length; index++) expect(spans[index]![0]).toBe(spans[index - 1]![1]);
  });

  it('counts krpano tiles with a smaller last one', () => {
    expect(krpanoGrid(1280, 512)).toBe(3);
    expect(krpanoGrid(2560, 512)).toBe(5);
  });
});

describe('krpanoTileUrl', () => {
  it.each([
    ['%s/l%l/%v/l%l_%s_%v_%h.jpg', 'f/l3/2/l3_f_2_5.jpg'],
    ['%s/l%l/%0v/l%l_%s_%0v_%00h.jpg', 'f/l3/02/l3_f_02_005.jpg'],
    ['%s_%r_%c.jpg', 'f_2_5.jpg'],
    ['%s_%y_%x.jpg', 'f_2_5.jpg'],
    ['%S/%V_%H.jpg', 'f/2_5.jpg'],
  ])('fills %s', (template, expected) => {
    expect(krpanoTileUrl(template, { label: 'f', level: 3, row: 2, col: 5 })).toBe(expected);
  });
});
