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
    expect(srcSetOf({ url: '/g/01.jpg', responsiveUrls })).toBe(expected);
  });

  it.each([
    [
      'the original after the renditions when it is wider',
      { url: '/g/01.jpg', width: 1920, responsiveUrls: { '640': '/g/01-640.jpg', '1280': '/g/01-1280.jpg' } },
      '/g/01-640.jpg 640w, /g/01-1280.jpg 1280w, /g/01.jpg 1920w',
    ],
    [
      'the original alone when there is no rendition',
      { url: '/g/my photo.jpg', width: 1920, responsiveUrls: {} },
      '/g/my%20photo.jpg 1920w',
    ],
    [
      'no duplicate when a rendition is as wide as the original',
      { url: '/g/01.jpg', width: 1920, responsiveUrls: { '960': '/g/01-960.jpg', '1920': '/g/01-1920.jpg' } },
      '/g/01-960.jpg 960w, /g/01-1920.jpg 1920w',
    ],
    [
      'not the original when its width is unknown',
      { url: '/g/01.jpg', responsiveUrls: { '1280': '/g/01-1280.jpg' } },
      '/g/01-1280.jpg 1280w',
    ],
  ])('lists %s', (_case, file, expected) => {
    expect(srcSetOf(file)).toBe(expected);
  });
});
