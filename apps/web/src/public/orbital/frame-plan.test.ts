import { describe, expect, it } from 'vitest';
import { nextRescale, replacesPicture, scaledReach } from './frame-plan.ts';

describe('replacesPicture', () => {
  it.each([
    { current: undefined, next: { width: 960, bucket: 'a' }, replaces: true },
    { current: { width: 960, bucket: 'a' }, next: { width: 1920, bucket: 'a' }, replaces: true },
    { current: { width: 960, bucket: 'a' }, next: { width: 1920, bucket: 'old' }, replaces: true },
    { current: { width: 1920, bucket: 'a' }, next: { width: 960, bucket: 'a' }, replaces: false },
    { current: { width: 1920, bucket: 'old' }, next: { width: 960, bucket: 'a' }, replaces: false },
    { current: { width: 1920, bucket: 'old' }, next: { width: 1920, bucket: 'a' }, replaces: true },
    { current: { width: 1920, bucket: 'a' }, next: { width: 1920, bucket: 'a' }, replaces: false },
    { current: { width: 1920, bucket: 'a' }, next: { width: 1920, bucket: 'old' }, replaces: false },
  ])('$next over $current: $replaces (drawn size a)', ({ current, next, replaces }) => {
    expect(replacesPicture(current, next, 'a')).toBe(replaces);
  });
});

describe('scaledReach', () => {
  it('keeps a whole turn of pictures that fit the screen, fewer when zoomed far in', () => {
    const screen = 1920 * 1080;
    expect(scaledReach(1337 * 756, screen)).toBe(29);
    expect(scaledReach(1920 * 1086, screen)).toBe(28);
    expect(scaledReach(3820 * 2160, screen)).toBe(7);
    expect(scaledReach(100 * screen, screen)).toBe(1);
  });
});

describe('nextRescale', () => {
  it('picks the nearest frame to the current one that needs it, within reach', () => {
    expect(nextRescale(5, 29, () => true)).toBe(5);
    expect(nextRescale(5, 29, (frame) => frame !== 5)).toBe(6);
    expect(nextRescale(0, 3, (frame) => frame === 28)).toBe(28);
    expect(nextRescale(0, 3, (frame) => frame === 2)).toBeUndefined();
  });
});
