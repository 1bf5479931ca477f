import { describe, expect, it } from 'vitest';
import { settingImageFolder, settingRenditionPaths } from './setting-pictures.ts';

describe('setting pictures', () => {
  it.each([
    ['contact-image', 'files/settings/sized'],
    ['splash-image', 'files/settings/sized'],
    ['secondary-logo', 'files/settings'],
    ['avatar', 'files/settings'],
  ])('stores the image of %s under %s', (name, folder) => {
    expect(settingImageFolder(name)).toBe(folder);
  });

  it.each([
    ['a picture of the sized folder', 'files/settings/sized/facade-1a2b.jpg', true],
    ['a PNG of the sized folder', 'files/settings/sized/plan.PNG', true],
    ['an SVG of the sized folder', 'files/settings/sized/logo.svg', false],
    ['a picture of a folder below it', 'files/settings/sized/old/facade.jpg', false],
    ['a picture stored before renditions', 'files/branding/splash.jpg', false],
    ['no picture', null, false],
  ])('lists renditions for %s: %s', (_case, path, listed) => {
    expect(settingRenditionPaths(path) !== null).toBe(listed);
  });

  it('names each rendition after its picture and width', () => {
    expect(settingRenditionPaths('files/settings/sized/facade-1a2b.jpg')).toEqual({
      '480': 'files/settings/sized/facade-1a2b-480.webp',
      '960': 'files/settings/sized/facade-1a2b-960.webp',
      '1920': 'files/settings/sized/facade-1a2b-1920.webp',
    });
  });
});
