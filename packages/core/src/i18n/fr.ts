import { adminCatalogues } from './admin.ts';
import type { CatalogueShape } from './catalogue-shape.ts';
import { favouriteListCatalogues } from './favourite-list.ts';
import { frApi } from './fr-api.ts';
import { frApiEmbed } from './fr-api-embed.ts';
import { frApiPriceLists } from './fr-api-price-lists.ts';
import { kioskCatalogues } from './kiosk.ts';
import { mediaCatalogues } from './media.ts';
import { publicCatalogues } from './public.ts';
import { validationCatalogues } from './validation.ts';

/** The French catalogue, the reference: every other locale must have exactly its keys. */
export const fr = {
  ...publicCatalogues.fr,
  ...validationCatalogues.fr,
  ...mediaCatalogues.fr,
  ...favouriteListCatalogues.fr,
  ...kioskCatalogues.fr,
  ...adminCatalogues.fr,
  api: { ...frApi, embed: frApiEmbed, priceLists: frApiPriceLists },
};

export type { CatalogueShape } from './catalogue-shape.ts';
export type Catalogue = CatalogueShape<typeof fr>;
