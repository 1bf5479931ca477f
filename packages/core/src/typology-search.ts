/**
 * The bedroom count a search text names as a typology, in either way the site labels units
 * (typology.ts): "ST"/"studio" → 0, "T3" → 2 (rooms, living room included), "2 ch.", "2 chambres",
 * "2 bedrooms" → 2. Null when the text is no typology (a bare number is not one: it may be part of
 * a unit's name).
 */
export function bedroomsOfTypology(text: string): number | null {
  const words = text.trim().toLowerCase();
  if (words === 'st' || words === 'studio') return 0;
  const french = /^t(\d{1,2})$/.exec(words);
  if (french) return Math.max(0, Number(french[1]) - 1);
  const counted = /^(\d{1,2})\s*(ch\.?|chambres?|bedrooms?|bed\.?)$/.exec(words);
  return counted ? Number(counted[1]) : null;
}
