import { describe, expect, it } from 'vitest';
import { registerMediaStrings } from './media-strings.ts';
import { createI18n } from './translations.ts';

describe('media strings', () => {
  it('adds the strings under "media" next to the existing catalogue', () => {
    const instance = createI18n('fr');
    registerMediaStrings(instance);
    expect(instance.t('nav.gallery')).toBe('Galerie');
    expect(instance.t('media.gallery.slide', { number: 2, count: 8 })).toBe('2 sur 8');
    expect(instance.getFixedT('en')('media.gallery.slide', { number: 2, count: 8 })).toBe('2 of 8');
  });
});
