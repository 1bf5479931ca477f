import { describe, expect, it } from 'vitest';
import { isClickableStatus, STATUS, SYSTEM_STATUSES, statusKind } from './status.ts';

describe('status meaning', () => {
  it.each([
    { id: 1, kind: 'available' },
    { id: 2, kind: 'sold' },
    { id: 3, kind: 'reserved' },
    { id: 7, kind: 'notClickable' },
    { id: 12, kind: 'reserved' },
    { id: null, kind: 'unknown' },
  ] as const)('status $id means $kind', ({ id, kind }) => {
    expect(statusKind(id)).toBe(kind);
  });

  it('has fixed ids for the system statuses', () => {
    expect(STATUS).toEqual({ AVAILABLE: 1, SOLD: 2, RESERVED: 3, NOT_CLICKABLE: 7 });
    expect(SYSTEM_STATUSES.map((status) => [status.id, status.name.fr])).toEqual([
      [1, 'Disponible'],
      [2, 'Vendu'],
      [3, 'Réservé'],
      [7, 'Non cliquable'],
    ]);
  });

  it('never lets a not-clickable unit react to clicks', () => {
    expect(isClickableStatus(7)).toBe(false);
    expect(isClickableStatus(1)).toBe(true);
  });
});
