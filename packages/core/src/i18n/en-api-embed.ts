import type { CatalogueShape } from './catalogue-shape.ts';
import type { frApiEmbed } from './fr-api-embed.ts';

export const enApiEmbed: CatalogueShape<typeof frApiEmbed> = {
  missingKey: 'API key missing: send it in the “Authorization: Bearer …” or “X-Api-Key” header.',
  unknownKey: 'This API key is not recognised.',
  revokedKey: 'This API key has been revoked.',
};
