/** The comparison page's first path segment: /comparaison/12-34-56. */
export const COMPARISON_SEGMENT = 'comparaison';

/** A comparison sets two to four units side by side. */
export const MIN_COMPARED = 2;
export const MAX_COMPARED = 4;

/** Ids in a path are digits only; longer ones name no unit (and could lose precision). */
const ID_PATTERN = /^[1-9]\d{0,14}$/;

/**
 * /comparaison/{id}-{id}-…: the link a visitor shares; it opens the same comparison on any
 * device, for it holds the units themselves (nothing is stored on the server).
 */
export function comparisonPath(unitIds: readonly number[]): string {
  return `/${COMPARISON_SEGMENT}/${unitIds.slice(0, MAX_COMPARED).join('-')}`;
}

/**
 * The unit ids a comparison link names, in its order: dashes (or commas, plus signs, spaces)
 * between ids; anything that is not an id is left out, a repeated id counts once, and past
 * MAX_COMPARED the rest is ignored. A made-up segment gives an empty list, never an error.
 */
export function parseComparedIds(segment: string | null | undefined): number[] {
  const ids: number[] = [];
  for (const part of (segment ?? '').split(/[-,+\s]+/)) {
    if (!ID_PATTERN.test(part)) continue;
    const id = Number(part);
    if (!ids.includes(id)) ids.push(id);
    if (ids.length === MAX_COMPARED) break;
  }
  return ids;
}
