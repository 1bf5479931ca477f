import type { Message } from '@vitrine/core/i18n/index';

/** "Le champ étage sélectionné est invalide." (a foreign id out of reach, or of another project) */
export function invalidChoice(field: string): Message {
  return { key: 'validation.in', field };
}

/** "Le champ adresse e-mail est obligatoire." */
export function requiredField(field: string): Message {
  return { key: 'validation.required', field };
}

/** "La valeur du champ adresse e-mail est déjà utilisée." */
export function alreadyTaken(field: string): Message {
  return { key: 'api.upload.unique', field };
}
