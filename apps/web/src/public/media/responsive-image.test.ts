import { describe, expect, it } from 'vitest';
import { srcSetOf } from './responsive-image.ts';

describe('srcSetOf', () => {
  it.each([
    [
      'widths sorted narrowest first',
      { '1920': '/g/01-1920.jpg', '640': '/g/01-640.jpg', '1280': '/g/01-1280.jpg' },
      '/g/01-640.jpg 640w, /g/01-1280.jpg 1280w, /g/01-1920.jpg 1920w',
    ],
    ['keys that are not widths left out', { thumb: '/t.jpg', '0': '/z.jpg', '800': '/a.jpg' }, '/a.jpg 800w'],
    ['spaces in file names encoded', { '640': '/g/my photo.jpg' }, '/g/my%20photo.jpg 640w'],
    ['nothing for no responsive widths', {}, undefined],
    ['nothing when the field is absent', undefined, undefined],
  ])('gives %s', (_case, responsiveUrls, expected) => {
    expect(srcSetOf({ responsiveUrls })).toBe(expected);
  });
});
