/**
 * The `bedrooms` count a search text names as a typology, read as the labels read it
 * (typology.ts, the spec's rule "0 means studio, 1 means ST"): "studio" → 0, "ST" and "T1" → 1,
 * "T3" → 3; "2 ch.", "2 chambres", "2 bedrooms" → 2 (projects that label units by bedrooms).
 * Null when the text is no typology (a bare number is not one: it may be part of a unit's name).
 */
export function bedroomsOfTypology(text: string): number | null {
  const words = text.trim().toLowerCase();
  if (words === 'studio') return 0;
  if (words === 'st') return 1;
  const french = /^t(\d{1,2})$/.exec(words);
  if (french) return Number(french[1]) >= 1 ? Number(french[1]) : null;
  const counted = /^(\d{1,2})\s*(ch\.?|chambres?|bedrooms?|bed\.?)$/.exec(words);
  return counted ? Number(counted[1]) : null;
}
