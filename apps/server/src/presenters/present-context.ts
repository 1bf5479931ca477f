import type { Locale } from '@vitrine/core/i18n/index';
import type { TFileRef } from '@vitrine/core/schemas/common';
import { pickTranslation, type TTranslated } from '@vitrine/core/schemas/translatable';
import { parseTranslated } from '../db/translatable.ts';

/** What a presenter needs to know about the request it answers. */
export interface PresentContext {
  locale: Locale;
  /** `translatable=1`: also return every translatable field as `{ fr, en }`. */
  translatable: boolean;
  /** Public URL of a storage-relative path. */
  fileUrl: (path: string) => string;
}

type Translations<K extends string> = Record<K, string> & { translatable?: Record<K, TTranslated> };

/**
 * The translatable fields of a row as the API gives them: each field as the string in the
 * request's locale (fr fallback), plus `translatable: { field: { fr, en } }` when asked.
 */
export function translations<K extends string>(
  ctx: PresentContext,
  stored: Record<K, string>,
): Translations<K> {
  const result = {} as Translations<K>;
  const all = {} as Record<K, TTranslated>;
  for (const field of Object.keys(stored) as K[]) {
    const value = parseTranslated(stored[field]);
    all[field] = value;
    (result as Record<K, string>)[field] = pickTranslation(value, ctx.locale);
  }
  if (ctx.translatable) result.translatable = all;
  return result;
}

export function fileRef(ctx: PresentContext, path: string | null | undefined): TFileRef | null {
  return path ? { url: ctx.fileUrl(path) } : null;
}

export function flag(value: number | null | undefined): boolean {
  return Boolean(value);
}
