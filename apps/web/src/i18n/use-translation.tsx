import { createContext, type ReactNode, use, useSyncExternalStore } from 'react';
import { i18n as appI18n, type I18n, type TFunction } from './translations.ts';

const I18nContext = createContext<I18n>(appI18n);

/** The strings the tree below renders with (the server render's language; the browser's by default). */
export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext value={i18n}>{children}</I18nContext>;
}

/** react-i18next's hook as the app uses it: t in the current language, rendering again when it changes. */
export function useTranslation(): { t: TFunction; i18n: I18n } {
  const i18n = use(I18nContext);
  const language = useSyncExternalStore(
    i18n.subscribe,
    () => i18n.language,
    () => i18n.language,
  );
  return { t: i18n.getFixedT(language), i18n };
}
