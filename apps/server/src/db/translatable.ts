import type { TTranslated } from '@vitrine/core/schemas/translatable';

/** Stored form of a translatable field: JSON text `{"fr":…,"en":…}`. */
export function toTranslatedJson(value: Partial<TTranslated> | string | null | undefined): string {
  if (typeof value === 'string') return JSON.stringify({ fr: value, en: '' });
  return JSON.stringify({ fr: value?.fr ?? '', en: value?.en ?? '' });
}

/** Reads a stored translatable field; plain text (e.g. written by an import) counts as French. */
export function parseTranslated(stored: string | null | undefined): TTranslated {
  if (!stored) return { fr: '', en: '' };
  try {
    const value: unknown = JSON.parse(stored);
    if (value && typeof value === 'object') {
      const { fr, en } = value as Record<string, unknown>;
      return { fr: typeof fr === 'string' ? fr : '', en: typeof en === 'string' ? en : '' };
    }
  } catch {
    // not JSON: plain text
  }
  return { fr: stored, en: '' };
}
