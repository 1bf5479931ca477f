import type { fr } from '@vitrine/core/i18n/fr';
import type { Message } from '@vitrine/core/i18n/index';

export type UploadMessage = keyof (typeof fr)['api']['upload'];

/**
 * A message of the upload checks (`api.upload.*`), translated when the answer is sent; the field
 * is named as a file ("Le fichier envoyé …", "Le fichier plan 2D …").
 */
export function uploadMessage(
  key: UploadMessage,
  params: { attribute: string; kinds?: string; reason?: string } & Record<string, string | number>,
): Message {
  const { attribute, ...rest } = params;
  return { key: `api.upload.${key}`, params: rest, field: attribute, fileField: true };
}
