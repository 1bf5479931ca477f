import { describe, expect, it } from 'vitest';
import { buildBuilding, buildUnit } from '../../test/factories.ts';
import { buildingCirclePosition, buildOutlines, outlinePoints } from './outline-model.ts';

const square = '0,0 100,0 100,100 0,100';
const points = (first: string) => [first, ...Array.from({ length: 28 }, () => '')];

describe('buildOutlines', () => {
  const unit = buildUnit({ name: 'A0.1' });
  const sub = buildBuilding({ name: 'b' });
  const file = {
    a: [
      { name: 'A0.1', points: points(square) },
      { name: 'B', points: points(square) },
      { name: 'X9', points: points(square) },
    ],
    'a/rez': [{ name: 'a0.1', points: points(square) }],
  };

  it('ties outlines to units, sub-buildings, or nothing', () => {
    const outlines = buildOutlines(file, { building: 'a', floor: null }, [unit], [sub]);
    expect(outlines.map((outline) => outline.kind)).toEqual(['unit', 'building', 'unknown']);
  });

  it('reads the floor view under "building/floor" and matches names without case as a fallback', () => {
    const [outline] = buildOutlines(file, { building: 'a', floor: 'rez' }, [unit], []);
    expect(outline?.kind === 'unit' && outline.unit).toBe(unit);
  });

  it('ties an outline to a unit renamed since the file was drawn, by its former name', () => {
    const renamed = buildUnit({ name: 'A0.1-bis', former_names: ['A0.1'] });
    const [outline] = buildOutlines(file, { building: 'a', floor: null }, [renamed], []);
    expect(outline?.kind === 'unit' && outline.unit).toBe(renamed);
  });

  it('hides an outline on frames where it has no points', () => {
    const [outline] = buildOutlines(file, { building: 'a', floor: null }, [unit], []);
    if (!outline) throw new Error('no outline');
    expect(outlinePoints(outline, 0)).toHaveLength(4);
    expect(outlinePoints(outline, 1)).toEqual([]);
    expect(buildingCirclePosition(outline, 0)).toMatchObject({ x: 50, y: 50 });
    expect(buildingCirclePosition(outline, 5)).toBeNull();
  });

  it('gives no outlines without a file or a view', () => {
    expect(buildOutlines(null, { building: 'a', floor: null }, [unit], [])).toEqual([]);
    expect(buildOutlines(file, { building: 'a', floor: 'zz' }, [unit], [])).toEqual([]);
  });
});
