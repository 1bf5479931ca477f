import { type Locale, translateIfExists } from '@vitrine/core/i18n/index';

/**
 * Messages of the upload checks. They belong in the core catalogue (`validation.upload…`); until
 * they are there, these French and English texts answer.
 */
const MESSAGES = {
  unknown: {
    fr: "Le fichier {{attribute}} n'est pas d'un type accepté (son contenu ne correspond à aucun format autorisé).",
    en: 'The {{attribute}} file is not of an accepted type (its content matches no allowed format).',
  },
  unsafe: {
    fr: 'Le fichier {{attribute}} contient du script ou des attributs interdits et a été refusé.',
    en: 'The {{attribute}} file holds script or forbidden attributes and was refused.',
  },
  tooLarge: {
    fr: 'Le fichier {{attribute}} est trop volumineux.',
    en: 'The {{attribute}} file is too large.',
  },
  wrongKind: {
    fr: "Le fichier {{attribute}} n'est pas du type attendu ({{kinds}}).",
    en: 'The {{attribute}} file is not of the expected type ({{kinds}}).',
  },
  missing: {
    fr: "Le fichier {{attribute}} est introuvable, incomplet ou n'est plus disponible : envoyez-le à nouveau.",
    en: 'The {{attribute}} file cannot be found, is incomplete or has expired: send it again.',
  },
  badArchive: {
    fr: "L'archive {{attribute}} est invalide : {{reason}}",
    en: 'The {{attribute}} archive is invalid: {{reason}}',
  },
  unique: {
    fr: 'La valeur du champ {{attribute}} est déjà utilisée.',
    en: 'The {{attribute}} has already been taken.',
  },
} as const;

export type UploadMessage = keyof typeof MESSAGES;

export function uploadMessage(
  key: UploadMessage,
  params: { attribute?: string; kinds?: string; reason?: string } = {},
  locale: Locale = 'fr',
): string {
  const attribute = params.attribute
    ? (translateIfExists(locale, `validation.attributes.${params.attribute}`) ?? params.attribute)
    : '';
  const text: string = MESSAGES[key][locale];
  return text
    .replace('{{attribute}}', attribute)
    .replace('{{kinds}}', params.kinds ?? '')
    .replace('{{reason}}', params.reason ?? '')
    .replace(/\s{2,}/g, ' ');
}
