import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { registerMediaStrings } from './media-strings.ts';

describe('media strings', () => {
  it('adds the strings under "media" next to the existing catalogue', async () => {
    const instance = i18next.createInstance();
    await instance.init({
      lng: 'fr',
      showSupportNotice: false,
      resources: { fr: { translation: { nav: { gallery: 'Galerie' } } } },
    });
    registerMediaStrings(instance);
    expect(instance.t('nav.gallery')).toBe('Galerie');
    expect(instance.t('media.gallery.slide', { number: 2, count: 8 })).toBe('2 sur 8');
    expect(instance.t('media.gallery.slide', { number: 2, count: 8, lng: 'en' })).toBe('2 of 8');
  });
});
