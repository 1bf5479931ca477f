import { translateIfExists } from '@vitrine/core/i18n/index';
import { uploadMessage } from '../uploads/upload-messages.ts';

function attributeOf(field: string): string {
  return translateIfExists('fr', `validation.attributes.${field}`) ?? field.replaceAll('_', ' ');
}

/** "Le champ étage sélectionné est invalide." (a foreign id out of reach, or of another project) */
export function invalidChoice(field: string): string {
  return translateIfExists('fr', 'validation.in', { attribute: attributeOf(field) }) ?? `${field} invalide`;
}

/** "Le champ adresse e-mail est obligatoire." */
export function requiredField(field: string): string {
  return (
    translateIfExists('fr', 'validation.required', { attribute: attributeOf(field) }) ?? `${field} requis`
  );
}

/** "La valeur du champ adresse e-mail est déjà utilisée." */
export function alreadyTaken(field: string): string {
  return uploadMessage('unique', { attribute: field });
}
