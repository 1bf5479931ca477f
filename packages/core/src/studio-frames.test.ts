import { describe, expect, it } from 'vitest';
import { orderStudioFrames } from './studio-frames.ts';

const numbered = (make: (n: number) => string, from: number, count = 29) =>
  Array.from({ length: count }, (_, step) => make(from + step));
const shuffled = <T>(items: T[]) => [...items.slice(13), ...items.slice(0, 13).reverse()];

describe('orderStudioFrames', () => {
  it.each([
    ['Frame_0001.png', (n: number) => `Frame_${String(n).padStart(4, '0')}.png`, 1],
    ['cam01_0000.jpg', (n: number) => `cam01_${String(n).padStart(4, '0')}.jpg`, 0],
    ['vue-01.tif', (n: number) => `vue-${String(n).padStart(2, '0')}.tif`, 1],
    ['render 100.webp', (n: number) => `renders/render ${n}.webp`, 100],
  ])('orders frames named like %s by their number, whatever order they arrive in', (_, make, from) => {
    const names = shuffled(numbered(make, from));
    const result = orderStudioFrames(names);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.order.map((index) => names[index])).toEqual(numbered(make, from));
  });

  it('names the missing frame as the studio would have named it', () => {
    const names = numbered((n) => `Frame_${String(n).padStart(4, '0')}.png`, 1, 30).filter(
      (name) => name !== 'Frame_0017.png',
    );
    expect(orderStudioFrames(names)).toEqual({
      ok: false,
      problem: { kind: 'missing', names: ['Frame_0017.png'] },
    });
  });

  it('names the frames after the 29th, and files of another shape, as extra', () => {
    const names = [...numbered((n) => `Frame_${String(n).padStart(4, '0')}.png`, 1, 30), 'preview.png'];
    expect(orderStudioFrames(names)).toEqual({
      ok: false,
      problem: { kind: 'extra', names: ['preview.png', 'Frame_0030.png'] },
    });
  });

  it('refuses two files with the same frame number', () => {
    const names = [...numbered((n) => `Frame_${String(n).padStart(4, '0')}.png`, 1, 28), 'Frame_0028.jpg'];
    expect(orderStudioFrames(names)).toEqual({
      ok: false,
      problem: { kind: 'duplicate', names: ['Frame_0028.png', 'Frame_0028.jpg'] },
    });
  });

  it('takes the last number of a name as the frame number (cam01 is the camera)', () => {
    const names = numbered((n) => `cam01_${n}.jpg`, 0);
    const result = orderStudioFrames([...names].reverse());
    expect(result.ok && result.order[0]).toBe(28);
  });

  it('falls back to natural order for names without numbers, and counts them', () => {
    const letters = Array.from({ length: 29 }, (_, i) => `view-${String.fromCharCode(97 + i)}.png`);
    expect(orderStudioFrames(letters).ok).toBe(true);
    expect(orderStudioFrames(letters.slice(1))).toEqual({
      ok: false,
      problem: { kind: 'count', received: 28 },
    });
  });
});
