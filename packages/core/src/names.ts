/**
 * Names used in public links. Project, building and floor names become slugs in URLs
 * ("3e étage" → "3e-etage"); a unit's name stays as is, so it may hold only what a link and the
 * polygon file keep without change: letters, digits, ".", "-" and "_" (e.g. "B.3.01").
 */
export const UNIT_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** A name as a URL segment: no accents, lower case, every run of other characters one "-". */
export function slugOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Whether a URL segment names this row: its slug, or (links made before slugs) its name
 * without case. An empty slug (a name of signs only) matches by name only.
 */
export function sameRouteName(name: string, segment: string): boolean {
  if (name.toLowerCase() === segment.toLowerCase()) return true;
  const slug = slugOf(name);
  return slug !== '' && slug === slugOf(segment);
}

/** Names compared as the public site compares unit names: without case or surrounding spaces. */
export function nameKey(name: string): string {
  return name.trim().toLowerCase();
}
