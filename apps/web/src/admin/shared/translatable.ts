import { pickTranslation, type TLocale, type TTranslated } from '@vitrine/core';
import { useCallback } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';

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

/** The interface language, which is also the language lists show content in. */
export function useAdminLocale(): TLocale {
  return useTranslation().i18n.language === 'en' ? 'en' : 'fr';
}

/** A field in a locale: its translation (falling back to fr), else the plain string. */
export function translatedIn<T extends WithTranslatable>(
  entity: T,
  field: keyof T & string,
  locale: TLocale,
): string {
  const picked = pickTranslation(entity.translatable?.[field], locale);
  if (picked) return picked;
  const plain = entity[field];
  return typeof plain === 'string' ? plain : '';
}

/** A function giving a translatable field in the interface language (FR/EN switch). */
export function useTranslated() {
  const locale = useAdminLocale();
  return useCallback(
    <T extends WithTranslatable>(entity: T, field: keyof T & string) => translatedIn(entity, field, locale),
    [locale],
  );
}
