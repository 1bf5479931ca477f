import { type Locale, translate } from './i18n/public.ts';

/**
 * The typology label of a unit from its bedroom count.
 *
 * Rule (French usage; the spec's "0 means studio, 1 means ST" is read as: 0 bedrooms is a
 * studio, labelled ST): a project whose topology is 'T' labels units French style by rooms,
 * living room included: 0 bedrooms → "ST", 1 bedroom → "T2", 2 → "T3", n → "T{n+1}", in
 * both languages. Any other topology labels by bedrooms: 0 → "Studio", 1 → "1 chambre"
 * (en "1 bedroom"), n → "n chambres" (en "n bedrooms"). A negative or missing count gives ''.
 */
export function typologyLabel(
  bedrooms: number | null | undefined,
  topology: string | null | undefined,
  locale: Locale,
): string {
  if (bedrooms === null || bedrooms === undefined || !Number.isFinite(bedrooms) || bedrooms < 0) return '';
  const count = Math.round(bedrooms);
  if (isFrenchStyle(topology)) {
    return count === 0
      ? translate(locale, 'typology.studioShort')
      : translate(locale, 'typology.french', { rooms: count + 1 });
  }
  return count === 0
    ? translate(locale, 'typology.studio')
    : translate(locale, 'typology.bedrooms', { count });
}

export function isFrenchStyle(topology: string | null | undefined): boolean {
  return topology?.trim().toUpperCase() === 'T';
}

/** The room filter's title: "Typologie" when units read ST/T2…T5 (topology T), else "Nombre de chambres". */
export function roomFilterLabel(topology: string | null | undefined, locale: Locale): string {
  return translate(locale, isFrenchStyle(topology) ? 'filters.typology' : 'filters.bedrooms');
}
