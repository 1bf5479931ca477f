import { adminCatalogues } from './admin.ts';
import { enApi } from './en-api.ts';
import { enApiEmbed } from './en-api-embed.ts';
import { enApiPriceLists } from './en-api-price-lists.ts';
import { favouriteListCatalogues } from './favourite-list.ts';
import type { Catalogue } from './fr.ts';
import { kioskCatalogues } from './kiosk.ts';
import { mediaCatalogues } from './media.ts';
import { publicEn } from './public-en.ts';
import { validationCatalogues } from './validation.ts';

/** The English catalogue: type-checked to hold exactly fr's keys. */
export const en: Catalogue = {
  ...publicEn,
  ...validationCatalogues.en,
  ...mediaCatalogues.en,
  ...favouriteListCatalogues.en,
  ...kioskCatalogues.en,
  ...adminCatalogues.en,
  api: { ...enApi, embed: enApiEmbed, priceLists: enApiPriceLists },
};
