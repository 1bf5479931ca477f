import { catalogues } from '@vitrine/core';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/translations.ts';
import { expectedTypesLabel, filePondLabels } from './filepond-labels.ts';

const i18n = createI18n('fr');
i18n.addStrings(catalogues);

/** FilePond's own English defaults, which the admin used to show. */
const FILEPOND_ENGLISH = ['tap to retry', 'Error during upload', 'File is of invalid type', 'Retry', 'Abort'];

function textLabels(labels: ReturnType<typeof filePondLabels>): string[] {
  return Object.values(labels).filter((label): label is string => typeof label === 'string');
}

describe('the FilePond labels', () => {
  it('show the reason the server gave for a refused file, instead of "upload failed"', () => {
    const labels = filePondLabels(i18n.getFixedT('fr'));
    const refused = {
      code: 422,
      body: { reason: "Le fichier n'est pas d'un type accepté.", fromFields: true },
    };
    expect(labels.labelFileProcessingError(refused)).toBe("Le fichier n'est pas d'un type accepté.");
    expect(labels.labelFileProcessingError({ code: 500, body: 'Internal Server Error' })).toBe(
      "Échec de l'envoi",
    );
    expect(labels.labelTapToRetry).toBe('Toucher pour réessayer');
  });

  it('are all translated, in French and in English, following the admin language', () => {
    const french = textLabels(filePondLabels(i18n.getFixedT('fr')));
    const english = textLabels(filePondLabels(i18n.getFixedT('en')));
    expect(french).toHaveLength(english.length);
    for (const label of [...french, ...english]) {
      expect(label).not.toMatch(/^admin\.upload\./);
      expect(FILEPOND_ENGLISH).not.toContain(label);
    }
    expect(french).toContain('Toucher pour réessayer');
    expect(english).toContain('Tap to retry');
  });
});

describe('the accepted types', () => {
  it('are said in words, never as "Attendu : ou image/*"', () => {
    const t = i18n.getFixedT('fr');
    expect(filePondLabels(t, ['image/*']).fileValidateTypeLabelExpectedTypes).toBe(
      'Attendu : une image (JPEG, PNG, WebP, AVIF, GIF ou SVG)',
    );
    expect(expectedTypesLabel(t, ['image/jpeg', 'image/png', 'image/webp'])).toBe(
      'Attendu : une image JPEG, PNG ou WebP',
    );
    expect(expectedTypesLabel(t, ['application/pdf', 'image/*', 'video/*'])).toBe(
      'Attendu : un PDF, une image (JPEG, PNG, WebP, AVIF, GIF ou SVG) ou une vidéo (MP4 ou WebM)',
    );
    expect(expectedTypesLabel(i18n.getFixedT('en'), ['application/json', '.json'])).toBe(
      'Expected: a JSON file',
    );
  });
});
