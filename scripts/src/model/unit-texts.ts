import type { Translated } from '@vitrine/core/demo-manifest';
import type { CategoryKey, UnitOffer } from './unit-offer.ts';

const ORDINAL_FR = ['', '1er', '2e', '3e', '4e', '5e', '6e', '7e', '8e', '9e'];
const ORDINAL_EN = ['', '1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th'];

export function floorDescription(level: number): Translated {
  if (level === 0) return { fr: 'Rez-de-chaussée', en: 'Ground floor' };
  return { fr: `${ORDINAL_FR[level]} étage`, en: `${ORDINAL_EN[level]} floor` };
}

const CATEGORY_NAME: Record<CategoryKey, Translated> = {
  appartement: { fr: 'Appartement', en: 'Apartment' },
  penthouse: { fr: 'Penthouse', en: 'Penthouse' },
  duplex: { fr: 'Duplex', en: 'Duplex' },
  loft: { fr: 'Loft', en: 'Loft' },
  parking: { fr: 'Parking', en: 'Parking space' },
};

export function categoryName(key: CategoryKey): Translated {
  return CATEGORY_NAME[key];
}

export function unitFullname(offer: UnitOffer): Translated {
  const category = CATEGORY_NAME[offer.categoryKey];
  const name = offer.volume.name;
  return { fr: `${category.fr} ${name}`, en: `${category.en} ${name}` };
}

const OUTDOOR: Record<string, Translated> = {
  garden: { fr: 'avec jardin privatif et terrasse', en: 'with a private garden and patio' },
  terrace: { fr: 'avec terrasse', en: 'with a terrace' },
  balcony: { fr: 'avec balcon', en: 'with a balcony' },
  loggia: { fr: 'avec loggia', en: 'with a loggia' },
};

const FACING: Record<UnitOffer['facing'], Translated> = {
  south: { fr: 'orienté sud', en: 'facing south' },
  north: { fr: 'orienté nord, au calme', en: 'facing north, on the quiet side' },
  through: { fr: 'traversant nord-sud', en: 'dual aspect, north and south' },
};

function rooms(bedrooms: number): Translated {
  if (bedrooms === 0) return { fr: 'Studio', en: 'Studio' };
  const fr = bedrooms === 1 ? '1 chambre' : `${bedrooms} chambres`;
  const en = bedrooms === 1 ? '1-bedroom' : `${bedrooms}-bedroom`;
  return { fr: `Logement de ${fr}`, en: `${en} home` };
}

/** A short HTML description in French and English, built from the unit's features. */
export function unitDescription(offer: UnitOffer): Translated {
  const kind = rooms(offer.bedrooms);
  const floor = floorDescription(offer.floor.level);
  const outdoor = offer.volume.outdoor ? OUTDOOR[offer.volume.outdoor] : null;
  const facing = FACING[offer.facing];
  const fr = `${kind.fr} de ${offer.surface} m² (${floor.fr.toLowerCase()}), ${facing.fr}${outdoor ? `, ${outdoor.fr}` : ''}.`;
  const en = `${kind.en} of ${offer.surface} m² (${floor.en.toLowerCase()}), ${facing.en}${outdoor ? `, ${outdoor.en}` : ''}.`;
  return {
    fr: `<p>${fr}</p><p>Cuisine ouverte équipée, salle de douche à l'italienne, triple vitrage et pompe à chaleur. PEB A.</p>`,
    en: `<p>${en}</p><p>Fitted open kitchen, walk-in shower, triple glazing and heat pump. EPC rating A.</p>`,
  };
}

export const PRICE_DETAIL: Translated = {
  fr: 'Prix hors frais d’acte, TVA 21 % sur la construction ; parking en option.',
  en: 'Price excluding deed costs, 21% VAT on the construction; parking space optional.',
};
