import { enMedia } from './en-media.ts';
import { frMedia } from './fr-media.ts';

/** The public media pages' strings, under `media`; added when a media page loads. */
export const mediaCatalogues = { fr: { media: frMedia }, en: { media: enMedia } };
