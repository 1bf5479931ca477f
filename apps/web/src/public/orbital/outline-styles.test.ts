import { describe, expect, it } from 'vitest';
import { buildProject, buildSetting, buildUnit } from '../../test/factories.ts';
import { buildOutlines } from './outline-model.ts';
import { outlineShapes } from './outline-styles.ts';

const square = ['0,0 10,0 10,10 0,10', ...Array.from({ length: 28 }, () => '')];
const project = buildProject({ settings: [buildSetting('t2-color', '#00ff00')] });
const available = buildUnit({ name: 'A1', bedrooms: 2, status_id: 1 });
const sold = buildUnit({ name: 'A2', bedrooms: 2, status_id: 2 });
const outlines = buildOutlines(
  {
    a: [
      { name: 'A1', points: square },
      { name: 'A2', points: square },
      { name: 'Z', points: square },
    ],
  },
  { building: 'a', floor: null },
  [available, sold],
  [],
);
const none = { hovered: null, selected: null, matching: null };

describe('outlineShapes', () => {
  it('colours units by room count with the unselected and unavailable alphas', () => {
    const [a1, a2, unknown] = outlineShapes(outlines, 0, project, none);
    expect(a1?.style).toEqual({ fill: 'rgba(0, 255, 0, 0.5)', stroke: 'rgba(0, 255, 0, 0.75)' });
    expect(a2?.style.fill).toBe('rgba(0, 255, 0, 0.35)');
    expect(unknown?.label).toBeNull();
  });

  it('fills the selected or hovered unit fully', () => {
    const [a1] = outlineShapes(outlines, 0, project, { ...none, selected: 'A1' });
    expect(a1?.style.fill).toBe('rgba(0, 255, 0, 1)');
    expect(a1?.emphasis).toBe(true);
  });

  it('tones down units the search left out', () => {
    const [a1, a2] = outlineShapes(outlines, 0, project, { ...none, matching: new Set(['A2']) });
    expect(a1?.style.fill).toBe('rgba(0, 0, 0, 0)');
    expect(a2?.label).toBe('A2');
  });

  it('hatches a sold unit so it reads apart from an available one of the same colour', () => {
    const [a1, a2] = outlineShapes(outlines, 0, project, none);
    expect(a1?.mark).toBeNull();
    expect(a2?.mark).toBe('hatch');
  });

  it('draws nothing on frames where outlines are hidden', () => {
    expect(outlineShapes(outlines, 3, project, none)).toEqual([]);
  });

  it('leaves names out when with-orbital-unit-name is off', () => {
    const quiet = buildProject({ settings: [buildSetting('with-orbital-unit-name', '0')] });
    expect(outlineShapes(outlines, 0, quiet, none).every((shape) => shape.label === null)).toBe(true);
  });
});
