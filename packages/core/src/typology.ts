import { type Locale, translate } from './i18n/public.ts';

/**
 * The typology label of a unit from its `bedrooms` field, read as the spec (front office §3) and
 * the systems it replaces store it: "0 means studio, 1 means ST". A project whose topology is 'T'
 * labels units French style by that count: 0 → "Studio", 1 → "ST", n → "T{n}" (bedrooms 2 is a
 * T2), in both languages. Any other topology reads it as bedrooms: 0 → "Studio", 1 → "1 chambre"
 * (en "1 bedroom"), n → "n chambres". A negative or missing count gives ''. Where a unit's facts
 * are listed the label shows only when the count is above 0 (`showRooms`).
 */
export function typologyLabel(
  bedrooms: number | null | undefined,
  topology: string | null | undefined,
  locale: Locale,
): string {
  if (bedrooms === null || bedrooms === undefined || !Number.isFinite(bedrooms) || bedrooms < 0) return '';
  const count = Math.round(bedrooms);
  if (count === 0) return translate(locale, 'typology.studio');
  if (isFrenchStyle(topology)) {
    return count === 1
      ? translate(locale, 'typology.studioShort')
      : translate(locale, 'typology.french', { rooms: count });
  }
  return translate(locale, 'typology.bedrooms', { count });
}

export function isFrenchStyle(topology: string | null | undefined): boolean {
  return topology?.trim().toUpperCase() === 'T';
}

/** The room filter's title: "Typologie" when units read ST/T2…T5 (topology T), else "Nombre de chambres". */
export function roomFilterLabel(topology: string | null | undefined, locale: Locale): string {
  return translate(locale, isFrenchStyle(topology) ? 'filters.typology' : 'filters.bedrooms');
}
