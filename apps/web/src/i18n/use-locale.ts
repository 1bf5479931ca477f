import type { TLocale } from '@vitrine/core';
import { pickTranslation } from '@vitrine/core/translation';
import { useTranslation } from './use-translation.tsx';

export function useLocale(): TLocale {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'fr';
}

type Translatable = {
  translatable?: Partial<Record<string, { fr: string; en: string }>> | undefined;
};

/** A translatable field of an API entity in the locale, falling back to fr, then to the plain field. */
export function translatedField<T extends Translatable, K extends keyof T & string>(
  entity: T,
  field: K,
  locale: TLocale,
): string {
  const picked = pickTranslation(entity.translatable?.[field], locale);
  if (picked) return picked;
  const plain = entity[field];
  return typeof plain === 'string' ? plain : '';
}
