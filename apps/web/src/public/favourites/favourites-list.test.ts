import { describe, expect, it } from 'vitest';
import {
  EMPTY_FAVOURITES,
  type FavouritesList,
  keepUnits,
  MAX_FAVOURITES,
  readFavourites,
  toggleCompared,
  toggleFavourite,
  writeFavourites,
} from './favourites-list.ts';

const listOf = (...ids: number[]): FavouritesList => ids.reduce(toggleFavourite, EMPTY_FAVOURITES);

describe('a visitor’s favourites', () => {
  it('adds a unit with a first tap on the heart and removes it with a second', () => {
    const one = toggleFavourite(EMPTY_FAVOURITES, 12);
    expect(one).toEqual({ ids: [12], compared: [12] });
    expect(toggleFavourite(one, 12)).toEqual({ ids: [], compared: [] });
  });

  it('ticks the first four for the comparison, not the fifth', () => {
    expect(listOf(1, 2, 3, 4, 5)).toEqual({ ids: [1, 2, 3, 4, 5], compared: [1, 2, 3, 4] });
  });

  it('compares at most four units; unticking one makes room for another, in the list’s order', () => {
    const five = listOf(1, 2, 3, 4, 5);
    expect(toggleCompared(five, 5)).toBe(five);
    const room = toggleCompared(five, 2);
    expect(room.compared).toEqual([1, 3, 4]);
    expect(toggleCompared(room, 5).compared).toEqual([1, 3, 4, 5]);
    expect(toggleCompared(toggleCompared(room, 5), 2)).toEqual(toggleCompared(room, 5));
  });

  it('does not tick for comparison a unit that is not a favourite', () => {
    const list = listOf(1);
    expect(toggleCompared(list, 9)).toBe(list);
  });

  it('removing a favourite also removes it from the comparison', () => {
    expect(toggleFavourite(listOf(1, 2, 3), 2)).toEqual({ ids: [1, 3], compared: [1, 3] });
  });

  it(`holds at most ${MAX_FAVOURITES} units: a full list stays as it is`, () => {
    const full = listOf(...Array.from({ length: MAX_FAVOURITES }, (_, index) => index + 1));
    expect(toggleFavourite(full, 999)).toBe(full);
  });

  it('keeps the units of a shared comparison, those not already in the list', () => {
    expect(keepUnits(listOf(2), [1, 2, 3])).toEqual({ ids: [2, 1, 3], compared: [2, 1, 3] });
  });
});

describe('the favourites as stored on the device', () => {
  it('reads back what it wrote', () => {
    const list = toggleCompared(listOf(4, 8, 15), 8);
    expect(readFavourites(writeFavourites(list))).toEqual(list);
  });

  it.each([
    [null, EMPTY_FAVOURITES],
    ['', EMPTY_FAVOURITES],
    ['not json', EMPTY_FAVOURITES],
    ['null', EMPTY_FAVOURITES],
    ['[1,2]', EMPTY_FAVOURITES],
    ['{"ids":"1,2"}', EMPTY_FAVOURITES],
    ['{"ids":[3,"4",-1,0,3,2.5,7]}', { ids: [3, 7], compared: [] }],
    ['{"ids":[1,2],"compared":[2,9,1]}', { ids: [1, 2], compared: [1, 2] }],
    ['{"ids":[1,2,3,4,5,6],"compared":[1,2,3,4,5,6]}', { ids: [1, 2, 3, 4, 5, 6], compared: [1, 2, 3, 4] }],
  ])('reads %j as the part that makes sense', (stored, expected) => {
    expect(readFavourites(stored)).toEqual(expected);
  });
});
