import { catalogues } from '@vitrine/core';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../i18n/translations.ts';
import { matchesSettingSearch, settingWords } from './setting-words.ts';

const i18n = createI18n('fr');
i18n.addStrings(catalogues);

const mainColour = { name: 'main-color', domain_id: 4, corporation_id: null };

describe('a setting in words', () => {
  it('has a label, a description, a level and a default instead of its key', () => {
    const words = settingWords(i18n.getFixedT('fr'), mainColour);
    expect(words.label).toBe('Couleur principale');
    expect(words.level).toBe('domain');
    expect(words.defaultValue).toBe('#000000');
    expect(words.definition?.kind).toBe('colour');
  });

  it('names a bedroom colour with its count', () => {
    expect(settingWords(i18n.getFixedT('en'), { name: 't2-color', project_id: 1 }).label).toBe(
      'Colour of 2-bedroom units',
    );
  });

  it('is found in French and in English, by its key, without accents', () => {
    const both = [i18n.getFixedT('fr'), i18n.getFixedT('en')];
    for (const query of ['couleur princ', 'Main colour', 'main-color', 'FOND DE L’EN-TETE'])
      expect(matchesSettingSearch(mainColour, query, both), query).toBe(true);
    expect(matchesSettingSearch(mainColour, 'logo', both)).toBe(false);
    expect(matchesSettingSearch({ name: 'with-filter', domain_id: 1 }, 'search filters', both)).toBe(true);
  });
});
