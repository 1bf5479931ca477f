import { adminCatalogues } from '@vitrine/core/i18n/admin';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../i18n/translations.ts';
import { sceneLines } from './tour-report-lines.ts';

function translator(lng: 'fr' | 'en') {
  const instance = createI18n(lng);
  instance.addStrings(adminCatalogues);
  return instance.t;
}

const SCENES = [
  { name: 'salon', title: 'Le salon', shownAs: 'tiles' as const, faceSize: 2560, problems: [] },
  {
    name: 'cave',
    title: 'La cave',
    shownAs: null,
    faceSize: null,
    problems: [{ code: 'tiledSphere' as const }, { code: 'brokenLink' as const, target: 'grenier' }],
  },
  {
    name: 'jardin',
    title: 'Le jardin',
    shownAs: 'tiles' as const,
    faceSize: 1280,
    problems: [{ code: 'missingFiles' as const, count: 3, first: 'panos/j/f/l2/02/l2_f_02_001.jpg' }],
  },
];

describe('sceneLines', () => {
  it('tells each scene in French: how it is shown, or why not', async () => {
    const lines = sceneLines(translator('fr'), SCENES);
    expect(lines).toEqual([
      {
        name: 'salon',
        heading: 'Scène « Le salon »',
        shown: 'Cube en tuiles, 2560 px par face',
        problems: [],
        ok: true,
      },
      {
        name: 'cave',
        heading: 'Scène « La cave »',
        shown: 'Non affichée',
        problems: [
          'Sphère en tuiles (multirésolution) : non prise en charge, la scène ne sera pas affichée.',
          'Un point chaud mène à la scène « grenier », absente de la visite.',
        ],
        ok: false,
      },
      expect.objectContaining({
        problems: [
          '3 fichier(s) absent(s) de l’archive, par exemple panos/j/f/l2/02/l2_f_02_001.jpg : ces parties resteront noires.',
        ],
        ok: false,
      }),
    ]);
  });

  it('tells them in English', async () => {
    const [salon, cave] = sceneLines(translator('en'), SCENES);
    expect(salon?.shown).toBe('Tiled cube, 2560 px a face');
    expect(cave?.problems[1]).toBe('A hotspot leads to the scene “grenier”, which the tour does not have.');
  });
});
