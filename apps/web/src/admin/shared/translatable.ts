import type { TTranslated } from '@vitrine/core';
import { useCallback } from 'react';
import { translatedField, useLocale } from '../../i18n/use-locale.ts';

type WithTranslatable = { translatable?: Partial<Record<string, TTranslated>> | undefined };

/** The `{ fr, en }` of a field as read with translatable=1; the plain string counts as fr when absent. */
export function translationOf<T extends WithTranslatable>(entity: T | undefined, field: string): TTranslated {
  const stored = entity?.translatable?.[field];
  if (stored) return { fr: stored.fr ?? '', en: stored.en ?? '' };
  const plain = (entity as Record<string, unknown> | undefined)?.[field];
  return { fr: typeof plain === 'string' ? plain : '', en: '' };
}

/** An empty `{ fr, en }` for new items. */
export const EMPTY_TRANSLATION: TTranslated = { fr: '', en: '' };

/** A function giving a translatable field in the interface language (FR/EN switch). */
export function useTranslated() {
  const locale = useLocale();
  return useCallback(
    <T extends WithTranslatable>(entity: T, field: keyof T & string) => translatedField(entity, field, locale),
    [locale],
  );
}
